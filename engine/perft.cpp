#include "perft.h"

#include "game_state.h"

namespace enkang {
namespace {

void visit(GameState& game, int ply, int depth, std::vector<std::uint64_t>& counts) {
    const MoveList moves = game.legalMoves();
    counts[ply] += moves.size;
    if (ply + 1 == depth) return;
    for (Move m : moves) {
        game.play(m);
        visit(game, ply + 1, depth, counts);
        game.undo();
    }
}

}  // namespace

std::vector<std::uint64_t> perft(const Options& options, int depth) {
    std::vector<std::uint64_t> counts(depth > 0 ? depth : 0, 0);
    if (depth <= 0) return counts;
    GameState game(options);
    visit(game, 0, depth, counts);
    return counts;
}

}  // namespace enkang
