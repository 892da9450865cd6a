// Static evaluation of a position for the side to move, per game. Weights
// come from measured self-play matches (bench/ai_tuning.cpp, figures in
// docs/ai-tuning.md), not guesses.
#pragma once

#include "engine/rules.h"

namespace enkang::ai {

struct EvalWeights {
    // Kimasai two-phase: cows in the front row, cows on the board, occupied front pits.
    int mackayFront = 0;
    int mackayTotal = 1;
    int mackayOccupiedFront = 4;
    // Kimasai four-row: seeds left, extra for front-row seeds (they attack),
    // playable seeds, the best capture open to the side to move, and the
    // best one open to the other side.
    int klamrothSeeds = 10;
    int klamrothFront = 0;
    int klamrothMobility = 1;
    int klamrothTempo = 0;
    int klamrothDanger = 0;
    int klamrothThreat = 12;  // every capture open to a side, summed
    // Steps a side's back-row seeds can take without leaving the back row:
    // the moves it has in hand while the other side must commit (tempo).
    int klamrothSpare = 0;
    // En Gehé, fitted to the final margin of self-play games
    // (bench/en_gehe_fit.cpp, docs/ai-tuning.md): seeds captured; seeds on
    // one's own row (the fit puts them near 0: off); own non-empty pits
    // (more moves, a row slower to run dry); seeds facing an empty pit of
    // the other row (a last seed landing there takes them), theirs minus ours.
    int enGeheCaptured = 10;
    int enGeheOwnRow = 0;
    int enGeheOccupied = 23;
    int enGeheTargets = 2;
};

int evaluate(const Rules& rules, const Position& p, const EvalWeights& w = {});

// En Gehé's evaluation terms for the side to move, each mine minus theirs
// (what bench/en_gehe_fit.cpp fits the weights on).
struct EnGeheTerms {
    int captured = 0;
    int ownRow = 0;  // seeds on one's own row
    int occupied = 0;
    int targets = 0;  // seeds facing an empty pit, theirs minus mine
};
EnGeheTerms enGeheTerms(const Rules& rules, const Position& p);

}  // namespace enkang::ai
