// The positions of endgame tables: every layer with at most so many seeds,
// whole. Captures only lower the count, so such a set is closed under moves.
#include <algorithm>

#include "passes.h"

namespace enkang::solver {

void markEveryArrangement(Layers& layers, int maxSeeds) {
    const int length = layers.trackLength();
    for (int a = 0; a <= std::min(maxSeeds, length); ++a) {
        for (int b = 0; b <= std::min(maxSeeds - a, length); ++b) {
            Layer& layer = layers.change(a, b);
            std::vector<std::uint64_t>& words = layer.reach.words();
            std::fill(words.begin(), words.end(), ~std::uint64_t{0});
            if (const std::uint64_t tail = layer.reach.size() % 64; tail != 0)
                words.back() = (std::uint64_t{1} << tail) - 1;
            layer.reach.buildRanks();
            layer.count = layer.reach.count();
        }
    }
}

}  // namespace enkang::solver
