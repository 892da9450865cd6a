#include "arguments.h"

#include <algorithm>
#include <charconv>
#include <sstream>
#include <system_error>

namespace enkang::cli {

Arguments Arguments::parse(const std::vector<std::string>& args,
                           const std::vector<std::string>& valueFlags,
                           const std::vector<std::string>& switches) {
    Arguments out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool takesValue =
            a == "--set" || std::find(valueFlags.begin(), valueFlags.end(), a) != valueFlags.end();
        if (takesValue) {
            if (i + 1 >= args.size()) throw UsageError{"option " + a + " needs a value"};
            if (a == "--set") {
                out.settings.push_back(args[++i]);
            } else {
                out.flags[a] = args[++i];
                out.multi.emplace_back(a, out.flags[a]);
            }
        } else if (a == "--json" ||
                   std::find(switches.begin(), switches.end(), a) != switches.end()) {
            out.flags[a] = "1";
        } else if (a.size() > 1 && a[0] == '-' && !(a[1] >= '0' && a[1] <= '9')) {
            throw UsageError{"unknown option " + a};
        } else {
            out.positional.push_back(a);
        }
    }
    return out;
}

Options Arguments::gameOptions() const {
    if (positional.empty())
        throw UsageError{"missing GAME (kimasai-mackay, kimasai-klamroth, en-gehe)"};
    GameId id{};
    if (!parseGameId(positional[0], id))
        throw UsageError{"unknown game '" + positional[0] +
                         "' (expected kimasai-mackay, kimasai-klamroth or en-gehe)"};
    Options options = Options::defaults(id);
    for (const std::string& s : settings) {
        const std::string error = options.set(s);
        if (!error.empty()) throw UsageError{error};
    }
    return options;
}

std::optional<std::string> Arguments::flag(const std::string& name) const {
    const auto it = flags.find(name);
    if (it == flags.end()) return std::nullopt;
    return it->second;
}

long long parseInteger(const std::string& what, const std::string& text, long long low,
                       long long high) {
    const bool digits = !text.empty() && text.size() <= 18 &&
                        text.find_first_not_of("0123456789") == std::string::npos;
    const long long value = digits ? std::stoll(text) : -1;
    if (!digits || value < low || value > high)
        throw UsageError{what + " '" + text + "': expected a whole number from " +
                         std::to_string(low) + " to " + std::to_string(high)};
    return value;
}

double Arguments::decimalFlag(const std::string& name, double low, double high,
                              double fallback) const {
    const auto text = flag(name);
    if (!text) return fallback;
    double value = 0;
    const char* end = text->data() + text->size();
    const auto [stop, error] = std::from_chars(text->data(), end, value, std::chars_format::fixed);
    if (error != std::errc{} || stop != end || !(value >= low && value <= high)) {
        std::ostringstream range;
        range << low << " to " << high;
        throw UsageError{name + " '" + *text + "': expected a number from " + range.str()};
    }
    return value;
}

long long Arguments::integerFlag(const std::string& name, long long low, long long high,
                                 long long fallback) const {
    const auto text = flag(name);
    return text ? parseInteger(name, *text, low, high) : fallback;
}

}  // namespace enkang::cli
