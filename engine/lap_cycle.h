// Detects relay sowing that returns to a state it has been in, and so can
// never end, in constant memory: the states compared are the board and the
// pit where the last seed of a lap landed, at the end of each lap.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

#include "position.h"

namespace enkang {

class LapCycleDetector {
  public:
    explicit LapCycleDetector(int pitCount) : pitCount_(pitCount) {}

    // Call once per lap end that continues the move. True: the sowing cycles.
    bool repeats(const Position& p, int landingPit) {
        // Almost every move ends within a few dozen laps; only look at the rest.
        if (++laps_ < kFirstLapWatched) return false;
        if (saved_.same(p, landingPit, pitCount_) ||
            (anchored_ && anchor_.same(p, landingPit, pitCount_)))
            return true;
        // Brent's method: a state saved at lap 64, 1088, 3136, ... is compared
        // with the next 1024, 2048, 4096, ... laps, which finds any cycle.
        if (power_ == length_) {
            // The first state saved is kept for good as well: endless moves
            // cycle from their first lap, so it returns one period later,
            // however long (a period of 5,000 laps: found at lap 5,064, not
            // 12,232).
            if (laps_ > kFirstLapWatched && !anchored_) {
                std::swap(anchor_, saved_);
                anchored_ = true;
            }
            saved_.take(p, landingPit, pitCount_);
            power_ *= 2;
            length_ = 0;
        }
        ++length_;
        return false;
    }

  private:
    struct State {
        int pit = -1;
        std::uint64_t hash = 0;
        std::array<std::uint16_t, kMaxPits> pits;  // filled before first use
        bool same(const Position& p, int landingPit, int count) const {
            return landingPit == pit && p.hash == hash &&
                   std::equal(p.pits.begin(), p.pits.begin() + count, pits.begin());
        }
        void take(const Position& p, int landingPit, int count) {
            std::copy(p.pits.begin(), p.pits.begin() + count, pits.begin());
            pit = landingPit;
            hash = p.hash;
        }
    };

    static constexpr int kFirstLapWatched = 64;
    // Endless two-phase moves cycle almost from their first lap, with
    // periods of hundreds of laps: a first period this long finds most in
    // one pass, where starting at 1 took twice or three times the laps.
    static constexpr long long kFirstPower = 512;
    int pitCount_;
    int laps_ = 0;
    long long power_ = kFirstPower;
    long long length_ = kFirstPower;
    bool anchored_ = false;
    State saved_;
    State anchor_;
};

}  // namespace enkang
