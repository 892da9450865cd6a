// Tells, from the engine's trace, what a move did: where the last seed
// fell, how many laps, raids and captures, and whether it ended the game.
// Used for a lesson's feedback on a wrong move.
#pragma once

#include <QString>

#include "engine/game_state.h"

namespace enkang::learn {

QString narrateMove(const GameState& before, Move m);

}  // namespace enkang::learn
