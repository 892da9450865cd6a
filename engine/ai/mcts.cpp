#include "mcts.h"

#include <algorithm>
#include <cmath>

#include "engine/ai/clock.h"
#include "engine/selfplay.h"

namespace enkang::ai {
namespace {

// 1 for a win of `side`, 0.5 for a draw, 0 for a loss.
double rewardFor(Outcome outcome, Player side) {
    if (outcome == Outcome::Draw) return 0.5;
    return outcome == winFor(side) ? 1.0 : 0.0;
}

}  // namespace

Mcts::Mcts(const Rules& rules, EvalWeights weights) : rules_(rules), weights_(weights) {}

History Mcts::pathHistory(int node) const {
    History path;
    if (rules_.game() != GameId::KimasaiKlamroth) return path;  // only its draw looks back
    for (int n = nodes_[std::size_t(node)].parent; n >= 0; n = nodes_[std::size_t(n)].parent)
        path.push_back(rules_.repetitionKey(nodes_[std::size_t(n)].position));
    path.insert(path.end(), rootHistory_.rbegin(), rootHistory_.rend());
    std::reverse(path.begin(), path.end());
    return path;
}

int Mcts::select(int node, double exploration) const {
    const Node& parent = nodes_[std::size_t(node)];
    const double logVisits = std::log(double(std::max<std::uint32_t>(parent.visits, 1)));
    int best = parent.firstChild;
    double bestValue = -1;
    for (int c = parent.firstChild; c < parent.firstChild + parent.childCount; ++c) {
        const Node& child = nodes_[std::size_t(c)];
        if (child.visits == 0) return c;
        const double value =
            child.wins / child.visits + exploration * std::sqrt(logVisits / double(child.visits));
        if (value > bestValue) {
            bestValue = value;
            best = c;
        }
    }
    return best;
}

void Mcts::expand(int node) {
    Searcher::Child children[kMaxMoves];
    const Position position = nodes_[std::size_t(node)].position;
    const int n = expandChildren(rules_, position, children);
    if (n == 0) {
        rules_.declareNoLegalMove(nodes_[std::size_t(node)].position);
        return;
    }
    // Shuffled, so that unvisited children are tried in a seeded random order.
    for (int i = n - 1; i > 0; --i)
        std::swap(children[i], children[random_.below(std::uint32_t(i + 1))]);
    History history = pathHistory(node);
    if (rules_.game() == GameId::KimasaiKlamroth) history.push_back(rules_.repetitionKey(position));
    const int first = int(nodes_.size());
    for (int i = 0; i < n; ++i) {
        Node child;
        child.position = children[i].position;
        child.move = children[i].move;
        child.parent = node;
        // Settled here even where it needs a search for a legal move, so that
        // a move that wins at once is known as one (see search()).
        if (!rules_.adjudicateQuick(child.position, history) &&
            !rules_.hasLegalMove(child.position))
            rules_.declareNoLegalMove(child.position);
        nodes_.push_back(child);
    }
    nodes_[std::size_t(node)].firstChild = first;
    nodes_[std::size_t(node)].childCount = n;
}

double Mcts::playout(int node, const MctsLimits& limits) {
    const Position& start = nodes_[std::size_t(node)].position;
    if (start.over()) return rewardFor(start.outcome, South);
    SelfPlayTotals ignored;
    const Position end =
        playRandomGameFrom(rules_, start, pathHistory(node), random_, ignored, limits.playoutPlies);
    if (end.over()) return rewardFor(end.outcome, South);
    // Cut short: the evaluation's opinion, as a win, a draw or a loss.
    const int score = evaluate(rules_, end, weights_);
    if (score == 0) return 0.5;
    return (score > 0) == (end.toMove == South) ? 1.0 : 0.0;
}

SearchResult Mcts::search(const Position& root, const History& history, const MctsLimits& limits,
                          std::uint64_t seed, const std::atomic<bool>* cancel) {
    const double started = secondsNow();
    SearchResult result;
    random_ = Random(seed);
    rootHistory_ = history;
    nodes_.clear();
    nodes_.reserve(std::size_t(std::min<std::uint64_t>(limits.maxPlayouts, 1u << 16)));
    nodes_.push_back(Node{root});
    if (root.over()) return result;
    expand(0);
    if (nodes_[0].childCount == 0) return result;

    std::uint64_t playouts = 0;
    int deepest = 0;
    while (playouts < limits.maxPlayouts) {
        if ((playouts & 15) == 0) {
            if (cancel && cancel->load(std::memory_order_relaxed)) break;
            if (limits.maxSeconds > 0 && secondsNow() - started > limits.maxSeconds) break;
        }
        int node = 0, depth = 0;
        while (nodes_[std::size_t(node)].childCount > 0) {
            node = select(node, limits.exploration);
            ++depth;
        }
        Node& leaf = nodes_[std::size_t(node)];
        if (leaf.visits > 0 && !leaf.position.over()) {
            expand(node);
            if (nodes_[std::size_t(node)].childCount > 0) {
                node = select(node, limits.exploration);
                ++depth;
            }
        }
        deepest = std::max(deepest, depth);
        const double southReward = playout(node, limits);
        for (int n = node; n > 0; n = nodes_[std::size_t(n)].parent) {
            Node& visited = nodes_[std::size_t(n)];
            visited.visits += 1;
            visited.wins += nodes_[std::size_t(visited.parent)].position.toMove == South
                                ? southReward
                                : 1.0 - southReward;
        }
        nodes_[0].visits += 1;
        ++playouts;
    }

    // The most visited move, but a move that wins at once before anything:
    // playouts rate a slower sure win just as high.
    const Node& rootNode = nodes_[0];
    int best = rootNode.firstChild;
    for (int c = rootNode.firstChild; c < rootNode.firstChild + rootNode.childCount; ++c) {
        const Node& child = nodes_[std::size_t(c)];
        if (child.position.outcome == winFor(root.toMove)) {
            best = c;
            break;
        }
        const Node& current = nodes_[std::size_t(best)];
        if (child.visits > current.visits ||
            (child.visits == current.visits && child.wins > current.wins))
            best = c;
    }
    const Node& chosen = nodes_[std::size_t(best)];
    result.move = chosen.move;
    result.score =
        chosen.visits ? int(std::lround((2.0 * chosen.wins / chosen.visits - 1) * 1000)) : 0;
    result.depth = deepest;
    result.nodes = playouts;
    result.seconds = secondsNow() - started;
    result.cancelled = cancel && cancel->load();
    return result;
}

}  // namespace enkang::ai
