// The computer opponent's levels 1 (almost random, with a taste for
// captures) to 5 (the strongest search measured within about a second a
// move; in the four-row game that is a four-ply search taking milliseconds,
// see docs/ai-tuning.md).
#pragma once

#include <atomic>

#include "engine/ai/search.h"

namespace enkang::ai {

constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 5;

SearchLimits limitsForLevel(int level, GameId game);

// Chooses a move for the side to move. Deterministic for a given seed
// (level 5 of the two relay games also stops at one second, which only a slow
// or busy machine reaches).
SearchResult chooseMove(const Rules& rules, const Position& position, const History& history,
                        int level, std::uint64_t seed, const std::atomic<bool>* cancel = nullptr);

// Did this move take anything from the opponent (a raid or a capture)?
bool isCapture(const Rules& rules, const Position& before, const Position& after);

}  // namespace enkang::ai
