#include "game_record.h"

namespace enkang::archive {

bool RecordMove::operator==(const RecordMove& o) const {
    return pit == o.pit && irregular == o.irregular && glyph == o.glyph && comment == o.comment &&
           handler == o.handler && time == o.time && variations == o.variations;
}

bool nestedDeeperThan(const std::vector<RecordMove>& moves, int limit) {
    std::vector<std::pair<const std::vector<RecordMove>*, int>> lines{{&moves, 0}};
    while (!lines.empty()) {
        const auto [line, depth] = lines.back();
        lines.pop_back();
        for (const RecordMove& m : *line)
            for (const auto& variation : m.variations) {
                if (depth + 1 > limit) return true;
                lines.emplace_back(&variation, depth + 1);
            }
    }
    return false;
}

Wording tagNameWording(const std::string& name) {
    auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    if (name.empty())
        return worded("RecordText", QT_TRANSLATE_NOOP("RecordText", "a tag needs a name"));
    if (!letter(name[0]))
        return worded("RecordText",
                      QT_TRANSLATE_NOOP("RecordText", "tag name '%1' must start with a letter"),
                      name);
    for (char c : name)
        if (!letter(c) && !digit(c) && c != '_' && c != '-')
            return worded("RecordText",
                          QT_TRANSLATE_NOOP("RecordText",
                                            "tag name '%1' may hold only letters, digits, '_' and "
                                            "'-' (no spaces), e.g. FieldNotes"),
                          name);
    return {};
}

std::string tagNameProblem(const std::string& name) {
    return tagNameWording(name).english();
}

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
