// A fair straightforward implementation of the three games of rules.md, the
// baseline of bench_engine_speed (issue 17): the board is a std::vector<int>,
// the state is copied for every move tried, the rules are applied as written
// (relay laps counted up to max-laps, no cycle detection, no hashing, no
// trace), and it is otherwise sensible: next-pit tables made once, a scratch
// state reused instead of a new allocation per move, the four-row
// repetition history forgotten at a capture (captures only remove seeds).
// Written from rules.md, apart from engine/.
#pragma once

#include <cstdint>
#include <set>
#include <vector>

#include "engine/options.h"

namespace plain {

constexpr int kOngoing = -1;
constexpr int kDraw = 2;  // winner: 0 South, 1 North, kDraw, or kOngoing

struct State {
    std::vector<int> pits;  // row * columns + column; rows a, b (, c, d)
    int reserve[2] = {0, 0};
    int captured[2] = {0, 0};
    int toMove = 0;
    int ply = 0;
    int winner = kOngoing;
};

class Game {
  public:
    explicit Game(const enkang::Options& options);

    State start() const;
    // The mover's pits that may be named (non-empty; four-row: the next pit
    // empty), in pit order.
    void candidates(const State& s, std::vector<int>& out) const;
    // Plays `pit` on `s`; false if the sowing is endless (`s` is then spoilt).
    bool play(State& s, int pit) const;
    // After a move: the end conditions that need no search for a legal move
    // (four-row: all of them); `seen` is the four-row repetition history.
    void judge(State& s, std::set<std::vector<int>>& seen) const;
    // Adds the four-row position to `seen`; false if it was there already.
    bool remember(const State& s, std::set<std::vector<int>>& seen) const;
    // The side to move has no legal move.
    void noLegalMove(State& s) const;

  private:
    int sow(State& s, int mover, int first, int seeds) const;  // returns the last pit
    int frontSeeds(const State& s, int player) const;

    enkang::Options options_;
    int rows_ = 0;
    int columns_ = 0;
    std::vector<int> next_[2];  // the next pit along each player's track
    std::vector<int> owner_;
    std::vector<int> opposite_;  // the facing pit across the middle
    std::vector<bool> front_;
};

struct Totals {
    long long games = 0;
    long long plies = 0;
};

// Games of uniformly random legal moves, chosen as the engine's self-play
// chooses them: candidates tried in random order, an endless one dropped.
Totals selfPlay(const enkang::Options& options, long long games, std::uint64_t seed);

// Legal move sequences of `depth` moves from the start.
long long perft(const enkang::Options& options, int depth);

}  // namespace plain
