#include "endgame_table.h"

#include <bit>
#include <chrono>

namespace enkang::solver {

EndgameTable::EndgameTable(const Options& options, int maxSeeds, const Progress& progress,
                           int threads)
    : rules_(std::make_unique<Rules>(options)),
      kernel_(std::make_unique<Kernel>(*rules_)),
      layers_(std::make_unique<Layers>(*kernel_)),
      maxSeeds_(maxSeeds),
      // One seed in every pit but one of each player's.
      startSeeds_(2 * (kernel_->trackLength() - 1)) {
    const auto started = std::chrono::steady_clock::now();
    markEveryArrangement(*layers_, maxSeeds);
    tally_ = solveReachable(*layers_, progress, threads);
    seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
}

EndgameTable::~EndgameTable() = default;

int EndgameTable::pliesToEnd(const Position& p) const {
    // The captured counts say cheaply that most positions have too many seeds.
    if (startSeeds_ - p.captured[South] - p.captured[North] > maxSeeds_) return -1;
    const Key k = kernel_->fromPosition(p);
    if (std::popcount(moverOf(k)) + std::popcount(opponentOf(k)) > maxSeeds_) return -1;
    const Value v = layers_->value(k);
    return v == kDraw ? -1 : pliesOf(v);
}

}  // namespace enkang::solver
