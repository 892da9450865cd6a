// Command-line arguments shared by every subcommand: the game, repeated
// `--set KEY=VALUE` options, named flags with a value, and the rest.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/options.h"

namespace enkang::cli {

// Thrown for any bad input; main prints the message and exits 2.
struct UsageError {
    std::string message;
};

struct Arguments {
    std::vector<std::string> positional;
    std::vector<std::string> settings;  // KEY=VALUE, in order
    std::map<std::string, std::string> flags;

    // Splits argv. `valueFlags` take the next argument as their value.
    static Arguments parse(const std::vector<std::string>& args,
                           const std::vector<std::string>& valueFlags);

    // The game named by the first positional argument, with the options set.
    Options gameOptions() const;
    std::optional<std::string> flag(const std::string& name) const;
    long long integerFlag(const std::string& name, long long low, long long high,
                          long long fallback) const;
};

long long parseInteger(const std::string& what, const std::string& text, long long low,
                       long long high);

}  // namespace enkang::cli
