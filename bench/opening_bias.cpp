// How much the random opening, not the players, decides a paired match:
// two plain opponents (bench/plain_opponent.h) of different depths play the
// same paired random openings as bench_level5_vs_plain, and each pair is
// counted by who won both of its games: the deeper player, the shallower,
// or one colour (each player winning once, with that colour). Where a colour
// wins nearly every pair whatever the depths, no player can score much over
// 50% against a decent opponent from such openings. Each opening length is
// played twice: with any random opening, and with balanced ones only (drawn
// again until the material is even and a plain search of BALANCE plies, 4
// unless the environment says, finds no material won by force). Prints a
// Markdown table. Not a test: a measurement of the game and the openings.
//
//   bench_opening_bias [GAME-ID=kimasai-klamroth] [GAMES=32] [SHALLOW=4] [DEEP=8]
//   [OPENING-PLIES...]
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "bench/plain_opponent.h"
#include "engine/ai/match.h"
#include "solver/solve.h"

using namespace enkang;

namespace {

ai::MoveChooser plainAt(int depth) {
    return [depth](const GameState& g, std::uint64_t) {
        return bench::plainBestMove(g.rules(), g.position(), g.history(), depth);
    };
}

}  // namespace

int main(int argc, char** argv) {
    GameId game = GameId::KimasaiKlamroth;
    if (argc > 1 && !parseGameId(argv[1], game)) {
        std::fprintf(stderr, "unknown game '%s'\n", argv[1]);
        return 2;
    }
    const int games = argc > 2 ? std::atoi(argv[2]) : 32;
    const int shallow = argc > 3 ? std::atoi(argv[3]) : 4;
    const int deep = argc > 4 ? std::atoi(argv[4]) : 8;
    std::vector<int> openings;
    for (int i = 5; i < argc; ++i) openings.push_back(std::atoi(argv[i]));
    if (openings.empty()) openings = {2, 4, 8, 16, 32};
    Options options = Options::defaults(game);
    if (const char* columns = std::getenv("COLUMNS")) options.columns = std::atoi(columns);
    std::unique_ptr<solver::Solution> solved;
    if (game == GameId::KimasaiKlamroth && options.columns <= 8)
        solved = std::make_unique<solver::Solution>(options);
    std::printf("%s on %d columns, plain depth %d against plain depth %d, %d games per row\n\n",
                std::string(gameIdName(game)).c_str(), options.columns, shallow, deep, games);
    const char* balanceText = std::getenv("BALANCE");
    const int balance = balanceText ? std::atoi(balanceText) : 4;
    std::printf(
        "| opening plies | openings | pairs | depth %d won both | depth %d won both | "
        "South won both | North won both | a draw | won for the side to move |\n"
        "|---:|---|---:|---:|---:|---:|---:|---:|---:|\n",
        deep, shallow);
    for (const int opening : openings) {
        for (const bool balanced : {false, true}) {
            ai::MatchPlan plan{games, 7, 2, opening, {}};
            if (balanced) plan.acceptOpening = bench::balancedOpenings(balance);
            const ai::MatchResult r = ai::playMatch(options, plainAt(shallow), plainAt(deep), plan);
            // The first player is the shallow one.
            const ai::PairTally c = ai::tallyPairs(r.firstPoints);
            std::set<std::uint64_t> distinct;
            for (const Position& p : r.openingPositions) distinct.insert(p.hash);
            std::string won = "-";
            if (solved) {
                int wins = 0;
                for (std::size_t g = 0; g < r.openingPositions.size(); g += 2)
                    wins += solver::isWin(solved->valueOf(r.openingPositions[g])) ? 1 : 0;
                won = std::to_string(wins) + " of " + std::to_string(games / 2);
            }
            std::printf("| %d | %s | %d (%zu different) | %d | %d | %d | %d | %d | %s |\n", opening,
                        balanced ? "balanced" : "any", games / 2, distinct.size(), c.bothLost,
                        c.bothWon, c.southWon, c.northWon, c.other, won.c_str());
            std::fflush(stdout);
        }
    }
    return 0;
}
