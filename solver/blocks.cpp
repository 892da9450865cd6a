#include "blocks.h"

namespace enkang::solver {

std::vector<LayerId> blocksOfTotal(const Layers& layers, int seeds) {
    const int length = layers.trackLength();
    std::vector<LayerId> blocks;
    for (int a = std::min(seeds, length); 2 * a >= seeds; --a) blocks.emplace_back(a, seeds - a);
    const auto size = [&layers](const LayerId& block) {
        const auto [a, b] = block;
        return layers.index().layerSize(a, b) * (a == b ? 1 : 2);
    };
    std::stable_sort(blocks.begin(), blocks.end(),
                     [&size](const LayerId& x, const LayerId& y) { return size(x) > size(y); });
    return blocks;
}

}  // namespace enkang::solver
