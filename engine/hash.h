// Position hashing. A linear variant of Zobrist hashing: the key is the sum
// of count x random(pit) over all pits plus terms for reserves, captures and
// the side to move. Sowing one seed is one addition whatever the pit holds,
// so relay sowing (hundreds of seeds) updates it in O(1) per drop without a
// table per (pit, count) pair.
#pragma once

#include <array>
#include <cstdint>

#include "position.h"

namespace enkang {

struct HashKeys {
    std::array<std::uint64_t, kMaxPits> pit;
    std::array<std::uint64_t, 2> reserve;
    std::array<std::uint64_t, 2> captured;
    std::uint64_t northToMove;

    static const HashKeys& instance();
};

std::uint64_t hashFromScratch(const Position& p, int pitCount);

}  // namespace enkang
