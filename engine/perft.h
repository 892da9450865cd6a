// Perft: how many distinct legal move sequences of each length there are
// from a game's start (a finished game has no moves). The standard check
// that move generation agrees with another implementation.
#pragma once

#include <cstdint>
#include <vector>

#include "options.h"

namespace enkang {

// counts[n - 1] = sequences of exactly n moves, for n = 1..depth.
std::vector<std::uint64_t> perft(const Options& options, int depth);

}  // namespace enkang
