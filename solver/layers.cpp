#include "layers.h"

namespace enkang::solver {

Layers::Layers(const Kernel& kernel)
    : kernel_(&kernel),
      index_(kernel.trackLength()),
      layers_(std::size_t(kernel.trackLength() + 1) * std::size_t(kernel.trackLength() + 1)) {}

Layer& Layers::allocated(int mover, int opponent) {
    Layer& layer = at(mover, opponent);
    if (layer.reach.size() == 0) layer.reach = RankedBits(index_.layerSize(mover, opponent));
    return layer;
}

std::uint64_t Layers::reachableCount() const {
    std::uint64_t total = 0;
    for (const Layer& layer : layers_) total += layer.reach.count();
    return total;
}

std::uint64_t Layers::bytes() const {
    std::uint64_t total = index_.trackLength() > 0 ? (std::uint64_t{8} << trackLength()) : 0;
    for (const Layer& layer : layers_)
        total += layer.reach.bytes() + layer.values.capacity() * sizeof(Value);
    return total;
}

}  // namespace enkang::solver
