#include "record_analysis.h"

#include <algorithm>

#include "engine/ai/match.h"
#include "record_line.h"

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

RecordAnalysis analyseRecord(const GameRecord& record, int level) {
    RecordAnalysis out;
    out.level = level;
    out.key = analysisKey(record);
    const RecordLine line = followRecord(record);
    if (!line.start || line.moves.empty()) return out;
    const std::vector<ai::MoveAnalysis> verdicts = ai::analyseGame(*line.start, line.moves, level);
    GameState walker = *line.start;
    const Geometry& geometry = walker.rules().geometry();
    for (std::size_t i = 0; i < verdicts.size(); ++i) {
        const ai::MoveAnalysis& a = verdicts[i];
        MoveVerdict v;
        v.ply = int(i);
        v.side = int(walker.position().toMove);
        v.played = geometry.name(a.played);
        v.best = a.best == kNoMove ? std::string() : geometry.name(a.best);
        v.before = a.before;
        v.after = a.after;
        v.depth = a.depth;
        v.mark = a.mark;
        out.moves.push_back(v);
        walker.play(a.played);
    }
    return out;
}

}  // namespace enkang::archive
