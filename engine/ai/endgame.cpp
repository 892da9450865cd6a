#include "endgame.h"

#include <mutex>
#include <utility>
#include <vector>

namespace enkang::ai {
namespace {

struct Registry {
    std::mutex mutex;
    std::vector<std::pair<Options, std::shared_ptr<const EndgameOracle>>> entries;
};

Registry& registry() {
    static Registry r;
    return r;
}

// Tables cover every arrangement with either side to move, so they serve a
// board whoever moved first: the registry keys on the rest of the options.
Options keyOf(Options o) {
    o.first = South;
    return o;
}

}  // namespace

void setLevel5Endgames(const Options& given, std::shared_ptr<const EndgameOracle> oracle) {
    const Options options = keyOf(given);
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    for (auto& [o, kept] : r.entries)
        if (o == options) {
            kept = std::move(oracle);
            return;
        }
    r.entries.emplace_back(options, std::move(oracle));
}

std::shared_ptr<const EndgameOracle> level5Endgames(const Options& given) {
    const Options options = keyOf(given);
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    for (const auto& [o, kept] : r.entries)
        if (o == options) return kept;
    return nullptr;
}

}  // namespace enkang::ai
