// A player's sowing track as relay sowing reads it: the pits in sowing
// order written out twice (and a block more) so that a run of drops never
// wraps, with prefix sums of the pits' hash keys along it, so that a lap is
// a few blocks of drops and its hash change one subtraction.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "types.h"

namespace enkang {

struct Track {
    static constexpr int kDropBlock = 8;

    int length = 0;
    std::array<std::int8_t, 2 * kMaxPits + kDropBlock> pits{};
    std::array<std::int16_t, kMaxPits> indexOf{};
    std::array<std::uint64_t, 2 * kMaxPits + 1> keyPrefix{};

    Track() = default;
    explicit Track(const std::vector<int>& order);

    // The track index after index `i`, and after pit `pit`.
    int step(int i) const { return i + 1 == length ? 0 : i + 1; }
    int after(int pit) const { return step(indexOf[pit]); }
    // For `count` < length drops from index `start`: the sum of their
    // pits' hash keys, and the track index of the last pit.
    std::uint64_t keysOf(int start, int count) const {
        return keyPrefix[start + count] - keyPrefix[start];
    }
    int last(int start, int count) const {
        const int i = start + (count > 0 ? count : length) - 1;
        return i >= length ? i - length : i;
    }
};

}  // namespace enkang
