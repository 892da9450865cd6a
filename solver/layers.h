// Every layer of one board: layer (a, b) holds the positions where the side
// to move has a seeds and the other side b. Captures only remove seeds, so
// a move stays in layer (b, a) or drops to one with fewer seeds.
#pragma once

#include <cstdint>
#include <vector>

#include "layer_index.h"
#include "ranked_bits.h"
#include "value.h"

namespace enkang::solver {

struct Layer {
    RankedBits reach;           // reachable from the start, by LayerIndex::index
    std::vector<Value> values;  // by rank among the reachable, once solved
};

class Layers {
  public:
    explicit Layers(const Kernel& kernel);

    const Kernel& kernel() const { return *kernel_; }
    const LayerIndex& index() const { return index_; }
    int trackLength() const { return index_.trackLength(); }

    Layer& at(int mover, int opponent) { return layers_[mover * (trackLength() + 1) + opponent]; }
    const Layer& at(int mover, int opponent) const {
        return layers_[mover * (trackLength() + 1) + opponent];
    }
    Layer& of(Key k) { return at(std::popcount(moverOf(k)), std::popcount(opponentOf(k))); }
    const Layer& of(Key k) const {
        return at(std::popcount(moverOf(k)), std::popcount(opponentOf(k)));
    }
    // Allocates a layer's bitmap on first use.
    Layer& allocated(int mover, int opponent);

    bool reachable(Key k) const {
        const Layer& layer = of(k);
        return layer.reach.size() != 0 && layer.reach.test(index_.index(k));
    }
    // The place of a reachable position among its layer's reachable ones.
    std::uint64_t rankOf(Key k) const { return of(k).reach.rank(index_.index(k)); }
    Value value(Key k) const { return of(k).values[rankOf(k)]; }
    Value& value(Key k) { return of(k).values[rankOf(k)]; }

    // Positions reachable from the start, over every layer.
    std::uint64_t reachableCount() const;
    // What the layers hold now, in bytes.
    std::uint64_t bytes() const;

  private:
    const Kernel* kernel_;
    LayerIndex index_;
    std::vector<Layer> layers_;
};

}  // namespace enkang::solver
