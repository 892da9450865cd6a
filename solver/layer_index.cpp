#include "layer_index.h"

namespace enkang::solver {

LayerIndex::LayerIndex(int trackLength) : length_(trackLength) {
    choose_.assign(length_ + 1, std::vector<std::uint64_t>(length_ + 1, 0));
    for (int n = 0; n <= length_; ++n) {
        choose_[n][0] = 1;
        for (int k = 1; k <= n; ++k) choose_[n][k] = choose_[n - 1][k - 1] + choose_[n - 1][k];
    }
    const std::uint32_t masks = std::uint32_t{1} << length_;
    first_.assign(length_ + 2, 0);
    for (int k = 0; k <= length_; ++k)
        first_[k + 1] = first_[k] + std::uint32_t(choose_[length_][k]);
    rank_.resize(masks);
    byRank_.resize(masks);
    std::vector<std::uint32_t> next(first_.begin(), first_.end() - 1);
    for (std::uint32_t m = 0; m < masks; ++m) {
        const int seeds = std::popcount(m);
        rank_[m] = next[seeds] - first_[seeds];
        byRank_[next[seeds]++] = m;
    }
}

}  // namespace enkang::solver
