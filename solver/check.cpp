#include "check.h"

#include <algorithm>
#include <stdexcept>
#include <tuple>
#include <vector>

namespace enkang::solver {

std::string compareWithEngine(const Kernel& kernel, Key k, Player mover) {
    using Step = std::tuple<int, Key, bool>;  // pit moved, position after, game over
    const Rules& rules = kernel.rules();
    std::vector<Step> ours;
    kernel.forEachMove(k, [&](int from, Key next) {
        // Over when the next side has no seed or no move (a full track).
        int replies = 0;
        kernel.forEachMove(next, [&replies](int, Key) { ++replies; });
        ours.emplace_back(kernel.pit(mover, from), next, replies == 0);
    });
    std::vector<Step> engine;
    const Position p = kernel.toPosition(k, mover);
    MoveList moves;
    rules.legalMoves(p, moves);
    for (Move m : moves) {
        Position q = p;
        if (!rules.apply(q, m)) return "the engine calls a step endless";
        rules.adjudicateQuick(q, History{});
        if (q.over() && q.outcome != winFor(mover)) return "the engine ends the game otherwise";
        engine.emplace_back(int(m), kernel.fromPosition(q), q.over());
    }
    std::sort(ours.begin(), ours.end());
    std::sort(engine.begin(), engine.end());
    if (ours == engine) return "";
    return "moves differ from the engine's (" + std::to_string(ours.size()) + " against " +
           std::to_string(engine.size()) + ")";
}

std::uint64_t checkSample(Layers& layers, std::uint64_t samples) {
    const std::uint64_t total = layers.reachableCount();
    const std::uint64_t every =
        std::max<std::uint64_t>(1, total / std::max<std::uint64_t>(1, samples));
    const int length = layers.trackLength();
    std::uint64_t seen = 0;
    std::uint64_t checked = 0;
    for (int a = 0; a <= length; ++a) {
        for (int b = 0; b <= length; ++b) {
            layers.keepOnly({});
            const Layer& layer = layers.load(a, b);
            layer.reach.forEachSet([&](std::uint64_t i) {
                if (seen++ % every != 0) return;
                const Key k = layers.index().keyAt(a, b, i);
                for (Player mover : {South, North}) {
                    const std::string difference = compareWithEngine(layers.kernel(), k, mover);
                    if (!difference.empty()) throw std::logic_error(difference);
                }
                ++checked;
            });
        }
    }
    return checked;
}

}  // namespace enkang::solver
