#include "ranked_bits.h"

namespace enkang::solver {

void RankedBits::buildRanks() {
    blockRank_.assign(words_.size() / kBlockWords + 1, 0);
    std::uint64_t total = 0;
    for (std::uint64_t w = 0; w < words_.size(); ++w) {
        if (w % kBlockWords == 0) blockRank_[w / kBlockWords] = total;
        total += std::uint64_t(std::popcount(words_[w]));
    }
    count_ = total;
}

}  // namespace enkang::solver
