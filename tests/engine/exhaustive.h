// The four-row game solved a second way, apart from solver/ and sharing no
// code with it: engine positions (identified by the engine's repetition
// key), the engine's moves and end adjudication, and two plain methods.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/rules.h"

namespace enkang::test {

// A position's value for its side to move: 'w'in, 'l'oss or 'd'raw, and
// the plies to the end with best play (-1 on a draw).
struct Verdict {
    char result = 'd';
    int plies = -1;
    bool operator==(const Verdict&) const = default;
    std::string text() const { return std::string(1, result) + std::to_string(plies); }
};

// The verdict one ply earlier, for the player who moved into `child`.
Verdict before(const Verdict& child);
// Whether `a` is better than `b` for the side to move: a faster win, a
// slower loss, a draw over a loss.
bool better(const Verdict& a, const Verdict& b);

// Every position reachable from the start, valued by forward iteration:
// round k decides the positions that win or lose in k plies from those
// decided before; what no round decides is a draw.
class ValueIteration {
  public:
    explicit ValueIteration(const Options& options);
    // From a set-up position instead of the start.
    ValueIteration(const Options& options, const Position& start);

    const Rules& rules() const { return rules_; }
    std::size_t size() const { return positions_.size(); }
    const Position& position(std::size_t i) const { return positions_[i]; }
    const Verdict& verdict(std::size_t i) const { return verdicts_[i]; }
    // Index of a reachable position (the start is 0); -1 if not reachable.
    long find(const Position& p) const;

  private:
    struct KeyHash {
        std::size_t operator()(const RepetitionKey& k) const {
            return std::hash<std::uint64_t>()(k.low * 31 + k.high * 7 + k.toMove);
        }
    };
    std::size_t intern(const Position& p);
    void explore(const Position& start);
    void iterate();

    Rules rules_;
    std::vector<Position> positions_;
    std::unordered_map<RepetitionKey, std::size_t, KeyHash> ids_;
    std::vector<std::size_t> firstMove_;  // moves of i: next_[firstMove_[i] .. firstMove_[i+1])
    std::vector<std::size_t> next_;
    std::vector<Verdict> verdicts_;
};

// How many positions of the board lie on or lead into a cycle of moves,
// over every arrangement of seeds (none or one in each pit, either side to
// move): Kahn's algorithm on the engine's moves, removing positions whose
// moves all lead to removed ones. Zero means no game ever repeats a position.
std::uint64_t positionsReachingACycle(const Options& options);

// Plain game-tree search under the rules as the engine plays them: every
// line of play, the game history kept and repetition judged by the engine
// (adjudicateQuick), from `p` as the start of a game. Exponential: small
// boards only.
Verdict searchWithHistory(const Rules& rules, const Position& p);

}  // namespace enkang::test
