// `--endgames K` of `ai` and `match`: the four-row game's endgame tables
// (every arrangement of at most K seeds solved exactly, docs/solved.md),
// built before the search and given to level 5.
#pragma once

#include <memory>

#include "arguments.h"
#include "solver/endgame_table.h"

namespace enkang::cli {

constexpr int kMaxEndgameSeeds = 8;  // 8 seeds on 4x12: 1.5 GB at the peak (docs/solved.md)

// The tables --endgames asks for, built (progress on stderr) and given to
// level 5 for `options`; nullptr for --endgames 0 or none. Throws
// UsageError for a bad K, another game or a board the solver cannot take.
std::shared_ptr<const solver::EndgameTable> endgamesFromFlag(const Arguments& parsed,
                                                             const Options& options);

}  // namespace enkang::cli
