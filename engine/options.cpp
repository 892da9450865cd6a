#include "options.h"

#include <charconv>

namespace enkang {
namespace {

struct IntRange {
    int low;
    int high;
};

bool belongsTo(std::string_view key, GameId game) {
    if (key == "first") return true;
    if (key == "max-laps") return game != GameId::KimasaiKlamroth;
    if (key == "reserve") return game == GameId::KimasaiMackay;
    if (key == "columns") return game != GameId::KimasaiMackay;
    if (key == "seeds") return game == GameId::EnGehe;
    return false;
}

bool isKnownKey(std::string_view key) {
    for (std::string_view k : {"first", "max-laps", "reserve", "columns", "seeds"})
        if (k == key) return true;
    return false;
}

IntRange rangeOf(std::string_view key, GameId game) {
    if (key == "max-laps") return {1, 1000000};
    if (key == "reserve") return {0, 32};
    if (key == "columns")
        return game == GameId::KimasaiKlamroth ? IntRange{3, 24} : IntRange{3, 50};
    return {1, 12};  // seeds
}

int* fieldOf(Options& o, std::string_view key) {
    if (key == "max-laps") return &o.maxLaps;
    if (key == "reserve") return &o.reserve;
    if (key == "columns") return &o.columns;
    return &o.seeds;
}

}  // namespace

Options Options::defaults(GameId game) {
    Options o;
    o.game = game;
    o.columns = game == GameId::KimasaiMackay ? 8 : game == GameId::KimasaiKlamroth ? 12 : 40;
    return o;
}

Wording Options::assign(std::string_view key, std::string_view value) {
    const std::string named = std::string(key) + "=" + std::string(value);
    const auto reason = [&named](const char* format, const auto&... more) {
        return worded("Options", format, named, more...);
    };
    if (!isKnownKey(key))
        return reason(QT_TRANSLATE_NOOP("Options", "option '%1': unknown option"));
    if (!belongsTo(key, game))
        return reason(QT_TRANSLATE_NOOP("Options", "option '%1': not an option of %2"),
                      std::string(gameIdName(game)));
    if (key == "first") {
        if (value == "south")
            first = South;
        else if (value == "north")
            first = North;
        else
            return reason(QT_TRANSLATE_NOOP("Options", "option '%1': expected south or north"));
        return {};
    }
    const IntRange range = rangeOf(key, game);
    int number = 0;
    const char* end = value.data() + value.size();
    const bool digitsOnly =
        !value.empty() && value.find_first_not_of("0123456789") == std::string_view::npos;
    if (!digitsOnly || value.size() > 9 || std::from_chars(value.data(), end, number).ptr != end)
        return reason(
            QT_TRANSLATE_NOOP("Options", "option '%1': expected a whole number in %2..%3"),
            range.low, range.high);
    if (number < range.low || number > range.high)
        return reason(QT_TRANSLATE_NOOP("Options", "option '%1': out of range %2..%3"), range.low,
                      range.high);
    *fieldOf(*this, key) = number;
    return {};
}

Wording Options::assign(std::string_view keyEqualsValue) {
    const auto eq = keyEqualsValue.find('=');
    if (eq == std::string_view::npos)
        return worded("Options", QT_TRANSLATE_NOOP("Options", "option '%1': expected KEY=VALUE"),
                      std::string(keyEqualsValue));
    return assign(keyEqualsValue.substr(0, eq), keyEqualsValue.substr(eq + 1));
}

std::vector<OptionRange> Options::ranges(GameId game) {
    const Options defaults = Options::defaults(game);
    std::vector<OptionRange> out;
    for (std::string_view k : {"max-laps", "reserve", "columns", "seeds"}) {
        if (!belongsTo(k, game)) continue;
        const IntRange r = rangeOf(k, game);
        out.push_back({k, r.low, r.high, std::stoi(defaults.value(k))});
    }
    return out;
}

std::vector<std::string_view> Options::keys() const {
    std::vector<std::string_view> out;
    for (std::string_view k : {"first", "max-laps", "reserve", "columns", "seeds"})
        if (belongsTo(k, game)) out.push_back(k);
    return out;
}

std::string Options::value(std::string_view key) const {
    if (key == "first") return std::string(playerName(first));
    if (key == "max-laps") return std::to_string(maxLaps);
    if (key == "reserve") return std::to_string(reserve);
    if (key == "columns") return std::to_string(columns);
    if (key == "seeds") return std::to_string(seeds);
    return {};
}

}  // namespace enkang
