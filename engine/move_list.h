// A fixed-capacity list of moves: no allocation in move generation.
#pragma once

#include <array>

#include "types.h"

namespace enkang {

struct MoveList {
    std::array<Move, kMaxMoves> moves{};
    int size = 0;

    void push(Move m) { moves[size++] = m; }
    bool empty() const { return size == 0; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
    Move operator[](int i) const { return moves[i]; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }
};

}  // namespace enkang
