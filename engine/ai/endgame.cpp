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

}  // namespace

void setLevel5Endgames(const Options& options, std::shared_ptr<const EndgameOracle> oracle) {
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    for (auto& [o, kept] : r.entries)
        if (o == options) {
            kept = std::move(oracle);
            return;
        }
    r.entries.emplace_back(options, std::move(oracle));
}

std::shared_ptr<const EndgameOracle> level5Endgames(const Options& options) {
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    for (const auto& [o, kept] : r.entries)
        if (o == options) return kept;
    return nullptr;
}

}  // namespace enkang::ai
