// The forward pass: a breadth-first search within each block, captures
// marking positions in blocks with fewer seeds before those are searched.
#include <bit>
#include <chrono>
#include <vector>

#include "blocks.h"
#include "memory.h"
#include "passes.h"

namespace enkang::solver {
namespace {

void searchBlock(Layers& layers, int a, int b) {
    const LayerIndex& index = layers.index();
    const Kernel& kernel = layers.kernel();
    std::vector<Key> queue;
    for (const auto& [mover, other] : {LayerId{a, b}, LayerId{b, a}}) {
        layers.at(mover, other).reach.forEachSet([&](std::uint64_t i) {
            queue.push_back(index.keyAt(mover, other, i));
        });
        if (a == b) break;
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Key k = queue[head];
        const int stays = std::popcount(opponentOf(k));  // the next mover's seeds without a capture
        kernel.forEachMove(k, [&](int, Key next) {
            const int nextMover = std::popcount(moverOf(next));
            Layer& layer = layers.change(nextMover, std::popcount(opponentOf(next)));
            if (layer.reach.set(index.index(next)) && nextMover == stays) queue.push_back(next);
        });
    }
    for (const auto& [mover, other] : {LayerId{a, b}, LayerId{b, a}}) {
        if (!layers.at(mover, other).present) continue;
        Layer& layer = layers.change(mover, other);
        layer.reach.buildRanks();
        layer.count = layer.reach.count();
    }
}

}  // namespace

void markReachable(Layers& layers, Key start, const Progress& progress, int threads) {
    const auto started = std::chrono::steady_clock::now();
    const int length = layers.trackLength();
    layers.change(std::popcount(moverOf(start)), std::popcount(opponentOf(start)))
        .reach.set(layers.index().index(start));
    for (int seeds = 2 * length; seeds >= 0; --seeds) {
        forEachBlockOfTotal(layers, seeds, threads,
                            [&layers](int a, int b, int) { searchBlock(layers, a, b); });
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (progress)
            progress("reach: " + std::to_string(seeds) + " seeds done, " +
                     std::to_string(layers.reachableCount()) + " positions, " +
                     std::to_string(int(seconds)) + " s, layers " +
                     std::to_string(layers.residentBytes() >> 20) + " MB, " + residentText());
    }
}

}  // namespace enkang::solver
