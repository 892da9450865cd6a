// Level 5 against the plain opponent (bench/plain_opponent.h) in each game,
// from paired random openings (each opening played with both colours, level
// 5 South in one game of the pair and North in the other). Prints a Markdown
// table for the README. Not a test: figures vary with the machine.
//
//   bench_level5_vs_plain [SECONDS-A-MOVE=1] [GAMES=16] [GAME-ID|all] [WEIGHT=VALUE]...
// Runs on one thread (THREADS=N: on N, the same games); level 5's time per
// move is SECONDS-A-MOVE. Weights
// given (names as in engine/ai/evaluation.h) replace level 5's for a trial.
// The environment variable OPENING, if set, replaces each game's number of
// random opening plies; BALANCE=D draws each opening again until it is
// balanced (even material, and the plain search to D plies finds none won by
// force: bench_opening_bias shows that the opening often decides). TRACE=1
// prints each of level 5's moves (ply, score, depth, the captures) to stderr; SEED=S (7 unless
// set) draws other openings, to add games to an earlier run. Level 5's seconds are
// its thread's CPU time, so that the figures do not depend on what else the shared machine runs
// (what it would have on an idle machine); WALL=1 makes them wall-clock seconds, as in the app. A
// trial's searcher keeps its table from move to move, as level 5 does on a time budget. THREADS=N
// plays the games on N threads (on the CPU clock the games are the same, but for what the kept
// tables remember). After each game's row, stderr gets how the pairs went: when each colour won
// both games of a pair, the random opening decided it. ENDGAME=K gives level 5 endgame tables in
// the four-row game (every arrangement of at most K seeds solved, solver/endgame_table.h), built
// before the match (on THREADS threads); they also judge level 5's moves in the positions they
// cover (stderr). JUDGE_ONLY=1: they judge, but level 5 does not read them. COLUMNS=N plays the
// four-row game on 4xN; on boards the solver can solve (N <= 8) the whole game is solved first and
// judges every move of both players: how often each gave a won position away (the score itself
// mostly says who moved first after the opening, docs/ai-tuning.md).
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "bench/eval_fields.h"
#include "bench/plain_opponent.h"
#include "engine/ai/match.h"
#include "solver/endgame_table.h"
#include "solver/solve.h"

using namespace enkang;

namespace {

// Counts, for one player, how its moves changed the exact value where a
// table knows it: `pliesToEnd` as EndgameOracle's (-1 where unknown).
class MoveJudge {
  public:
    explicit MoveJudge(std::function<int(const Position&)> pliesToEnd)
        : pliesToEnd_(std::move(pliesToEnd)) {}
    void judge(const GameState& game, Move m) {
        const int before = pliesToEnd_(game.position());
        if (before < 0) return;
        GameState next = game;
        next.play(m);
        const int after = next.position().over() ? 0 : pliesToEnd_(next.position());
        ++covered;
        if (before % 2 == 1) {
            ++fromWon;
            givenAway += after % 2 == 1;
        } else {
            ++fromLost;
        }
        offBest += after != before - 1;  // not the fastest win or the longest defence
    }
    std::atomic<int> covered{0}, fromWon{0}, fromLost{0}, givenAway{0}, offBest{0};

  private:
    std::function<int(const Position&)> pliesToEnd_;
};

struct Case {
    const char* id;
    const char* label;
    GameId game;
    int columns;       // 0: the game's default
    int plainDepth;    // the opponent's depth
    int openingPlies;  // random plies opening each pair of games
    int target;        // level 5's target score, percent
};

}  // namespace

int main(int argc, char** argv) {
    const double seconds = argc > 1 ? std::atof(argv[1]) : ai::kLevel5Seconds;
    const char* wall = std::getenv("WALL");
    const ai::Level5Budget budget{seconds, 0, !(wall && std::strcmp(wall, "1") == 0)};
    const int games = argc > 2 ? std::atoi(argv[2]) : 16;
    const char* threadsText = std::getenv("THREADS");
    const int threads = threadsText ? std::max(1, std::atoi(threadsText)) : 1;
    const std::string only = argc > 3 && std::strcmp(argv[3], "all") != 0 ? argv[3] : "";
    ai::EvalWeights weights;
    bool trial = false;
    for (int i = 4; i < argc; ++i) {
        if (!bench::setEvalWeightArgument(weights, argv[i])) return 2;
        trial = true;
    }
    const std::vector<Case> cases = {
        {"kimasai-klamroth", "Kimasai four-row (4x12)", GameId::KimasaiKlamroth, 0, 8, 8, 75},
        {"kimasai-mackay", "Kimasai two-phase (4x8)", GameId::KimasaiMackay, 0, 6, 4, 75},
        {"en-gehe", "En Gehé 2x40", GameId::EnGehe, 40, 4, 2, 90},
    };
    std::printf(
        "Level 5 at %.2f s (%s) a move against plain alpha-beta (material only), %d games "
        "each\n\n",
        seconds, budget.cpuClock ? "CPU time" : "wall clock", games);
    if (const char* balance = std::getenv("BALANCE"))
        std::printf("Openings balanced: even material, none won by force at plain depth %s\n\n",
                    balance);
    std::printf(
        "| game | plain depth | games | opening plies | level 5 W-D-L | level 5 score | target | "
        "level 5 mean depth | s/move level 5 | s/move plain |\n");
    std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const Case& c : cases) {
        if (!only.empty() && only != c.id) continue;
        Options o = Options::defaults(c.game);
        if (c.columns) o.columns = c.columns;
        const char* columnsText = std::getenv("COLUMNS");
        if (columnsText && c.game == GameId::KimasaiKlamroth) o.columns = std::atoi(columnsText);
        const std::string label = columnsText && c.game == GameId::KimasaiKlamroth
                                      ? "Kimasai four-row (4x" + std::to_string(o.columns) + ")"
                                      : c.label;
        std::unique_ptr<solver::Solution> solved;
        if (c.game == GameId::KimasaiKlamroth && o.columns <= 8)
            solved = std::make_unique<solver::Solution>(o);
        std::atomic<long long> depthSum{0}, searches{0};
        const char* endgameText = std::getenv("ENDGAME");
        std::shared_ptr<const solver::EndgameTable> endgames;
        if (endgameText && c.game == GameId::KimasaiKlamroth) {
            endgames = std::make_shared<solver::EndgameTable>(o, std::atoi(endgameText),
                                                              solver::Progress{}, threads);
            const solver::Tally& t = endgames->tally();
            std::fprintf(stderr,
                         "endgame tables: %d seeds, %llu positions (%llu won, %llu lost, %llu "
                         "drawn for the side to move, longest %d plies), %.1f s, %llu MB\n",
                         endgames->maxSeeds(), (unsigned long long)endgames->positions(),
                         (unsigned long long)t.wins, (unsigned long long)t.losses,
                         (unsigned long long)t.draws, t.longest, endgames->seconds(),
                         (unsigned long long)(endgames->bytes() >> 20));
        }
        const char* judgeText = std::getenv("JUDGE_ONLY");
        const bool judgeOnly = judgeText && std::strcmp(judgeText, "1") == 0;
        ai::setLevel5Endgames(o, judgeOnly ? nullptr : endgames);
        // A trial's searcher is level 5's with other weights: the same
        // limits. One for each thread.
        const Rules trialRules(o);
        std::mutex searchersMutex;
        std::map<std::thread::id, std::unique_ptr<ai::Searcher>> trialSearchers;
        const auto trialSearcher = [&]() -> ai::Searcher& {
            const std::lock_guard lock(searchersMutex);
            auto& mine = trialSearchers[std::this_thread::get_id()];
            if (!mine) {
                mine = std::make_unique<ai::Searcher>(trialRules, weights, 21);
                mine->setEndgames(judgeOnly ? nullptr : endgames.get());
            }
            return *mine;
        };
        // What judges the moves: the whole game solved, or the endgame tables.
        const std::function<int(const Position&)> exact = [&](const Position& p) {
            if (solved) {
                const solver::Value v = solved->valueOf(p);
                return v == solver::kDraw ? -1 : solver::pliesOf(v);
            }
            return endgames ? endgames->pliesToEnd(p) : -1;
        };
        MoveJudge level5Judge(exact), plainJudge(exact);
        const ai::MoveChooser level5 = [&](const GameState& game, std::uint64_t seed) {
            const ai::SearchResult r =
                trial ? trialSearcher().search(game.position(), game.history(),
                                               ai::limitsForLevel(5, c.game, budget), seed)
                      : ai::chooseMove(game.rules(), game.position(), game.history(), 5, seed,
                                       nullptr, budget);
            depthSum += r.depth;
            if (std::getenv("TRACE"))
                std::fprintf(stderr, "ply %d mover %d move %d score %d depth %d cap %d-%d\n",
                             int(game.position().ply), int(game.position().toMove), int(r.move),
                             r.score, r.depth, game.position().captured[0],
                             game.position().captured[1]);
            ++searches;
            level5Judge.judge(game, r.move);
            return r.move;
        };
        const ai::MoveChooser plain = [&](const GameState& game, std::uint64_t) {
            const Move m =
                bench::plainBestMove(game.rules(), game.position(), game.history(), c.plainDepth);
            if (solved) plainJudge.judge(game, m);
            return m;
        };
        const char* balanceText = std::getenv("BALANCE");
        const int balance = balanceText ? std::atoi(balanceText) : 0;
        const char* openingText = std::getenv("OPENING");
        const int opening = openingText ? std::atoi(openingText) : c.openingPlies;
        // SEED draws other openings (7 unless set), to add games to an earlier run.
        const char* seedText = std::getenv("SEED");
        char* seedEnd = nullptr;
        const std::uint64_t seed = seedText ? std::strtoull(seedText, &seedEnd, 10) : 7;
        if (seedText && (*seedText == '\0' || *seedEnd != '\0')) {
            std::fprintf(stderr, "SEED '%s': expected a whole number\n", seedText);
            return 2;
        }
        ai::MatchPlan plan{games, seed, threads, opening, {}};
        if (balance > 0) plan.acceptOpening = bench::balancedOpenings(balance);
        const ai::MatchResult r = ai::playMatch(o, level5, plain, plan);
        const ai::MatchTally& t = r.first;
        std::printf("| %s | %d | %d | %d | %d-%d-%d | %.0f%% | %d%% | %.1f | %.3f | %.3f |\n",
                    label.c_str(), c.plainDepth, r.games, opening, t.wins, t.draws, t.losses,
                    100.0 * (t.wins + 0.5 * t.draws) / std::max(1, r.games), c.target,
                    double(depthSum) / double(std::max(1LL, searches.load())),
                    t.seconds / std::max(1, t.moves),
                    r.second.seconds / std::max(1, r.second.moves));
        std::fflush(stdout);
        const ai::PairTally pairs = ai::tallyPairs(r.firstPoints);
        std::fprintf(stderr,
                     "%s pairs: level 5 won both %d, lost both %d, the same colour won both %d "
                     "(the opening decided), with a draw %d\n",
                     c.id, pairs.bothWon, pairs.bothLost, pairs.sameColourWon, pairs.other);
        // Level 5's results game by game, South then North in each pair.
        std::string results;
        for (std::size_t g = 0; g < r.firstPoints.size(); ++g)
            results += std::string(g % 2 == 0 ? " " : "") + "LDW"[r.firstPoints[g]];
        std::fprintf(stderr, "%s level 5 as South, North:%s\n", c.id, results.c_str());
        const auto report = [&](const char* who, const MoveJudge& j) {
            std::fprintf(stderr,
                         "%s %s judged by %s: %d moves, %d from won positions (%d wins given "
                         "away), %d from lost ones, %d moves off best play\n",
                         c.id, who, solved ? "the solution" : "the tables", j.covered.load(),
                         j.fromWon.load(), j.givenAway.load(), j.fromLost.load(), j.offBest.load());
        };
        if (solved || endgames) report("level 5", level5Judge);
        if (solved) report("plain", plainJudge);
    }
    return 0;
}
