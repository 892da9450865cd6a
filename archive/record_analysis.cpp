#include "record_analysis.h"

#include "engine/ai/match.h"
#include "record_line.h"

namespace enkang::archive {

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
