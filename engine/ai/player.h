// The computer opponent's levels 1 (almost random, with a taste for
// captures) to 5 (iterative deepening until its time a move is spent, one
// second by default; see docs/ai-tuning.md).
#pragma once

#include <atomic>

#include "engine/ai/search.h"

namespace enkang::ai {

constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 5;
constexpr double kLevel5Seconds = 1.0;  // level 5's time a move, by default

// Level 5's budget a move: its time, or a node count instead. A node budget
// gives the same move on any machine and under any load (what tests need).
struct Level5Budget {
    double seconds = kLevel5Seconds;
    std::uint64_t nodes = 0;  // if not 0, replaces the time
    bool cpuClock = false;    // the time is this thread's CPU time (benchmarks)
};

// Level 5's limits come from `level5`; levels 2-4 have none.
SearchLimits limitsForLevel(int level, GameId game, Level5Budget level5 = {});

// Chooses a move for the side to move. Levels 1-4 are deterministic for a
// given seed; level 5 searches until its time is spent, so how deep it gets
// depends on the machine (on a node budget it is deterministic too). Level 5
// reuses its searcher on the same thread; on a time budget it keeps its
// transposition table from one move to the next, on a node budget it clears
// it, so that a move depends only on the position and the budget.
SearchResult chooseMove(const Rules& rules, const Position& position, const History& history,
                        int level, std::uint64_t seed, const std::atomic<bool>* cancel = nullptr,
                        Level5Budget level5 = {});

// Did this move take anything from the opponent (a raid or a capture)?
bool isCapture(const Rules& rules, const Position& before, const Position& after);

}  // namespace enkang::ai
