// Iterative-deepening alpha-beta (negamax) with a transposition table keyed
// by the position hash, move ordering (table move, then children by static
// evaluation), node and time budgets, and cancellation from another thread.
// Deterministic for a given seed and node budget.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

#include "engine/ai/endgame.h"
#include "engine/ai/evaluation.h"
#include "engine/rules.h"

namespace enkang::ai {

constexpr int kWinScore = 1000000;  // minus the plies to the win

struct SearchLimits {
    int maxDepth = 64;
    std::uint64_t maxNodes = UINT64_MAX;
    double maxSeconds = 0;  // 0: no time limit
    // maxSeconds counts this thread's CPU time instead of the wall clock:
    // a benchmark then measures the same search whatever else the machine runs.
    bool cpuClock = false;
};

// What the search uses beyond plain alpha-beta. Each may be turned off, and
// every combination gives the same value at a fixed depth
// (tests/engine/tst_search.cpp checks it against plain minimax).
struct SearchFeatures {
    bool table = true;              // the transposition table's bounds cut the search
    bool tableMoveFirst = true;     // the table's best move is searched first
    bool evaluationOrder = true;    // children ordered by static evaluation, best first
    bool killersAndHistory = true;  // moves that cut off before (at this ply, or anywhere) first
    // When the clock stops an iteration, the root moves it finished still
    // count (off: only complete iterations do). No effect at a fixed depth.
    bool partialIterations = true;
};

struct SearchResult {
    Move move = kNoMove;
    int score = 0;  // for the side to move, in evaluation units
    int depth = 0;  // deepest fully searched depth
    std::uint64_t nodes = 0;
    double seconds = 0;
    bool cancelled = false;
};

class Searcher {
  public:
    explicit Searcher(const Rules& rules, EvalWeights weights = {}, int tableBits = 20,
                      SearchFeatures features = {});

    // `history`: repetition keys of the game's earlier positions.
    SearchResult search(const Position& root, const History& history, const SearchLimits& limits,
                        std::uint64_t seed = 1, const std::atomic<bool>* cancel = nullptr);
    // One alpha-beta search of `root` to `depth` plies (no iterative
    // deepening) in the window (alpha, beta), fail-soft: the value when it
    // lies inside, else a bound on that side (a result <= alpha: the value is
    // at most the result; >= beta: at least). Reads and writes the table as
    // search() does; the root's entry too.
    int searchWindow(const Position& root, const History& history, int depth, int alpha, int beta);
    // Forgets every stored position: the next search is as a new searcher's
    // (the table otherwise serves later searches too).
    void clearTable();
    const SearchFeatures& features() const { return features_; }
    // The table is kept: later searches read what earlier ones stored.
    void setFeatures(const SearchFeatures& features) { features_ = features; }
    // Exact values read instead of searched wherever `oracle` covers a
    // position (nullptr: none). It must outlive the searches.
    void setEndgames(const EndgameOracle* oracle) { endgames_ = oracle; }

    struct Child {
        Move move;
        Position position;
    };

  private:
    struct Entry {
        std::uint64_t key = 0;
        std::int32_t score = 0;
        std::int16_t move = kNoMove;
        std::int8_t depth = -1;
        std::uint8_t bound = 0;
    };
    int negamax(const Position& p, int depth, int alpha, int beta, int ply);
    int principalVariation(const Position& child, int depth, int alpha, int beta, int ply,
                           bool first);
    int frontier(const Position& p, int alpha, int beta, int ply, Move tableMove, Entry& entry);
    void store(Entry& entry, const Position& p, int best, Move bestMove, int depth, int alphaIn,
               int beta, int ply);
    long long orderKey(Move m, Move tableMove, int guess, int ply) const;
    void rememberCutoff(Move m, int depth, int ply);
    int terminalScore(const Position& p, int ply) const;
    bool solvedScore(const Position& p, int ply, int& score) const;
    int staticScore(const Position& p, int ply) const;
    bool outOfBudget();
    double now() const;  // on the clock limits_ name

    const Rules& rules_;
    EvalWeights weights_;
    SearchFeatures features_;
    const EndgameOracle* endgames_ = nullptr;
    std::vector<Entry> table_;
    std::uint64_t tableMask_;
    std::vector<std::vector<Child>> childrenByPly_;
    std::vector<std::array<Move, 2>> killersByPly_;  // the last two moves that cut off, per ply
    std::array<std::uint32_t, kMaxPits> history_{};  // cutoffs per moved pit, weighted by depth
    History path_;
    std::uint64_t nodes_ = 0;
    SearchLimits limits_;
    const std::atomic<bool>* cancel_ = nullptr;
    double deadline_ = 0;
    bool stopped_ = false;
};

// Children of a position: each candidate played out, endless ones dropped.
int expandChildren(const Rules& rules, const Position& p, Searcher::Child* out);

}  // namespace enkang::ai
