// What a stored analysis holds and how it is keyed, apart from making one
// (record_analysis.cpp, which needs the engine): the archive's store and
// search use these alone.
#include <algorithm>

#include "record_analysis.h"

namespace enkang::archive {

int RecordAnalysis::count(int side, const std::string& mark) const {
    return int(std::count_if(moves.begin(), moves.end(), [&](const MoveVerdict& v) {
        return v.side == side && v.mark == mark;
    }));
}

const std::vector<std::string>& analysisMarks() {
    static const std::vector<std::string> marks = {"inaccuracy", "mistake", "blunder"};
    return marks;
}

std::string analysisKey(const GameRecord& record) {
    std::string key = record.tag("Game") + '|' + record.tag("Options") + '|' + record.tag("SetUp");
    for (const RecordMove& m : record.moves) key += (m.irregular ? " ~" : " ") + m.pit;
    return key;
}

}  // namespace enkang::archive
