// Solving the four-row game from its start (or a set-up position): the
// whole pipeline (reachable positions, retrograde analysis, a check against
// the engine) and what the CLI prints.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "passes.h"

namespace enkang::solver {

// What a solve may use. Where layers go when they are not in use: with a
// scratch directory, they are put away in files once those in memory take
// more than `budget` bytes. `threads`: blocks of one seed total solved at
// once (blocks.h); more threads keep more layers in memory at once.
struct Resources {
    std::string scratch;
    std::uint64_t budget = 0;
    int threads = 1;
};

class Solution {
  public:
    // Solves the game on `options` (kimasai-klamroth) from its start;
    // progress lines go to `progress`. Files in the scratch directory go
    // with the solution.
    explicit Solution(const Options& options, const Progress& progress = {},
                      const Resources& resources = {});
    // From a set-up position instead, which must not be over.
    Solution(const Options& options, const Position& setUp, const Progress& progress = {},
             const Resources& resources = {});

    const Rules& rules() const { return *rules_; }
    const Kernel& kernel() const { return *kernel_; }
    const Layers& layers() const { return *layers_; }

    // The value of a reachable position for its side to move, as the start
    // of a game (no earlier positions to repeat).
    Value valueOf(const Position& p) const { return layers_->lookUp(kernel_->fromPosition(p)); }
    Value startValue() const { return layers_->lookUp(start_); }
    // Best play from the start, as engine moves: the whole game on a win or
    // a loss; on a draw, drawing moves up to the first repeated position.
    // Among equally good moves, the first in pit order.
    std::vector<Move> bestLine() const;

    std::uint64_t positions() const { return layers_->reachableCount(); }
    const Tally& tally() const { return tally_; }
    std::uint64_t checkedAgainstEngine() const { return checked_; }
    double seconds() const { return seconds_; }
    std::uint64_t peakBytes() const { return peakBytes_; }

  private:
    std::unique_ptr<Rules> rules_;
    std::unique_ptr<Kernel> kernel_;
    std::unique_ptr<Layers> layers_;
    Position setUp_;
    Key start_ = 0;
    Tally tally_;
    std::uint64_t checked_ = 0;
    double seconds_ = 0;
    std::uint64_t peakBytes_ = 0;
};

// Plays `line` from `start` with the engine (GameState, repetition history
// and all) and throws std::logic_error unless the game ends as `value`
// says: the side to move at the start winning or losing after exactly that
// many plies, or a draw by repetition.
void replayWithEngine(const Options& options, const Position& start, const std::vector<Move>& line,
                      Value value);

}  // namespace enkang::solver
