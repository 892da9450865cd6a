// A solved position's value for the side to move, in 16 bits: 0 is a draw
// (no forced end), otherwise one more than the plies to the end with best
// play. The parity says who wins: the side to move wins when the game
// lasts an odd number of plies, since the last mover wins.
#pragma once

#include <cstdint>

namespace enkang::solver {

using Value = std::uint16_t;

constexpr Value kDraw = 0;
constexpr int kMaxPlies = 65534;

constexpr Value valueIn(int plies) {
    return Value(plies + 1);
}
constexpr int pliesOf(Value v) {
    return int(v) - 1;
}
constexpr bool isWin(Value v) {
    return v != kDraw && pliesOf(v) % 2 == 1;
}
constexpr bool isLoss(Value v) {
    return v != kDraw && pliesOf(v) % 2 == 0;
}

}  // namespace enkang::solver
