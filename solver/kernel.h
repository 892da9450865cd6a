// The four-row game for the solver: a position as seen by the side to move,
// one bit per pit, with moves and non-capturing unmoves as bit operations.
// Every table comes from the engine's Rules (its tracks, front rows,
// opposite and back pits), so the rules are the engine's; check.h compares
// the two move by move.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "engine/rules.h"

namespace enkang::solver {

// One player's seeds, a bit per pit along that player's counterclockwise
// track. Track index 0 is South's a1, and North's pits are numbered by the
// board's half-turn (North's d N is index 0), so both players look alike.
using Mask = std::uint32_t;
// A position seen by the side to move: its mask in the high half, the
// opponent's in the low half. The side itself is not part of it: the
// half-turn maps a position with South to move onto one with North to
// move, with the same moves and the same value.
using Key = std::uint64_t;

constexpr Mask moverOf(Key k) {
    return Mask(k >> 32);
}
constexpr Mask opponentOf(Key k) {
    return Mask(k);
}
constexpr Key keyOf(Mask mover, Mask opponent) {
    return Key(mover) << 32 | opponent;
}

// The largest board the solver takes: masks must fit 32 bits, tables 2^2N entries.
constexpr int kMaxSolverColumns = 12;

class Kernel {
  public:
    // Throws std::invalid_argument unless the rules are the four-row game on
    // at most kMaxSolverColumns columns, and std::logic_error if the
    // engine's board lacks the half-turn symmetry the key relies on.
    explicit Kernel(const Rules& rules);

    const Rules& rules() const { return *rules_; }
    int columns() const { return columns_; }
    int trackLength() const { return length_; }

    // The side to move's moves: f(from, next) for each seed that can step,
    // `from` its track index, `next` the position after it, seen by the
    // other side. A capture shows as fewer seeds in next's mover half.
    template <class F>
    void forEachMove(Key k, F&& f) const {
        const Mask m = moverOf(k);
        const Mask o = opponentOf(k);
        Mask movable = m & ~rotateToPrevious(m);
        while (movable != 0) {
            const int from = std::countr_zero(movable);
            movable &= movable - 1;
            const int to = from + 1 == length_ ? 0 : from + 1;
            const Mask stepped = m ^ bit(from) ^ bit(to);
            const Mask taken = (o & facing_[to]) != 0 ? facing_[to] | behind_[to] : 0;
            f(from, keyOf(o & ~taken, stepped));
        }
    }

    // The positions from which a move without capture leads to k: the
    // opponent (who moved last) steps a seed back, where the seed it
    // stepped into did not face one of the mover's front-row seeds.
    template <class F>
    void forEachUnmove(Key k, F&& f) const {
        const Mask m = moverOf(k);
        const Mask o = opponentOf(k);
        Mask arrived = o & ~rotateToNext(o);
        while (arrived != 0) {
            const int to = std::countr_zero(arrived);
            arrived &= arrived - 1;
            if ((m & facing_[to]) != 0) continue;
            const int from = to == 0 ? length_ - 1 : to - 1;
            f(keyOf(o ^ bit(from) ^ bit(to), m));
        }
    }

    // The engine's pit for a player's track index, and back.
    int pit(Player owner, int index) const { return pits_[owner][index]; }
    int indexOf(int pit) const { return indexOf_[pit]; }
    // The engine position for k with `mover` to move (captured seeds
    // counted from the start's), and the key of an engine position.
    Position toPosition(Key k, Player mover) const;
    Key fromPosition(const Position& p) const;

  private:
    Mask bit(int i) const { return Mask{1} << i; }
    // Bit i of the result is bit i+1 (resp. i-1) of m, around the track.
    Mask rotateToPrevious(Mask m) const { return (m >> 1 | m << (length_ - 1)) & full_; }
    Mask rotateToNext(Mask m) const { return (m << 1 | m >> (length_ - 1)) & full_; }
    void buildTracks();
    void buildCaptures();

    const Rules* rules_;
    int columns_;
    int length_;
    Mask full_;
    std::vector<int> pits_[2];
    std::vector<int> indexOf_;
    // For a seed arriving at track index t: the opponent's front-row seed it
    // would capture, and the back-row seed behind that one (0 off the front row).
    std::vector<Mask> facing_;
    std::vector<Mask> behind_;
};

}  // namespace enkang::solver
