// Four-row games played from the start down to a few seeds on the board:
// positions the endgame tables cover, reached by moves (which is all that
// `enkang-cli ai` takes). Level 1's random, capture-loving moves get there in
// 100 to 200 plies on 4x12.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/ai/player.h"
#include "engine/game_state.h"

namespace enkang::test {

inline int seedsOnBoard(const GameState& game) {
    return game.rules().seedsOf(game.position(), South) +
           game.rules().seedsOf(game.position(), North);
}

// The game after level 1's moves (seeded by `seed`) once at most `maxSeeds`
// are left, or nothing if it ended first.
inline std::optional<GameState> playDownToSeeds(const Options& options, int maxSeeds,
                                                std::uint64_t seed) {
    GameState game(options);
    while (!game.position().over()) {
        if (seedsOnBoard(game) <= maxSeeds) return game;
        const ai::SearchResult r =
            ai::chooseMove(game.rules(), game.position(), game.history(), ai::kMinLevel, seed++);
        game.play(r.move);
    }
    return std::nullopt;
}

}  // namespace enkang::test
