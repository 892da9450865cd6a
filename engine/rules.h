// The rules of the three games as rules.md settles them: start positions,
// which moves are legal, playing a move (with an optional trace) and
// deciding when a game is over. One Rules object per set of options; it is
// immutable and shared by everything that plays on those options.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "geometry.h"
#include "move_list.h"
#include "options.h"
#include "position.h"
#include "trace.h"
#include "track.h"

namespace enkang {

// Why a move may not be played.
enum class MoveCheck : std::uint8_t { Legal, GameOver, NotYours, Empty, Blocked, Endless };
std::string_view describe(MoveCheck check);

// What the four-row game compares to find a repeated position: every pit
// (one bit each, a pit never holds more than one seed) and the side to move.
struct RepetitionKey {
    std::uint64_t low = 0;
    std::uint64_t high = 0;
    Player toMove = South;
    std::uint16_t seeds = 0;
    bool operator==(const RepetitionKey&) const = default;
};
using History = std::vector<RepetitionKey>;

class Rules {
  public:
    explicit Rules(const Options& options);

    const Options& options() const { return options_; }
    GameId game() const { return options_.game; }
    const Geometry& geometry() const { return geometry_; }
    int pitCount() const { return geometry_.pitCount(); }

    Position start() const;
    // Seeds on the board, in reserves and captured: constant through a game.
    int totalSeeds(const Position& p) const;

    // The pit after `pit` along the player's track (sowing or stepping).
    int next(Player p, int pit) const { return next_[p][pit]; }

    // Every check but endlessness (which needs the move to be played out).
    MoveCheck precheck(const Position& p, Move m) const;
    MoveCheck check(const Position& p, Move m) const;
    // A player's pits, in pit order.
    const MoveList& ownPits(Player p) const { return ownPits_[p]; }
    // Bit i set: ownPits(player)[i] holds seeds.
    std::uint64_t occupiedOwnPits(const Position& p, Player player) const;
    // Moves passing precheck, in pit order (rows a..d, columns 1..N).
    void candidates(const Position& p, MoveList& out) const;
    void legalMoves(const Position& p, MoveList& out) const;
    bool hasLegalMove(const Position& p) const;
    bool isEndless(const Position& p, Move m) const;

    // Plays a move that passed precheck. Returns false if the move is
    // endless; the position is then left mid-sowing and must be discarded.
    // Does not decide whether the game is over (see adjudicate).
    template <class Sink>
    bool apply(Position& p, Move m, Sink& sink) const;
    bool apply(Position& p, Move m) const {
        NullSink sink;
        return apply(p, m, sink);
    }

    // After a move: decides every end condition that needs no search for a
    // legal move (and, for the four-row game, all of them). `history` holds
    // the repetition keys of the earlier positions of the game. Returns true
    // when the game is over.
    bool adjudicateQuick(Position& p, const History& history) const {
        // Inline: En Gehé has no such condition, and this runs after every move.
        return options_.game != GameId::EnGehe && adjudicateBoard(p, history);
    }
    // The player to move has no legal move: end the game accordingly.
    void declareNoLegalMove(Position& p) const;
    // Both of the above, searching for a legal move when needed.
    void adjudicate(Position& p, const History& history) const;

    RepetitionKey repetitionKey(const Position& p) const;
    int frontRowSeeds(const Position& p, Player player) const;
    int seedsOf(const Position& p, Player player) const;

  private:
    template <class Sink>
    bool applyMackay(Position& p, Move m, Sink& sink) const;
    template <class Sink>
    bool applyEnGehe(Position& p, Move m, Sink& sink) const;
    template <class Sink>
    bool applyKlamroth(Position& p, Move m, Sink& sink) const;
    // Where a lap's last seed fell: its track index, and the pit's seeds after.
    struct Landing {
        int index;
        int seeds;
    };
    template <class Sink>
    Landing sow(Position& p, const Track& t, int start, int seeds, int lap, Sink& sink) const;
    int lift(Position& p, int pit) const;
    void empty(Position& p, int pit, int seeds) const;  // lift when the count is known
    void finishMove(Position& p) const;
    bool adjudicateBoard(Position& p, const History& history) const;  // the two Kimasai games
    bool repeated(const Position& p, const History& history) const;
    bool canStep(const Position& p) const;  // four-row: a seed of the side to move can step
    bool frontRowEmpty(const Position& p, Player player) const;

    Options options_;
    Geometry geometry_;
    std::array<std::array<std::int8_t, kMaxPits>, 2> next_{};
    std::array<std::int8_t, kMaxPits> opposite_{};
    std::array<Player, kMaxPits> owner_{};
    std::array<bool, kMaxPits> front_{};
    std::array<MoveList, 2> ownPits_{};  // each player's pits, in pit order

    std::array<Track, 2> tracks_{};
};

}  // namespace enkang
