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
    std::array<std::uint64_t, kMaxPits> pit{};
    std::array<std::uint64_t, 2> reserve{};
    std::array<std::uint64_t, 2> captured{};
    std::uint64_t northToMove = 0;

    static const HashKeys& instance();
};

namespace detail {
constexpr std::uint64_t splitMix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
// Fixed at compile time: hashes are the same in every run and build.
constexpr HashKeys makeHashKeys() {
    HashKeys k;
    std::uint64_t state = 0x454e4b414e47ULL;
    for (auto& key : k.pit) key = splitMix(state) | 1;
    for (auto& key : k.reserve) key = splitMix(state) | 1;
    for (auto& key : k.captured) key = splitMix(state) | 1;
    k.northToMove = splitMix(state);
    return k;
}
}  // namespace detail

inline constexpr HashKeys kHashKeys = detail::makeHashKeys();
inline const HashKeys& HashKeys::instance() {
    return kHashKeys;
}

std::uint64_t hashFromScratch(const Position& p, int pitCount);

}  // namespace enkang
