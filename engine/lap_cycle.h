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
        // Almost every move ends within a few dozen laps; only look at the rest.
        if (++laps_ < kFirstLapWatched) return false;
        if (landingPit == savedPit_ && p.hash == savedHash_ &&
            std::equal(p.pits.begin(), p.pits.begin() + pitCount_, saved_.begin()))
            return true;
        if (power_ == length_) {
            std::copy(p.pits.begin(), p.pits.begin() + pitCount_, saved_.begin());
            savedPit_ = landingPit;
            savedHash_ = p.hash;
            power_ *= 2;
            length_ = 0;
        }
        ++length_;
        return false;
    }

  private:
    static constexpr int kFirstLapWatched = 64;
    // Endless two-phase moves cycle almost from their first lap, with
    // periods of hundreds of laps: a first period this long finds most in
    // one pass, where starting at 1 took twice or three times the laps.
    static constexpr long long kFirstPower = 512;
    int pitCount_;
    int laps_ = 0;
    long long power_ = kFirstPower;
    long long length_ = kFirstPower;
    int savedPit_ = -1;
    std::uint64_t savedHash_ = 0;
    std::array<std::uint16_t, kMaxPits> saved_;  // filled before first use
};

}  // namespace enkang
