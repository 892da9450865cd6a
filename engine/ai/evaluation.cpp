#include "evaluation.h"

#include <algorithm>

namespace enkang::ai {
namespace {

int mackay(const Rules& rules, const Position& p, Player me, const EvalWeights& w) {
    const Geometry& g = rules.geometry();
    int score = 0;
    for (Player side : {me, opponent(me)}) {
        const int sign = side == me ? 1 : -1;
        int front = 0, total = 0, occupied = 0;
        for (Move pit : rules.ownPits(side)) {
            total += p.pits[pit];
            if (g.isFront(pit)) {
                front += p.pits[pit];
                occupied += p.pits[pit] > 0;
            }
        }
        score += sign * (w.mackayFront * front + w.mackayTotal * (total + p.reserve[side]) +
                         w.mackayOccupiedFront * occupied);
    }
    return score;
}

// The steps `side`'s back-row seeds can take before one must enter the
// front row: for each seed, the empty back-row pits between it and the row's
// end. (The back row runs towards column N for South and column 1 for North.)
int spareSteps(const Geometry& g, const Position& p, Player side) {
    const int row = g.backRow(side), n = g.columns();
    int spare = 0, empties = 0;
    for (int k = 0; k < n; ++k) {
        const int column = side == South ? n - 1 - k : k;
        if (p.pits[g.pit(row, column)])
            spare += empties;
        else
            ++empties;
    }
    return spare;
}

int klamroth(const Rules& rules, const Position& p, Player me, const EvalWeights& w) {
    const Geometry& g = rules.geometry();
    int score = 0;
    for (Player side : {me, opponent(me)}) {
        const int sign = side == me ? 1 : -1;
        int seeds = 0, front = 0, mobile = 0, bestCapture = 0, threats = 0;
        for (Move pit : rules.ownPits(side)) {
            if (!p.pits[pit]) continue;
            ++seeds;
            front += g.isFront(pit);
            const int to = rules.next(side, pit);
            if (p.pits[to]) continue;
            ++mobile;
            if (!g.isFront(to)) continue;
            const int facing = g.opposite(to);
            if (!p.pits[facing]) continue;
            const int gain = 1 + p.pits[g.behind(facing)];
            bestCapture = std::max(bestCapture, gain);
            threats += gain;
        }
        score += sign * (w.klamrothSeeds * seeds + w.klamrothFront * front +
                         w.klamrothMobility * mobile + w.klamrothThreat * threats);
        if (w.klamrothSpare) score += sign * w.klamrothSpare * spareSteps(g, p, side);
        score += side == me ? w.klamrothTempo * bestCapture : -w.klamrothDanger * bestCapture;
    }
    return score;
}

int enGehe(const Rules& rules, const Position& p, const EvalWeights& w) {
    const EnGeheTerms t = enGeheTerms(rules, p);
    return w.enGeheCaptured * t.captured + w.enGeheOwnRow * t.ownRow +
           w.enGeheOccupied * t.occupied + w.enGeheTargets * t.targets;
}

}  // namespace

int evaluate(const Rules& rules, const Position& p, const EvalWeights& w) {
    switch (rules.game()) {
        case GameId::KimasaiMackay:
            return mackay(rules, p, p.toMove, w);
        case GameId::KimasaiKlamroth:
            return klamroth(rules, p, p.toMove, w);
        case GameId::EnGehe:
            return enGehe(rules, p, w);
    }
    return 0;
}

EnGeheTerms enGeheTerms(const Rules& rules, const Position& p) {
    // One pass over the columns: each of my pits and the one facing it.
    const Geometry& g = rules.geometry();
    const Player me = p.toMove;
    EnGeheTerms t;
    int mine = 0, theirs = 0;
    for (Move pit : rules.ownPits(me)) {
        const int a = p.pits[pit], b = p.pits[g.opposite(pit)];
        mine += a;
        theirs += b;
        t.occupied += (a > 0) - (b > 0);
        t.targets += a == 0 ? b : b == 0 ? -a : 0;
    }
    t.ownRow = mine - theirs;
    t.captured = p.captured[me] - p.captured[opponent(me)];
    return t;
}

}  // namespace enkang::ai
