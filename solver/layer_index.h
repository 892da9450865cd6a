// Dense numbering of the positions with a given number of seeds on each
// side (a layer): the colex rank of the mover's mask times the opponent's
// count of arrangements, plus the colex rank of the opponent's mask.
#pragma once

#include <cstdint>
#include <vector>

#include "kernel.h"

namespace enkang::solver {

class LayerIndex {
  public:
    explicit LayerIndex(int trackLength);

    int trackLength() const { return length_; }
    std::uint64_t choose(int n, int k) const { return choose_[n][k]; }
    // Positions with `mover` seeds for the side to move and `opponent` for the other.
    std::uint64_t layerSize(int mover, int opponent) const {
        return choose(length_, mover) * choose(length_, opponent);
    }
    std::uint64_t index(Key k) const {
        const Mask o = opponentOf(k);
        return std::uint64_t(rank_[moverOf(k)]) * choose(length_, std::popcount(o)) + rank_[o];
    }
    Key keyAt(int mover, int opponent, std::uint64_t index) const {
        const std::uint64_t count = choose(length_, opponent);
        return keyOf(unrank(mover, std::uint32_t(index / count)),
                     unrank(opponent, std::uint32_t(index % count)));
    }

  private:
    Mask unrank(int seeds, std::uint32_t rank) const { return byRank_[first_[seeds] + rank]; }

    int length_;
    std::vector<std::vector<std::uint64_t>> choose_;
    // Masks in increasing order are colex order within each seed count.
    std::vector<std::uint32_t> rank_;   // by mask
    std::vector<Mask> byRank_;          // grouped by seed count, then by rank
    std::vector<std::uint32_t> first_;  // where each seed count's group starts
};

}  // namespace enkang::solver
