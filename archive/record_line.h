// A record's main line as the engine follows it: the start (options and
// set-up applied) and the leading moves it can play, up to the first move
// marked irregular, not a pit, or illegal. Shared by analysis, diagrams and
// game sheets, so that all of them stop at the same move.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/game_state.h"
#include "game_record.h"

namespace enkang::archive {

struct RecordLine {
    std::unique_ptr<GameState> start;  // null when the record's start is not understood
    std::vector<Move> moves;           // the leading moves the engine follows
    Wording problem;                   // why the start is not understood (start null)

    // The game after `ply` moves (clamped to the moves followed); null without a start.
    std::unique_ptr<GameState> at(int ply) const;
};

RecordLine followRecord(const GameRecord& record);

}  // namespace enkang::archive
