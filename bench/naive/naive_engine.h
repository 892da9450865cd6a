// Naive reference implementation of the three games of rules.md.
//
// Purpose: (1) a correctness oracle for differential tests of the fast engine,
// (2) the speed baseline ("a straightforward implementation that copies the
// board for each candidate move and samples random moves lazily").
//
// Everything here is written as plainly as possible: the board is a
// vector of rows, the next pit along a track is computed with if/else per the
// track definitions of rules.md, and a move is tested for legality by copying
// the state and simulating it with a lap counter (no cycle detection).
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace naive {

struct NaiveOptions {
    std::string game;  // "kimasai-mackay" | "kimasai-klamroth" | "en-gehe"
    bool northFirst = false;
    int maxLaps = 10000;  // kimasai-mackay, en-gehe: 1..1000000
    int reserve = 24;     // kimasai-mackay: 0..32
    int columns = 0;      // 0 = the game's default (klamroth 12 (3..24), en-gehe 40 (3..50))
    int seeds = 4;        // en-gehe: 1..12
};

// Applies one `key=value` option (for opts.game). Returns "" on success, or an
// error text naming the option (unknown key, option not of this game, bad or
// out-of-range value, unknown game).
std::string parseOption(NaiveOptions& opts, const std::string& key, const std::string& value);

// "" when the options (as a whole) are valid, else an error text.
std::string validateOptions(const NaiveOptions& opts);

constexpr int South = 0;
constexpr int North = 1;
constexpr int Draw = 2;
constexpr int NoWinner = -1;

// A pit: row 0..3 = a..d (0..1 = a..b on two-row boards), col 0..N-1 = column 1..N.
struct Pit {
    int row = 0;
    int col = 0;
};

class NaiveGame {
  public:
    // Throws std::invalid_argument when validateOptions(opts) is not "".
    explicit NaiveGame(const NaiveOptions& opts);

    // Legal moves of the side to move, rows a,b,c,d then columns 1..N; empty once over.
    std::vector<std::string> legalMoves() const;
    std::vector<Pit> legalPits() const;

    // Plays a move named by its pit. Returns "" on success, else the reason
    // ("no such pit on this board", "not legal: that pit is empty", ...);
    // the game is unchanged on error.
    std::string play(const std::string& pitName);
    std::string playPit(Pit p);

    // The JSON object of cli.md `play`.
    std::string toJson() const;

    bool over() const { return over_; }
    int winner() const { return winner_; }  // NoWinner, South, North or Draw
    int toMove() const { return toMove_; }
    int ply() const { return ply_; }
    int phase() const;  // kimasai-mackay: phase of the next move (1 or 2); else 0
    int rowCount() const { return rowCount_; }
    int columns() const { return columns_; }
    int seedsAt(int row, int col) const { return state_.rows[row][col]; }
    int reserve(int player) const { return state_.reserves[player]; }
    int captured(int player) const { return state_.captured[player]; }
    const std::string& game() const { return opts_.game; }

    std::string pitName(Pit p) const;
    bool parsePit(const std::string& name, Pit& out) const;  // false: no such pit on this board

    // ---- Set-up (tests only) ----
    // Replaces the position: rows[row][col] (rowCount() x columns()), side to
    // move, ply count (kimasai-mackay's first-move exception looks at ply 0),
    // reserves and captured counts. The game is not over afterwards unless the
    // side to move has no legal move (then noLegalMove() is applied); the
    // kimasai-klamroth history restarts with this position. Returns "" or an error.
    std::string setUp(const std::vector<std::vector<int>>& rows, int toMove, int ply,
                      int reserveSouth, int reserveNorth, int capturedSouth, int capturedNorth);

    // ---- The lazy random player (selfplay) ----
    // Candidate moves without the endless test: the mover's non-empty pits
    // (kimasai-mackay, en-gehe) or movable seeds (kimasai-klamroth).
    std::vector<Pit> candidates() const;
    // Copies the state and simulates candidate p. If the sowing is endless,
    // returns false and leaves the game unchanged. Otherwise commits the move
    // and applies the end rules, except that "the next player has no legal
    // move" is not tested (kimasai-klamroth tests it anyway, since it is cheap
    // and must come before the repetition test); the caller finds that out
    // lazily and then calls noLegalMove().
    bool tryPlayLazy(Pit p);
    // The player to move has been found to have no legal move: end the game.
    void noLegalMove();

  private:
    enum class Kind { Mackay, Klamroth, EnGehe };

    struct State {
        std::vector<std::vector<int>> rows;  // rows[row][col]
        int reserves[2] = {0, 0};            // kimasai-mackay
        int captured[2] = {0, 0};            // kimasai-klamroth, en-gehe
    };

    Pit nextPit(Pit p) const;
    int ownerOfRow(int row) const;
    int frontRowCount(const State& s, int player) const;
    int boardCount(const State& s, int player) const;  // seeds on the player's rows
    bool simulate(State& s, int mover, Pit p) const;   // false = endless
    bool simulateMackay(State& s, int mover, Pit p) const;
    void simulateKlamroth(State& s, int mover, Pit p) const;
    bool simulateEnGehe(State& s, int mover, Pit p) const;
    std::vector<Pit> computeLegal() const;
    void finishMove(bool eager);
    void endGame(int winner);
    void endEnGehe(int lastMover);  // lastMover may be NoWinner (no move was made)
    std::string positionKey() const;

    NaiveOptions opts_;
    Kind kind_ = Kind::Mackay;
    int rowCount_ = 4;
    int columns_ = 8;
    State state_;
    int toMove_ = South;
    int ply_ = 0;
    bool over_ = false;
    int winner_ = NoWinner;
    bool legalKnown_ = false;
    std::vector<Pit> legal_;         // valid when legalKnown_
    std::set<std::string> history_;  // kimasai-klamroth: positions seen (incl. side to move)
};

// perft: result[n] for n = 1..depth is the number of legal move sequences of
// exactly n moves from the start position (result[0] = 1).
std::vector<long long> perft(const NaiveOptions& opts, int depth);

struct SelfplayResult {
    long long games = 0;
    long long plies = 0;
    long long wins[3] = {0, 0, 0};  // south, north, draw
    double seconds = 0.0;
};

// Plays `games` games of uniformly random legal moves, chosen lazily.
SelfplayResult selfplay(const NaiveOptions& opts, long long games, std::uint64_t seed);

}  // namespace naive
