// The JSON form of a game in progress, as cli.md fixes it for `play`.
#pragma once

#include <string>

#include "engine/game_state.h"
#include "json_writer.h"

namespace enkang::cli {

void writeOptions(JsonWriter& json, const Options& options);
std::string gameJson(const GameState& game);
std::string_view outcomeName(Outcome outcome);  // "south" | "north" | "draw"; "" while ongoing

// Plays pit names in order; throws UsageError naming the first bad move.
void playMoves(GameState& game, const std::vector<std::string>& moves, std::size_t firstIndex);

}  // namespace enkang::cli
