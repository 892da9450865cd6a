// Matches between players (random, or the AI at a level) and the analysis
// of a played game: the measurements behind the AI's levels.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/ai/player.h"
#include "engine/game_state.h"

namespace enkang::ai {

struct PlayerSpec {
    int level = 0;                                                // 0: uniformly random legal moves
    double level5Seconds = kLevel5Seconds;                        // level 5's time a move
    static bool parse(const std::string& text, PlayerSpec& out);  // "random" | "ai:N"
    std::string name() const;
};

struct MatchTally {
    int wins = 0, draws = 0, losses = 0;
    double seconds = 0;  // thinking time in all
    int moves = 0;
};

struct MatchResult {
    MatchTally first;   // the player given as --south
    MatchTally second;  // the player given as --north
    int games = 0;
    std::uint64_t plies = 0;
    // Game by game, in order: the first player's points (2 a win, 1 a draw,
    // 0 a loss), to see how often a pair's two games went the same colour's way.
    std::vector<int> firstPoints;
    // Game by game: the position the opening left.
    std::vector<Position> openingPositions;
};

// Pairs of games (2k, 2k+1: the same opening, sides swapped) by what the
// first player made of them.
struct PairTally {
    int bothWon = 0, bothLost = 0;
    int sameColourWon = 0;           // each player won with the same colour: the opening decided
    int southWon = 0, northWon = 0;  // of those, which colour
    int other = 0;                   // a draw in the pair
};
PairTally tallyPairs(const std::vector<int>& firstPoints);

// Plays `games` games; in odd-numbered games the players swap sides, so each
// moves first equally often. The first player sits South in even games.
// Game g's moves depend only on (seed, g): `threads` changes the speed, not
// the games (except where level 5's one-second cap cuts a search short).
MatchResult playMatch(const Options& options, const PlayerSpec& first, const PlayerSpec& second,
                      int games, std::uint64_t seed, int threads = 1, int openingPlies = 0);

// The same with any two move choosers (the tuning bench pits evaluation
// weights against each other this way). A chooser gets the game and a seed.
// With `openingPlies`, each pair of games (the same players, sides swapped)
// starts with that many uniformly random moves, the same in both games:
// deterministic players otherwise replay a few games over and over. An
// opening move that would end the game is not played (the opening stops).
// With several threads, each chooser is called from all of them at once: it
// must be safe to call concurrently (those made from a PlayerSpec are).
using MoveChooser = std::function<Move(const GameState&, std::uint64_t seed)>;
struct MatchPlan {
    int games = 0;
    std::uint64_t seed = 1;
    int threads = 1;
    int openingPlies = 0;
    // If set, openings are drawn again (from the same generator, so still
    // reproducible) until it accepts one, at most kOpeningDraws times: to
    // start from positions that a random move has not already decided.
    std::function<bool(const GameState&)> acceptOpening;
    static constexpr int kOpeningDraws = 10000;
};
MatchResult playMatch(const Options& options, const MoveChooser& first, const MoveChooser& second,
                      const MatchPlan& plan);

struct MoveAnalysis {
    Move played = kNoMove;
    Move best = kNoMove;
    int before = 0;  // evaluation for the mover before the move (best play)
    int after = 0;   // evaluation for the mover after the played move
    int depth = 0;
    const char* mark = "";  // "", "inaccuracy", "mistake", "blunder"
};

// Judges each move of a game; `moves` must be legal from the start, or from
// `start` (a set-up position: a game joined in progress). At level 5 each
// search gets `level5`.
std::vector<MoveAnalysis> analyseGame(const Options& options, const std::vector<Move>& moves,
                                      int level, Level5Budget level5 = {});
std::vector<MoveAnalysis> analyseGame(GameState start, const std::vector<Move>& moves, int level,
                                      Level5Budget level5 = {});

}  // namespace enkang::ai
