#include "solve.h"

#include <chrono>
#include <set>
#include <stdexcept>

#include "check.h"
#include "engine/game_state.h"
#include "memory.h"

namespace enkang::solver {
namespace {

// Reachable positions compared with the engine after every solve.
constexpr std::uint64_t kEngineSamples = 20000;

}  // namespace

Solution::Solution(const Options& options, const Progress& progress, const Resources& resources)
    : Solution(options, Rules(options).start(), progress, resources) {}

Solution::Solution(const Options& options, const Position& setUp, const Progress& progress,
                   const Resources& resources)
    : rules_(std::make_unique<Rules>(options)),
      kernel_(std::make_unique<Kernel>(*rules_)),
      layers_(std::make_unique<Layers>(*kernel_, resources.scratch, resources.budget)),
      setUp_(setUp),
      start_(kernel_->fromPosition(setUp)) {
    const auto started = std::chrono::steady_clock::now();
    markReachable(*layers_, start_, progress, resources.threads);
    tally_ = solveReachable(*layers_, progress, resources.threads);
    checked_ = checkSample(*layers_, kEngineSamples);
    replayWithEngine(options, setUp_, bestLine(), startValue());
    seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    peakBytes_ = peakResidentBytes();
}

std::vector<Move> Solution::bestLine() const {
    std::vector<Move> line;
    Key k = start_;
    Player side = setUp_.toMove;
    std::set<std::pair<Key, Player>> seen{{k, side}};
    for (;;) {
        const Value v = layers_->lookUp(k);
        if (v == valueIn(0)) break;  // the game is over
        // The move that keeps the value: a win one ply sooner for the
        // opponent's loss, or the other way round, or a draw.
        const Value wanted = v == kDraw ? kDraw : valueIn(pliesOf(v) - 1);
        int bestPit = -1;
        Key bestNext = 0;
        kernel_->forEachMove(k, [&](int from, Key next) {
            const int pit = kernel_->pit(side, from);
            if (layers_->lookUp(next) == wanted && (bestPit < 0 || pit < bestPit)) {
                bestPit = pit;
                bestNext = next;
            }
        });
        line.push_back(Move(bestPit));
        k = bestNext;
        side = opponent(side);
        if (!seen.insert({k, side}).second) break;  // a repetition: the draw
    }
    return line;
}

void replayWithEngine(const Options& options, const Position& start, const std::vector<Move>& line,
                      Value value) {
    GameState game(std::make_shared<const Rules>(options), start);
    for (Move m : line)
        if (game.play(m) != MoveCheck::Legal)
            throw std::logic_error("the engine refuses a move of the best line");
    const Position& end = game.position();
    const Player first = start.toMove;
    const bool agrees = value == kDraw
                            ? end.outcome == Outcome::Draw && end.end == GameEnd::Repetition
                            : end.outcome == winFor(isWin(value) ? first : opponent(first)) &&
                                  int(line.size()) == pliesOf(value);
    if (!agrees) throw std::logic_error("the engine ends the best line otherwise than solved");
}

}  // namespace enkang::solver
