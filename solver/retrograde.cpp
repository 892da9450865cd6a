// The backward pass: retrograde analysis block by block. Within a block,
// positions are settled in order of plies to the end, so that the first
// value a position gets as a win is its fastest and a loss is found when
// its last move to a won position is settled (its longest hold-out).
// Moves that capture lead to blocks already solved and are looked up.
#include <algorithm>
#include <bit>
#include <chrono>
#include <stdexcept>
#include <vector>

#include "blocks.h"
#include "memory.h"
#include "passes.h"

namespace enkang::solver {
namespace {

class BlockSolver {
  public:
    BlockSolver(Layers& layers, int a, int b)
        : layers_(layers), kernel_(layers.kernel()), index_(layers.index()), a_(a), b_(b) {}

    void run(Tally& tally) {
        for (int side = 0; side < (a_ == b_ ? 1 : 2); ++side) {
            const auto [mover, other] = side == 0 ? std::pair{a_, b_} : std::pair{b_, a_};
            if (!layers_.at(mover, other).present) continue;
            Layer& layer = layers_.change(mover, other);
            layer.values.assign(layer.reach.count(), kDraw);
            pending_[side].assign(layer.reach.count(), 0);
            holdOut_[side].assign(layer.reach.count(), 0);
            std::uint64_t rank = 0;
            layer.reach.forEachSet([&](std::uint64_t i) {
                start(index_.keyAt(mover, other, i), layer.values[rank], pending_[side][rank],
                      holdOut_[side][rank]);
                ++rank;
            });
        }
        for (std::size_t plies = 0; plies < buckets_.size(); ++plies) {
            const std::vector<Key> bucket = std::move(buckets_[plies]);
            for (Key k : bucket)
                if (layers_.value(k) == valueIn(int(plies))) settle(k, int(plies));
        }
        for (const auto& [mover, other] : {LayerId{a_, b_}, LayerId{b_, a_}}) {
            for (Value v : layers_.at(mover, other).values) {
                ++(isWin(v) ? tally.wins : isLoss(v) ? tally.losses : tally.draws);
                tally.longest = std::max(tally.longest, pliesOf(v));
            }
            if (a_ == b_) break;
        }
    }

  private:
    int sideOf(Key k) const { return std::popcount(moverOf(k)) == a_ ? 0 : 1; }
    // A move stays in the block unless it captures.
    static bool staysIn(Key from, Key next) {
        return std::popcount(moverOf(next)) == std::popcount(opponentOf(from));
    }

    void push(Key k, Value& slot, int plies) {
        if (plies > kMaxPlies) throw std::overflow_error("a game longer than the solver counts");
        slot = valueIn(plies);
        if (buckets_.size() <= std::size_t(plies)) buckets_.resize(std::size_t(plies) + 1);
        buckets_[std::size_t(plies)].push_back(k);
    }

    // A position's first value from its captures, how many of its moves
    // must still turn out to be won by the opponent before it is lost, and
    // how long its captures hold out (kept for settle(), which would
    // otherwise look them all up again for every lost position).
    void start(Key k, Value& slot, std::uint8_t& pending, std::uint8_t& holdOut) {
        int moves = 0;
        int open = 0;
        int fastestWin = kMaxPlies + 1;
        int longestLoss = -1;
        kernel_.forEachMove(k, [&](int, Key next) {
            ++moves;
            if (staysIn(k, next)) {
                ++open;
                return;
            }
            const Value v = layers_.value(next);
            if (isWin(v)) {
                longestLoss = std::max(longestLoss, pliesOf(v) + 1);
            } else {
                ++open;
                if (isLoss(v)) fastestWin = std::min(fastestWin, pliesOf(v) + 1);
            }
        });
        pending = std::uint8_t(open);
        holdOut = encodeHoldOut(longestLoss);
        if (fastestWin <= kMaxPlies)
            push(k, slot, fastestWin);
        else if (open == 0)
            push(k, slot, moves == 0 ? 0 : longestLoss);  // no move at all: the game is over
    }

    // k's value is final: pass it back to the positions that move to k.
    void settle(Key k, int plies) {
        const bool lost = plies % 2 == 0;
        kernel_.forEachUnmove(k, [&](Key previous) {
            const int side = sideOf(previous);
            Layer& layer = layers_.of(previous);
            const std::uint64_t i = index_.index(previous);
            if (!layer.present || !layer.reach.test(i)) return;
            const std::uint64_t rank = layer.reach.rank(i);
            Value& slot = layer.values[rank];
            if (lost) {
                if (slot == kDraw || pliesOf(slot) > plies + 1) push(previous, slot, plies + 1);
            } else if (--pending_[side][rank] == 0) {
                const std::uint8_t held = holdOut_[side][rank];
                push(previous, slot,
                     held == kHoldOutUnknown ? std::max(plies, longestCapture(previous)) + 1
                                             : std::max(plies + 1, int(held) - 1));
            }
        });
    }

    // A capture's hold-out (the plies to the end after it, plus one; -1 for
    // none) in a byte: 0 for none, kHoldOutUnknown when it does not fit.
    static constexpr std::uint8_t kHoldOutUnknown = 255;
    static std::uint8_t encodeHoldOut(int longestLoss) {
        return longestLoss + 1 >= kHoldOutUnknown ? kHoldOutUnknown : std::uint8_t(longestLoss + 1);
    }

    // The longest a position's captures hold out, all of them lost for it.
    int longestCapture(Key k) const {
        int longest = -1;
        kernel_.forEachMove(k, [&](int, Key next) {
            if (!staysIn(k, next)) longest = std::max(longest, pliesOf(layers_.value(next)));
        });
        return longest;
    }

    Layers& layers_;
    const Kernel& kernel_;
    const LayerIndex& index_;
    int a_;
    int b_;
    std::vector<std::uint8_t> pending_[2];
    std::vector<std::uint8_t> holdOut_[2];  // encodeHoldOut() of each position's captures
    std::vector<std::vector<Key>> buckets_;
};

}  // namespace

Tally solveReachable(Layers& layers, const Progress& progress, int threads) {
    std::vector<Tally> tallies(std::size_t(std::max(threads, 1)));  // one per worker
    const auto started = std::chrono::steady_clock::now();
    const int length = layers.trackLength();
    for (int seeds = 0; seeds <= 2 * length; ++seeds) {
        forEachBlockOfTotal(layers, seeds, threads, [&](int a, int b, int worker) {
            Tally part;  // a block's own: workers' tallies share cache lines
            BlockSolver(layers, a, b).run(part);
            tallies[std::size_t(worker)] += part;
        });
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (progress)
            progress("solve: " + std::to_string(seeds) + " seeds done, " +
                     std::to_string(int(seconds)) + " s, layers " +
                     std::to_string(layers.residentBytes() >> 20) + " MB, " + residentText());
    }
    Tally tally;
    for (const Tally& part : tallies) tally += part;
    return tally;
}

}  // namespace enkang::solver
