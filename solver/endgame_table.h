// Endgame tables for the four-row game: every arrangement of at most K
// seeds on one board size solved by retrograde analysis (the solver's
// passes, from every such position instead of from the start), for level
// 5 to read (engine/ai/endgame.h). Built in memory, in seconds for K = 6 on
// 4x12 (docs/solved.md has the figures); build them off the GUI thread.
#pragma once

#include <cstdint>
#include <memory>

#include "engine/ai/endgame.h"
#include "passes.h"

namespace enkang::solver {

class EndgameTable : public ai::EndgameOracle {
  public:
    // `options`: kimasai-klamroth on at most kMaxSolverColumns columns;
    // `threads`: blocks of one seed total solved at once (blocks.h).
    EndgameTable(const Options& options, int maxSeeds, const Progress& progress = {},
                 int threads = 1);
    ~EndgameTable() override;

    int pliesToEnd(const Position& p) const override;

    int maxSeeds() const { return maxSeeds_; }
    std::uint64_t positions() const { return layers_->reachableCount(); }
    const Tally& tally() const { return tally_; }
    double seconds() const { return seconds_; }
    std::uint64_t bytes() const { return layers_->residentBytes(); }

  private:
    std::unique_ptr<Rules> rules_;
    std::unique_ptr<Kernel> kernel_;
    std::unique_ptr<Layers> layers_;
    int maxSeeds_;
    int startSeeds_;
    Tally tally_;
    double seconds_ = 0;
};

}  // namespace enkang::solver
