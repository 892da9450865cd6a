#include "game_record.h"

namespace enkang::archive {

std::string GameRecord::tag(const std::string& name) const {
    for (const auto& [k, v] : tags)
        if (k == name) return v;
    return {};
}

void GameRecord::setTag(const std::string& name, const std::string& value) {
    for (auto& [k, v] : tags)
        if (k == name) {
            v = value;
            return;
        }
    tags.emplace_back(name, value);
}

}  // namespace enkang::archive
