// Exact values of endgame positions from outside the engine (the solver's
// tables, solver/endgame_table.h), for level 5's search to read where they
// cover a position. The engine cannot build them itself (the solver builds
// on the engine), so whoever can gives them to level 5 here.
#pragma once

#include <memory>

#include "engine/options.h"
#include "engine/position.h"

namespace enkang::ai {

class EndgameOracle {
  public:
    virtual ~EndgameOracle() = default;
    // The plies to the end with best play (the winner hurrying, the loser
    // holding out): odd when the side to move wins, even when it loses; -1
    // for a position the tables do not cover. Called from search threads at
    // once, so it must not change anything.
    virtual int pliesToEnd(const Position& p) const = 0;
};

// The tables level 5 reads in games played on `options` from now on
// (nullptr: none), whoever moves first. Until some are given, level 5
// searches without them.
void setLevel5Endgames(const Options& options, std::shared_ptr<const EndgameOracle> oracle);
std::shared_ptr<const EndgameOracle> level5Endgames(const Options& options);

}  // namespace enkang::ai
