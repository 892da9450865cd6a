// The engine's judgement of a record's moves (engine/ai analyseGame over
// the moves it can follow), as the archive keeps it: per move the
// evaluation before and after, the best move and a mark, and who played it.
// Plain values; analysis_store.h keeps them in SQLite.
#pragma once

#include <string>
#include <vector>

#include "game_record.h"

namespace enkang::archive {

struct MoveVerdict {
    int ply = 0;                // 0-based index of the move in the main line
    int side = 0;               // who played it: 0 South, 1 North
    std::string played, best;   // pit names
    int before = 0, after = 0;  // for the mover: best play before, after the move played
    int depth = 0;
    std::string mark;  // "", "inaccuracy", "mistake", "blunder"

    bool operator==(const MoveVerdict&) const = default;
};

struct RecordAnalysis {
    int level = 0;
    std::string key;  // analysisKey() of the record judged
    std::vector<MoveVerdict> moves;

    // Moves of `side` (0 South, 1 North) with that mark.
    int count(int side, const std::string& mark) const;
    bool operator==(const RecordAnalysis&) const = default;
};

// The marks analysis gives, mildest first.
const std::vector<std::string>& analysisMarks();

// What an analysis depends on: the game, its options and set-up, and the
// main line's pits. An edit that changes it makes a stored analysis stale.
std::string analysisKey(const GameRecord& record);

// Judges the moves of the main line the engine can follow, at `level`
// (engine/ai/player.h). No moves when it can follow none.
RecordAnalysis analyseRecord(const GameRecord& record, int level);

}  // namespace enkang::archive
