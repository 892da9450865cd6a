// The plain opponent level 5 is measured against: fixed-depth alpha-beta
// straight from the rules (the engine's move generation and rules, every
// legal move in the order the rules list them, no table, no ordering, no
// quiescence) with a material evaluation.
#pragma once

#include <functional>

#include "engine/game_state.h"
#include "engine/rules.h"

namespace enkang::bench {

// Material for the side to move: cows on the board and in reserve (two-phase),
// seeds left on the board (four-row), seeds captured (En Gehé), own minus the
// opponent's.
int material(const Rules& rules, const Position& p);

// The best move for the side to move by alpha-beta to `depth` plies; among
// equal moves, the first the rules list. `history`: the earlier positions'
// repetition keys (the four-row game's repetition rule).
Move plainBestMove(const Rules& rules, const Position& p, const History& history, int depth);
// The same search's value of `p` for the side to move (material, or about
// ±1,000,000 for a game won or lost within `depth` plies).
int plainValue(const Rules& rules, const Position& p, const History& history, int depth);

// For MatchPlan::acceptOpening: an opening whose material is even and in
// which the plain search to `depth` plies finds no material won by force.
std::function<bool(const GameState&)> balancedOpenings(int depth);

}  // namespace enkang::bench
