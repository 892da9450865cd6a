// The solver's two passes over the layers. Positions are handled in blocks:
// layers (a, b) and (b, a), between which every move without a capture
// goes. A capture leaves a block for one with fewer seeds in all, so the
// forward pass goes from the most seeds down and the backward pass from
// the fewest up, each block needing only blocks already done.
#pragma once

#include <algorithm>
#include <functional>
#include <string>

#include "layers.h"

namespace enkang::solver {

using Progress = std::function<void(const std::string&)>;

// Marks every position reachable from `start` (terminal ones included) and
// builds each layer's ranks. `threads`: how many blocks are searched at
// once (blocks.h).
void markReachable(Layers& layers, Key start, const Progress& progress, int threads = 1);
// Marks every arrangement of at most `maxSeeds` seeds on the board instead,
// reachable or not (endgame tables), and builds each layer's ranks.
void markEveryArrangement(Layers& layers, int maxSeeds);

// How the solved positions came out, for the side to move.
struct Tally {
    std::uint64_t wins = 0;
    std::uint64_t losses = 0;
    std::uint64_t draws = 0;
    int longest = 0;  // the most plies to the end from any position

    Tally& operator+=(const Tally& part) {
        wins += part.wins;
        losses += part.losses;
        draws += part.draws;
        longest = std::max(longest, part.longest);
        return *this;
    }
};

// Retrograde analysis of every reachable position: values with plies to the
// end (the winner hurrying, the loser holding out); what stays unresolved
// is a draw. `threads`: how many blocks are solved at once.
Tally solveReachable(Layers& layers, const Progress& progress, int threads = 1);

}  // namespace enkang::solver
