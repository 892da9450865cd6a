// The options of rules.md (`first`, `max-laps`, `reserve`, `columns`, `seeds`)
// with their ranges, and which game each belongs to.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "types.h"
#include "wording.h"

namespace enkang {

// A whole-number option and its range (for forms that set options).
struct OptionRange {
    std::string_view key;
    int low;
    int high;
    int fallback;  // the default
};

struct Options {
    GameId game = GameId::KimasaiMackay;
    Player first = South;
    int maxLaps = 10000;
    int reserve = 24;
    int columns = 8;
    int seeds = 4;

    // The default options of a game.
    static Options defaults(GameId game);

    // Sets KEY=VALUE. Returns an empty wording on success, else a one-line
    // reason naming the option ("option 'reserve=40': out of range 0..32").
    Wording assign(std::string_view key, std::string_view value);
    Wording assign(std::string_view keyEqualsValue);
    // The same, the reason in English (empty on success).
    std::string set(std::string_view key, std::string_view value) {
        return assign(key, value).english();
    }
    std::string set(std::string_view keyEqualsValue) { return assign(keyEqualsValue).english(); }

    // The whole-number options this game takes, with ranges and defaults.
    static std::vector<OptionRange> ranges(GameId game);
    // The option keys this game takes, in a fixed order.
    std::vector<std::string_view> keys() const;
    // The current value of a key as text (for JSON and records).
    std::string value(std::string_view key) const;

    bool operator==(const Options&) const = default;
};

}  // namespace enkang
