#include "kernel.h"

#include <stdexcept>
#include <string>

#include "engine/hash.h"

namespace enkang::solver {

Kernel::Kernel(const Rules& rules)
    : rules_(&rules),
      columns_(rules.geometry().columns()),
      length_(2 * columns_),
      full_(Mask((std::uint64_t{1} << length_) - 1)) {
    if (rules.game() != GameId::KimasaiKlamroth)
        throw std::invalid_argument("the solver plays only kimasai-klamroth");
    if (columns_ > kMaxSolverColumns)
        throw std::invalid_argument("the solver takes at most " +
                                    std::to_string(kMaxSolverColumns) + " columns");
    buildTracks();
    buildCaptures();
}

void Kernel::buildTracks() {
    const Geometry& g = rules_->geometry();
    const auto halfTurn = [&g](int p) {
        return g.pit(g.rows() - 1 - g.rowOf(p), g.columns() - 1 - g.columnOf(p));
    };
    indexOf_.assign(g.pitCount(), -1);
    int p = g.pit(0, 0);
    for (int i = 0; i < length_; ++i, p = rules_->next(South, p)) {
        pits_[South].push_back(p);
        pits_[North].push_back(halfTurn(p));
    }
    for (Player owner : {South, North}) {
        for (int i = 0; i < length_; ++i) {
            const int here = pits_[owner][i];
            if (g.owner(here) != owner || indexOf_[here] != -1 ||
                rules_->next(owner, here) != pits_[owner][(i + 1) % length_])
                throw std::logic_error("the engine's tracks are not alike under a half-turn");
            indexOf_[here] = i;
        }
    }
}

void Kernel::buildCaptures() {
    const Geometry& g = rules_->geometry();
    facing_.assign(length_, 0);
    behind_.assign(length_, 0);
    for (Player mover : {South, North}) {
        for (int t = 0; t < length_; ++t) {
            const int to = pits_[mover][t];
            Mask facing = 0;
            Mask behind = 0;
            if (g.isFront(to)) {
                const int front = g.opposite(to);
                facing = bit(indexOf_[front]);
                behind = bit(indexOf_[g.behind(front)]);
            }
            // South's tables must serve North too, or keys would not be symmetric.
            if (mover == North && (facing != facing_[t] || behind != behind_[t]))
                throw std::logic_error("the engine's captures are not alike under a half-turn");
            facing_[t] = facing;
            behind_[t] = behind;
        }
    }
}

Position Kernel::toPosition(Key k, Player mover) const {
    Position p;
    const Player other = opponent(mover);
    const Mask masks[2] = {moverOf(k), opponentOf(k)};
    const Player owners[2] = {mover, other};
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < length_; ++i)
            if ((masks[side] >> i & 1) != 0) p.pits[pits_[owners[side]][i]] = 1;
        // Captured seeds: what the start had (one hole each) less what is left.
        p.captured[opponent(owners[side])] =
            std::uint16_t(length_ - 1 - std::popcount(masks[side]));
    }
    p.toMove = mover;
    p.hash = hashFromScratch(p, rules_->pitCount());
    return p;
}

Key Kernel::fromPosition(const Position& p) const {
    Mask masks[2] = {0, 0};
    for (int pit = 0; pit < rules_->pitCount(); ++pit) {
        if (p.pits[pit] == 0) continue;
        const Player owner = rules_->geometry().owner(pit);
        masks[owner == p.toMove ? 0 : 1] |= bit(indexOf_[pit]);
    }
    return keyOf(masks[0], masks[1]);
}

}  // namespace enkang::solver
