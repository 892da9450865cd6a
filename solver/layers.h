// Every layer of one board: layer (a, b) holds the positions where the side
// to move has a seeds and the other side b. Captures only remove seeds, so
// a move stays in layer (b, a) or drops to one with fewer seeds. With a
// scratch directory, layers not in use are put away in files, so that a
// board's layers need not fit in memory at once.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "layer_index.h"
#include "ranked_bits.h"
#include "value.h"

namespace enkang::solver {

struct Layer {
    RankedBits reach;           // reachable from the start, by LayerIndex::index
    std::vector<Value> values;  // by rank among the reachable, once solved
    bool present = false;       // some position of it is reachable
    bool resident = false;      // in memory (else in its file)
    bool changed = false;       // differs from its file
    std::uint64_t count = 0;    // reachable positions, known once ranks are built
};

using LayerId = std::pair<int, int>;  // (the mover's seeds, the opponent's)

class Layers {
  public:
    // `scratch`: where to put layers away (empty: they all stay in memory),
    // once those resident take more than `budget` bytes.
    explicit Layers(const Kernel& kernel, const std::string& scratch = {},
                    std::uint64_t budget = 0);
    ~Layers();
    Layers(const Layers&) = delete;
    Layers& operator=(const Layers&) = delete;

    const Kernel& kernel() const { return *kernel_; }
    const LayerIndex& index() const { return index_; }
    int trackLength() const { return index_.trackLength(); }

    // A layer as it is now: resident or not. Everything below that takes a
    // key expects that key's layer to be resident.
    Layer& at(int mover, int opponent) { return layers_[slot(mover, opponent)]; }
    const Layer& at(int mover, int opponent) const { return layers_[slot(mover, opponent)]; }
    Layer& of(Key k) { return at(std::popcount(moverOf(k)), std::popcount(opponentOf(k))); }
    const Layer& of(Key k) const {
        return at(std::popcount(moverOf(k)), std::popcount(opponentOf(k)));
    }
    // A layer made resident, read back from its file if it was put away.
    // (Layers is then a cache of its files, hence const.)
    const Layer& load(int mover, int opponent) const;
    // A layer about to change: made resident, allocated on first use.
    Layer& change(int mover, int opponent);
    // Puts away every resident layer not in `keep`, if there is a scratch
    // directory and the resident layers are over budget.
    void keepOnly(const std::vector<LayerId>& keep);

    bool reachable(Key k) const {
        const Layer& layer = of(k);
        return layer.present && layer.reach.test(index_.index(k));
    }
    // The place of a reachable position among its layer's reachable ones.
    std::uint64_t rankOf(Key k) const { return of(k).reach.rank(index_.index(k)); }
    Value value(Key k) const { return of(k).values[rankOf(k)]; }
    // The value of a reachable position, loading its layer if need be.
    Value lookUp(Key k) const {
        load(std::popcount(moverOf(k)), std::popcount(opponentOf(k)));
        return value(k);
    }

    // Positions reachable from the start, over every layer.
    std::uint64_t reachableCount() const;
    // What the resident layers take, in bytes.
    std::uint64_t residentBytes() const;

  private:
    std::size_t slot(int mover, int opponent) const {
        return std::size_t(mover * (trackLength() + 1) + opponent);
    }
    std::filesystem::path fileOf(int mover, int opponent) const;
    void putAway(int mover, int opponent);

    const Kernel* kernel_;
    LayerIndex index_;
    std::filesystem::path scratch_;  // our own directory inside the one given
    std::uint64_t budget_;
    mutable std::vector<Layer> layers_;
};

// The layers a block's moves reach: its own two, and those one or two
// seeds lower that its captures lead to.
std::vector<LayerId> neighbourhood(int a, int b);

}  // namespace enkang::solver
