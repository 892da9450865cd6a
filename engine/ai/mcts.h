// Monte Carlo tree search (UCT) with random playouts: the alternative to
// alpha-beta tried for positions a static evaluation may judge badly (tempo
// fights in the four-row game, long relays in En Gehé). It lost the measured
// matches (docs/ai-tuning.md), so no level uses it; the tuning bench does.
// Same result type and cancellation as Searcher.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "engine/ai/search.h"
#include "engine/random.h"

namespace enkang::ai {

struct MctsLimits {
    std::uint64_t maxPlayouts = 10000;
    double maxSeconds = 0;  // 0: no time limit
    // A playout stops after this many plies and is scored by the evaluation's sign.
    int playoutPlies = 400;
    double exploration = 1.0;  // the UCT constant
};

class Mcts {
  public:
    explicit Mcts(const Rules& rules, EvalWeights weights = {});

    // `score` is the chosen move's win rate for the side to move, scaled to
    // -1000..1000; `nodes` counts playouts; `depth` is the deepest tree ply.
    SearchResult search(const Position& root, const History& history, const MctsLimits& limits,
                        std::uint64_t seed = 1, const std::atomic<bool>* cancel = nullptr);

  private:
    struct Node {
        Position position;
        Move move = kNoMove;
        int parent = -1;
        int firstChild = -1;  // children are stored contiguously once expanded
        int childCount = 0;
        std::uint32_t visits = 0;
        double wins = 0;  // for the player who moved into this node (draws count half)
    };
    History pathHistory(int node) const;
    int select(int node, double exploration) const;
    void expand(int node);
    // A random game from the node: South's reward (1 win, 0.5 draw, 0 loss).
    double playout(int node, const MctsLimits& limits);

    const Rules& rules_;
    EvalWeights weights_;
    std::vector<Node> nodes_;
    History rootHistory_;
    Random random_{1};
};

}  // namespace enkang::ai
