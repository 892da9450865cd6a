// Games of uniformly random legal moves: the engine's speed benchmark and
// the source of random positions for invariant tests.
#pragma once

#include <cstdint>
#include <functional>

#include "random.h"
#include "rules.h"

namespace enkang {

struct SelfPlayTotals {
    std::uint64_t games = 0;
    std::uint64_t plies = 0;
    std::uint64_t southWins = 0;
    std::uint64_t northWins = 0;
    std::uint64_t draws = 0;
    std::uint64_t endlessSkipped = 0;  // endless candidates met and passed over
    void add(const SelfPlayTotals& other);
};

// Called after every move with the position before and after it.
using MoveObserver = std::function<void(const Position& before, Move, const Position& after)>;

// Plays one random game to its end. Candidates are tried in random order
// and an endless one is dropped, so the chosen move is uniform over the
// legal ones without playing every candidate out.
Position playRandomGame(const Rules& rules, Random& random, SelfPlayTotals& totals,
                        const MoveObserver& observer = {});

// Random moves from a given position and its repetition history, stopping
// after `maxPlies` moves (the position is then returned unfinished). Counts
// plies and skipped endless moves in `totals`, not games or results.
Position playRandomGameFrom(const Rules& rules, Position position, History history, Random& random,
                            SelfPlayTotals& totals, int maxPlies);

SelfPlayTotals selfPlay(const Rules& rules, std::uint64_t games, std::uint64_t seed,
                        int threads = 1);

}  // namespace enkang
