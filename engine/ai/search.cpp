#include "search.h"

#include <algorithm>
#include <climits>

#include "engine/ai/clock.h"
#include "engine/random.h"

namespace enkang::ai {
namespace {

enum Bound : std::uint8_t { Exact = 1, Lower = 2, Upper = 3 };
constexpr int kInfinity = 2 * kWinScore;
constexpr int kMaxPly = 128;
// Scores beyond it are wins or losses: found by the search (at most kMaxPly
// plies away) or read from endgame tables (up to 65,534 plies away).
constexpr int kWinBound = kWinScore / 2;

// The table stores a win or loss as the plies from the stored position, not
// from the root, so that an entry is right wherever the position is met again
// (deeper in the same search, or in the search of a later move).
int toTable(int score, int ply) {
    return score > kWinBound ? score + ply : score < -kWinBound ? score - ply : score;
}
int fromTable(int score, int ply) {
    return score > kWinBound ? score - ply : score < -kWinBound ? score + ply : score;
}

}  // namespace

Searcher::Searcher(const Rules& rules, EvalWeights weights, int tableBits, SearchFeatures features)
    : rules_(rules),
      weights_(weights),
      features_(features),
      table_(std::size_t{1} << tableBits),
      tableMask_((std::uint64_t{1} << tableBits) - 1),
      childrenByPly_(kMaxPly + 1, std::vector<Child>(kMaxMoves)),
      killersByPly_(kMaxPly + 1, {kNoMove, kNoMove}) {}

void Searcher::clearTable() {
    std::fill(table_.begin(), table_.end(), Entry{});
    std::fill(killersByPly_.begin(), killersByPly_.end(), std::array<Move, 2>{kNoMove, kNoMove});
    history_.fill(0);
}

// Where a move goes in the order: the table's move first, then the children
// by static evaluation; among equals, the killers (the moves that last cut
// off at this ply), then the history count (cutoffs made by moving this pit).
// Measured: killers ahead of the evaluation's order searched more nodes.
long long Searcher::orderKey(Move m, Move tableMove, int guess, int ply) const {
    if (m == tableMove) return LLONG_MAX;
    if (!features_.killersAndHistory) return guess;
    const auto& killers = killersByPly_[std::size_t(ply)];
    const long long tieBreak = m == killers[0]   ? (1LL << 31) + 1
                               : m == killers[1] ? (1LL << 31)
                                                 : history_[std::size_t(m)];
    return (long long)guess * (1LL << 32) + tieBreak;
}

void Searcher::rememberCutoff(Move m, int depth, int ply) {
    if (!features_.killersAndHistory) return;
    auto& killers = killersByPly_[std::size_t(ply)];
    if (killers[0] != m) {
        killers[1] = killers[0];
        killers[0] = m;
    }
    history_[std::size_t(m)] =
        std::min(history_[std::size_t(m)] + std::uint32_t(depth * depth), 1u << 30);
}

int expandChildren(const Rules& rules, const Position& p, Searcher::Child* out) {
    MoveList candidates;
    rules.candidates(p, candidates);
    int n = 0;
    for (Move m : candidates) {
        out[n].position = p;
        if (rules.apply(out[n].position, m)) out[n++].move = m;
    }
    return n;
}

int Searcher::terminalScore(const Position& p, int ply) const {
    if (p.outcome == Outcome::Draw) return 0;
    return p.outcome == winFor(p.toMove) ? kWinScore - ply : -(kWinScore - ply);
}

// A position the endgame tables cover: its exact result, as the plies to the
// end are counted from the root.
bool Searcher::solvedScore(const Position& p, int ply, int& score) const {
    const int plies = endgames_ ? endgames_->pliesToEnd(p) : -1;
    if (plies < 0) return false;
    const int end = ply + plies;
    score = plies % 2 == 1 ? kWinScore - end : -(kWinScore - end);
    return true;
}

// A position's value without searching it: the game's result, the endgame
// tables' exact one, or the static evaluation.
int Searcher::staticScore(const Position& p, int ply) const {
    if (p.over()) return terminalScore(p, ply);
    if (int solved; solvedScore(p, ply, solved)) return solved;
    return evaluate(rules_, p, weights_);
}

double Searcher::now() const {
    return limits_.cpuClock ? threadCpuSecondsNow() : secondsNow();
}

bool Searcher::outOfBudget() {
    if (stopped_) return true;
    if (nodes_ >= limits_.maxNodes) return stopped_ = true;
    // The flag at every node (a relaxed load costs next to nothing), so that a
    // stop comes within one node's work even in a slow (sanitizer) build; the
    // clock every 32 nodes (a node of relay sowing can take microseconds).
    if (cancel_ && cancel_->load(std::memory_order_relaxed)) return stopped_ = true;
    if ((nodes_ & 31) == 0 && limits_.maxSeconds > 0 && now() > deadline_) return stopped_ = true;
    return false;
}

int Searcher::negamax(const Position& p, int depth, int alpha, int beta, int ply) {
    ++nodes_;
    if (p.over()) return terminalScore(p, ply);
    if (int solved; solvedScore(p, ply, solved)) return solved;
    if (depth <= 0 || ply >= kMaxPly) return evaluate(rules_, p, weights_);
    if (outOfBudget()) return 0;

    Entry& entry = table_[p.hash & tableMask_];
    Move tableMove = kNoMove;
    if (entry.key == p.hash) {
        if (features_.tableMoveFirst) tableMove = entry.move;
        if (features_.table && entry.depth >= depth) {
            const int s = fromTable(entry.score, ply);
            if (entry.bound == Exact || (entry.bound == Lower && s >= beta) ||
                (entry.bound == Upper && s <= alpha))
                return s;
        }
    }

    // The best move of a node that failed low is only the least bad of many
    // refuted ones, so it is not tried first here (tst_search's node counts
    // barely differ either way; the cutoff below is what mattered).
    if (depth == 1)
        return frontier(p, alpha, beta, ply, entry.bound == Upper ? kNoMove : tableMove, entry);

    std::vector<Child>& children = childrenByPly_[std::size_t(ply)];
    const int n = expandChildren(rules_, p, children.data());
    if (n == 0) {
        Position end = p;
        rules_.declareNoLegalMove(end);
        return terminalScore(end, ply);
    }
    const bool klamroth = rules_.game() == GameId::KimasaiKlamroth;
    if (klamroth) path_.push_back(rules_.repetitionKey(p));
    // Order: the table's move first, then the children the evaluation likes.
    std::array<std::pair<long long, int>, kMaxMoves> order;
    for (int i = 0; i < n; ++i) {
        Position& c = children[std::size_t(i)].position;
        rules_.adjudicateQuick(c, path_);
        const Move m = children[std::size_t(i)].move;
        const int guess = features_.evaluationOrder ? -staticScore(c, ply + 1) : 0;
        order[std::size_t(i)] = {orderKey(m, tableMove, guess, ply), i};
    }
    std::stable_sort(order.begin(), order.begin() + n,
                     [](auto a, auto b) { return a.first > b.first; });

    const int alphaIn = alpha;
    int best = -kInfinity;
    Move bestMove = kNoMove;
    for (int k = 0; k < n; ++k) {
        const Child& c = children[std::size_t(order[std::size_t(k)].second)];
        const Position& child = c.position;
        const Move m = c.move;
        const int score = principalVariation(child, depth - 1, alpha, beta, ply + 1, k == 0);
        if (stopped_) break;
        if (score > best) {
            best = score;
            bestMove = m;
        }
        alpha = std::max(alpha, score);
        if (alpha >= beta) {
            rememberCutoff(m, depth, ply);
            break;
        }
    }
    if (klamroth) path_.pop_back();
    if (stopped_) return best == -kInfinity ? 0 : best;
    store(entry, p, best, bestMove, depth, alphaIn, beta, ply);
    return best;
}

// A child's value for its parent, whose window is (alpha, beta). The first
// child gets the whole window; a later one, expected to be worse, is first
// only tested against alpha with an empty window (cheap), and searched again
// in the whole window only if it proves better.
int Searcher::principalVariation(const Position& child, int depth, int alpha, int beta, int ply,
                                 bool first) {
    if (first || beta - alpha <= 1) return -negamax(child, depth, -beta, -alpha, ply);
    const int bound = -negamax(child, depth, -alpha - 1, -alpha, ply);
    if (stopped_ || bound <= alpha || bound >= beta) return bound;
    return -negamax(child, depth, -beta, -alpha, ply);
}

// A node one ply above the horizon: its children's values are their static
// evaluations, so they are played one at a time, in a cheap order (the
// table's move, the killers, then pit order), and the first that reaches beta
// ends the node, before the rest are played at all. Ordering them by
// evaluation, as deeper nodes do, would mean playing and evaluating every one.
int Searcher::frontier(const Position& p, int alpha, int beta, int ply, Move tableMove,
                       Entry& entry) {
    MoveList order;
    rules_.candidates(p, order);
    int front = 0;
    const auto& killers = killersByPly_[std::size_t(ply)];
    for (Move first : {tableMove, killers[0], killers[1]}) {
        if (first == kNoMove || (!features_.killersAndHistory && first != tableMove)) continue;
        for (int i = front; i < order.size; ++i)
            if (order[i] == first) {
                std::rotate(order.moves.begin() + front, order.moves.begin() + i,
                            order.moves.begin() + i + 1);
                ++front;
                break;
            }
    }
    const bool klamroth = rules_.game() == GameId::KimasaiKlamroth;
    if (klamroth) path_.push_back(rules_.repetitionKey(p));
    const int alphaIn = alpha;
    int best = -kInfinity;
    Move bestMove = kNoMove;
    for (Move m : order) {
        Position child = p;
        if (!rules_.apply(child, m)) continue;  // endless: not a move
        rules_.adjudicateQuick(child, path_);
        ++nodes_;  // the child, as if searched to depth 0
        const int score = -staticScore(child, ply + 1);
        if (score > best) {
            best = score;
            bestMove = m;
        }
        alpha = std::max(alpha, score);
        if (alpha >= beta) {
            rememberCutoff(m, 1, ply);
            break;
        }
    }
    if (klamroth) path_.pop_back();
    if (bestMove == kNoMove) {
        Position end = p;
        rules_.declareNoLegalMove(end);
        return terminalScore(end, ply);
    }
    // A cutoff here is the first move good enough in pit order, not the best
    // one: the evaluation's order is the better guess when this node is
    // searched deeper (measured), so no move is stored for it.
    store(entry, p, best, best >= beta ? kNoMove : bestMove, 1, alphaIn, beta, ply);
    return best;
}

void Searcher::store(Entry& entry, const Position& p, int best, Move bestMove, int depth,
                     int alphaIn, int beta, int ply) {
    if (!features_.table && !features_.tableMoveFirst) return;
    entry.key = p.hash;
    entry.score = toTable(best, ply);
    entry.move = bestMove;
    entry.depth = std::int8_t(std::min(depth, 127));
    entry.bound = best <= alphaIn ? Upper : best >= beta ? Lower : Exact;
}

int Searcher::searchWindow(const Position& root, const History& history, int depth, int alpha,
                           int beta) {
    limits_ = {};
    cancel_ = nullptr;
    nodes_ = 0;
    stopped_ = false;
    path_ = history;
    return negamax(root, depth, alpha, beta, 0);
}

SearchResult Searcher::search(const Position& root, const History& history,
                              const SearchLimits& limits, std::uint64_t seed,
                              const std::atomic<bool>* cancel) {
    const double started = secondsNow();
    limits_ = limits;
    cancel_ = cancel;
    deadline_ = now() + limits.maxSeconds;
    nodes_ = 0;
    stopped_ = false;
    path_ = history;
    SearchResult result;

    std::vector<Child> rootChildren(kMaxMoves);
    const int n = expandChildren(rules_, root, rootChildren.data());
    if (n == 0 || root.over()) {  // no move: the game's result
        Position end = root;
        if (!root.over()) rules_.declareNoLegalMove(end);
        result.score = terminalScore(end, 0);
        return result;
    }
    rootChildren.resize(std::size_t(n));
    // Seeded shuffle: equal moves are chosen differently per seed, but reproducibly.
    Random random(seed);
    for (int i = n - 1; i > 0; --i)
        std::swap(rootChildren[std::size_t(i)], rootChildren[random.below(std::uint32_t(i + 1))]);
    const bool klamroth = rules_.game() == GameId::KimasaiKlamroth;
    if (klamroth) path_.push_back(rules_.repetitionKey(root));
    for (auto& c : rootChildren) rules_.adjudicateQuick(c.position, path_);
    result.move = rootChildren[0].move;

    for (int depth = 1; depth <= limits.maxDepth; ++depth) {
        int alpha = -kInfinity;
        int bestIndex = -1;
        for (int i = 0; i < n; ++i) {
            const int score = principalVariation(rootChildren[std::size_t(i)].position, depth - 1,
                                                 alpha, kInfinity, 1, i == 0);
            if (stopped_) break;
            if (score > alpha) {
                alpha = score;
                bestIndex = i;
            }
        }
        // A stopped iteration still counts for the moves it finished: the
        // first one searched is the last iteration's best, and a later one
        // ahead of it was searched again in the whole window to prove it.
        if (stopped_ && depth > 1 && (bestIndex < 0 || !features_.partialIterations)) break;
        if (bestIndex >= 0) {
            result.move = rootChildren[std::size_t(bestIndex)].move;
            result.score = alpha;
            if (!stopped_) result.depth = depth;
            // Search the best move first next time.
            std::rotate(rootChildren.begin(), rootChildren.begin() + bestIndex,
                        rootChildren.begin() + bestIndex + 1);
        }
        if (stopped_ || std::abs(alpha) > kWinBound) break;  // stopped, or a forced result
    }
    result.nodes = nodes_;
    result.seconds = secondsNow() - started;
    result.cancelled = cancel && cancel->load();
    return result;
}

}  // namespace enkang::ai
