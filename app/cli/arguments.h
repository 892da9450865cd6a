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
// A failure reported on stderr; `code` is the exit status (2: bad usage or
// input; the archive's own classes use theirs, see archive_fault.h).
struct UsageError {
    std::string message;
    int code = 2;
};

struct Arguments {
    std::vector<std::string> positional;
    std::vector<std::string> settings;                       // KEY=VALUE, in order
    std::map<std::string, std::string> flags;                // the last value of each flag
    std::vector<std::pair<std::string, std::string>> multi;  // every flag with a value, in order

    // Splits argv. `valueFlags` take the next argument as their value;
    // `switches` take none.
    static Arguments parse(const std::vector<std::string>& args,
                           const std::vector<std::string>& valueFlags,
                           const std::vector<std::string>& switches = {});

    // The game named by the first positional argument, with the options set.
    Options gameOptions() const;
    std::optional<std::string> flag(const std::string& name) const;
    long long integerFlag(const std::string& name, long long low, long long high,
                          long long fallback) const;
    // A decimal number such as 0.5 or 2 (a point, never a comma).
    double decimalFlag(const std::string& name, double low, double high, double fallback) const;
};

long long parseInteger(const std::string& what, const std::string& text, long long low,
                       long long high);

}  // namespace enkang::cli
