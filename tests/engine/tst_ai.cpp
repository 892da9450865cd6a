// The computer opponent: never an illegal move, forced wins found, the same
// seed gives the same move, and cancellation is prompt; the four-row
// evaluation's capture terms, Monte Carlo tree search, matches, and level 5
// against random play judged by the exact solution of the four-row 4x6 game.
#include <QtTest>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <numeric>
#include <thread>

#include "engine/ai/clock.h"
#include "engine/ai/match.h"
#include "engine/ai/mcts.h"
#include "engine/game_state.h"
#include "engine/random.h"
#include "fixtures.h"
#include "solver/solve.h"

using namespace enkang;

namespace {

Options optionsOf(GameId game, std::vector<std::string> settings = {}) {
    Options o = Options::defaults(game);
    for (const auto& s : settings) o.set(s);
    return o;
}

// Random positions along random games (every `stride` plies).
std::vector<GameState> positions(const Options& o, int games, int stride, std::uint64_t seed) {
    std::vector<GameState> out;
    for (int g = 0; g < games; ++g) {
        GameState game(o);
        Random random(seed + std::uint64_t(g));
        while (!game.position().over()) {
            if (game.position().ply % std::uint32_t(stride) == 0) out.push_back(game);
            game.play(game.legalMoves()[int(random.below(std::uint32_t(game.legalMoves().size)))]);
        }
    }
    return out;
}

// Exhaustive, independent of the search: does `m` win at once / by force in two?
bool winsAtOnce(GameState game, Move m) {
    const Player me = game.position().toMove;
    game.play(m);
    return game.position().outcome == winFor(me);
}
bool winsInTwo(GameState game, Move m) {
    const Player me = game.position().toMove;
    game.play(m);
    if (game.position().outcome == winFor(me)) return true;
    if (game.position().over()) return false;
    for (Move reply : MoveList(game.legalMoves())) {
        GameState after = game;
        after.play(reply);
        if (after.position().over()) {
            if (after.position().outcome != winFor(me)) return false;
            continue;
        }
        bool any = false;
        for (Move second : MoveList(after.legalMoves())) any = any || winsAtOnce(after, second);
        if (!any) return false;
    }
    return true;
}

// Seeds each capture open to `side` would take, found by playing every move
// (independent of the evaluation, which reads the board).
std::vector<int> captureGains(const Rules& rules, const Position& p, Player side) {
    Position asSide = p;
    asSide.toMove = side;
    MoveList moves;
    rules.legalMoves(asSide, moves);
    std::vector<int> gains;
    for (Move m : moves) {
        Position after = asSide;
        rules.apply(after, m);
        if (after.captured[side] > asSide.captured[side])
            gains.push_back(after.captured[side] - asSide.captured[side]);
    }
    return gains;
}

}  // namespace

class TestAi : public QObject {
    Q_OBJECT
  private slots:
    void neverAnIllegalMove_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<QStringList>("settings");
        QTest::newRow("mackay") << int(GameId::KimasaiMackay) << QStringList{};
        QTest::newRow("mackay short laps")
            << int(GameId::KimasaiMackay) << QStringList{"max-laps=4", "reserve=2"};
        QTest::newRow("klamroth") << int(GameId::KimasaiKlamroth) << QStringList{"columns=5"};
        QTest::newRow("en-gehe 2x6") << int(GameId::EnGehe) << QStringList{"columns=6"};
        QTest::newRow("en-gehe 2x40") << int(GameId::EnGehe) << QStringList{};
    }
    void neverAnIllegalMove() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        std::vector<std::string> s;
        for (const auto& x : settings) s.push_back(x.toStdString());
        int checked = 0;
        for (const GameState& g : positions(optionsOf(GameId(game), s), 6, 7, 11)) {
            for (int level : {1, 2, 3}) {
                const auto r = ai::chooseMove(g.rules(), g.position(), g.history(), level,
                                              std::uint64_t(checked));
                QVERIFY2(g.legalMoves().contains(r.move), "the AI chose an illegal move");
                ++checked;
            }
        }
        QVERIFY(checked > 30);
    }

    // Positions with an endless candidate: the AI never picks it.
    void neverAnEndlessMove() {
        for (const auto* f :
             {&test::kMackayEndless, &test::kEnGeheEndless, &test::kEnGeheTinyEndless}) {
            GameId id{};
            parseGameId(f->game, id);
            GameState g(optionsOf(id, f->settings));
            for (const auto& name : f->moves) {
                int pit = -1;
                g.rules().geometry().parse(name, pit);
                g.play(Move(pit));
            }
            for (int level = 1; level <= 4; ++level)
                for (std::uint64_t seed = 0; seed < 8; ++seed) {
                    const auto r =
                        ai::chooseMove(g.rules(), g.position(), g.history(), level, seed);
                    QVERIFY(g.legalMoves().contains(r.move));
                }
        }
    }

    // Wins in one and in two moves, found by brute force on random positions.
    void findsForcedWins_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<QStringList>("settings");
        QTest::newRow("mackay") << int(GameId::KimasaiMackay) << QStringList{"reserve=0"};
        QTest::newRow("klamroth") << int(GameId::KimasaiKlamroth) << QStringList{"columns=4"};
        QTest::newRow("en-gehe") << int(GameId::EnGehe) << QStringList{"columns=4", "seeds=2"};
    }
    void findsForcedWins() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        std::vector<std::string> s;
        for (const auto& x : settings) s.push_back(x.toStdString());
        int inOne = 0, inTwo = 0;
        for (const GameState& g : positions(optionsOf(GameId(game), s), 300, 1, 5)) {
            if (inOne >= 10 && inTwo >= 5) break;
            std::vector<Move> one, two;
            for (Move m : g.legalMoves()) {
                if (winsAtOnce(g, m))
                    one.push_back(m);
                else if (inTwo < 5 && g.legalMoves().size <= 8 && winsInTwo(g, m))
                    two.push_back(m);
            }
            if (one.empty() && two.empty()) continue;
            const auto r = ai::chooseMove(g.rules(), g.position(), g.history(), 4, 1);
            if (!one.empty()) {
                ++inOne;
                QVERIFY2(std::find(one.begin(), one.end(), r.move) != one.end(),
                         "missed a win in one");
            } else {
                ++inTwo;
                QVERIFY2(winsInTwo(g, r.move), "missed a forced win in two");
            }
        }
        QVERIFY2(inOne >= 3, "too few positions with a win in one");
        QVERIFY2(inTwo >= 1, "no position with a forced win in two");
    }

    void sameSeedSameChoice() {
        const GameState g(Options::defaults(GameId::EnGehe));
        for (int level = 1; level <= 4; ++level) {
            const auto a = ai::chooseMove(g.rules(), g.position(), g.history(), level, 9);
            const auto b = ai::chooseMove(g.rules(), g.position(), g.history(), level, 9);
            QCOMPARE(a.move, b.move);
            QCOMPARE(a.nodes, b.nodes);
            QCOMPARE(a.score, b.score);
        }
    }

    void cancellationIsPrompt() {
        const Rules rules(optionsOf(GameId::EnGehe, {"columns=50"}));
        ai::Searcher searcher(rules);
        std::atomic<bool> cancel{false};
        ai::SearchResult result;
        std::chrono::steady_clock::time_point returned;
        std::thread worker([&] {
            ai::SearchLimits unlimited;  // no node or time budget
            result = searcher.search(rules.start(), {}, unlimited, 1, &cancel);
            returned = std::chrono::steady_clock::now();
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        const auto asked = std::chrono::steady_clock::now();
        cancel = true;
        worker.join();
        const auto ms = std::chrono::duration<double, std::milli>(returned - asked).count();
        QVERIFY2(ms < 50, qPrintable(QString("took %1 ms to stop").arg(ms)));
        QVERIFY(result.cancelled);
        QVERIFY(rules.check(rules.start(), result.move) == MoveCheck::Legal);
    }

    // A CPU-clocked budget is spent in this thread's CPU time: at least the
    // budget (however loaded the machine), and never less than wall time.
    void cpuClockBudgetCountsThisThread() {
        const Rules rules(optionsOf(GameId::EnGehe, {"columns=40"}));
        ai::Searcher searcher(rules);
        ai::SearchLimits limits;
        limits.maxSeconds = 0.2;
        limits.cpuClock = true;
        const double cpuBefore = ai::threadCpuSecondsNow();
        const double wallBefore = ai::secondsNow();
        const ai::SearchResult result = searcher.search(rules.start(), {}, limits, 1);
        const double cpu = ai::threadCpuSecondsNow() - cpuBefore;
        const double wall = ai::secondsNow() - wallBefore;
        QVERIFY2(cpu >= 0.2, qPrintable(QString("stopped after %1 s of CPU").arg(cpu)));
        // The two clocks are read separately and tick differently: allow a
        // few milliseconds (a fresh CI machine once saw CPU just above wall).
        QVERIFY2(wall >= cpu - 0.005,
                 qPrintable(QString("CPU %1 s, wall %2 s").arg(cpu).arg(wall)));
        QVERIFY(!result.cancelled && result.depth >= 2);
    }

    // The four-row evaluation's capture terms agree with captures found by
    // playing the moves: the sum for each side, and the best for each.
    void fourRowCaptureTerms() {
        const Options o = optionsOf(GameId::KimasaiKlamroth);
        int withCaptures = 0;
        for (const GameState& g : positions(o, 20, 3, 21)) {
            const Position& p = g.position();
            const Player me = p.toMove;
            const auto mine = captureGains(g.rules(), p, me);
            const auto theirs = captureGains(g.rules(), p, opponent(me));
            const auto sum = [](const std::vector<int>& v) {
                return std::accumulate(v.begin(), v.end(), 0);
            };
            const auto best = [](const std::vector<int>& v) {
                return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
            };
            ai::EvalWeights only{};
            only.klamrothSeeds = only.klamrothFront = only.klamrothMobility = 0;
            only.klamrothTempo = only.klamrothDanger = 0;
            only.klamrothThreat = 1;
            QCOMPARE(ai::evaluate(g.rules(), p, only), sum(mine) - sum(theirs));
            only.klamrothThreat = 0;
            only.klamrothTempo = 1;
            QCOMPARE(ai::evaluate(g.rules(), p, only), best(mine));
            only.klamrothTempo = 0;
            only.klamrothDanger = 1;
            QCOMPARE(ai::evaluate(g.rules(), p, only), -best(theirs));
            withCaptures += !mine.empty();
        }
        QVERIFY2(withCaptures > 20, "too few positions with a capture to check");
    }

    // Each level plays deeper than the one below in the four-row game.
    // En Gehé's terms on a 2x3 board, each weight alone: South (to move)
    // has 5, 0, 1 seeds on its row and North 0, 3, 2 facing them; South has
    // captured 7, North 4.
    void enGeheTerms() {
        Options o = Options::defaults(GameId::EnGehe);
        o.columns = 3;
        o.seeds = 1;
        const Rules rules(o);
        Position p = rules.start();
        const int mine[3] = {5, 0, 1}, theirs[3] = {0, 3, 2};
        const MoveList& pits = rules.ownPits(p.toMove);
        for (int i = 0; i < 3; ++i) {
            p.pits[pits[i]] = std::uint16_t(mine[i]);
            p.pits[rules.geometry().opposite(pits[i])] = std::uint16_t(theirs[i]);
        }
        p.captured[p.toMove] = 7;
        p.captured[opponent(p.toMove)] = 4;
        const auto alone = [&](int ai::EvalWeights::*term) {
            ai::EvalWeights w{};
            w.enGeheCaptured = w.enGeheOwnRow = w.enGeheOccupied = w.enGeheTargets = 0;
            w.*term = 1;
            return ai::evaluate(rules, p, w);
        };
        QCOMPARE(alone(&ai::EvalWeights::enGeheCaptured), 7 - 4);
        QCOMPARE(alone(&ai::EvalWeights::enGeheOwnRow), 6 - 5);
        QCOMPARE(alone(&ai::EvalWeights::enGeheOccupied), 2 - 2);
        // 3 of theirs face my empty pit; my 5 face their empty one.
        QCOMPARE(alone(&ai::EvalWeights::enGeheTargets), 3 - 5);
        // From North's side every term changes sign.
        p.toMove = opponent(p.toMove);
        const ai::EvalWeights w;
        QCOMPARE(ai::evaluate(rules, p),
                 -(w.enGeheCaptured * 3 + w.enGeheOwnRow * 1 + w.enGeheTargets * -2));
    }

    void fourRowLevelsClimbByDepth() {
        int previous = 0;
        for (int level = 2; level <= ai::kMaxLevel; ++level) {
            const int depth = ai::limitsForLevel(level, GameId::KimasaiKlamroth).maxDepth;
            QVERIFY(depth > previous);
            previous = depth;
        }
    }

    void mctsNeverIllegalAndTakesWinsInOne_data() { findsForcedWins_data(); }
    void mctsNeverIllegalAndTakesWinsInOne() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        std::vector<std::string> s;
        for (const auto& x : settings) s.push_back(x.toStdString());
        ai::MctsLimits limits;
        limits.maxPlayouts = 400;
        int checked = 0, inOne = 0;
        for (const GameState& g : positions(optionsOf(GameId(game), s), 40, 5, 5)) {
            ai::Mcts mcts(g.rules());
            const auto r = mcts.search(g.position(), g.history(), limits, std::uint64_t(checked));
            QVERIFY2(g.legalMoves().contains(r.move), "MCTS chose an illegal move");
            ++checked;
            std::vector<Move> one;
            for (Move m : g.legalMoves())
                if (winsAtOnce(g, m)) one.push_back(m);
            if (one.empty()) continue;
            ++inOne;
            QVERIFY2(std::find(one.begin(), one.end(), r.move) != one.end(),
                     "MCTS missed a win in one");
        }
        QVERIFY(checked >= 60);
        QVERIFY2(inOne >= 2, "too few positions with a win in one");
    }

    void mctsSameSeedSameChoice() {
        const GameState g(Options::defaults(GameId::KimasaiMackay));
        ai::MctsLimits limits;
        limits.maxPlayouts = 2000;
        ai::Mcts one(g.rules()), two(g.rules());
        const auto a = one.search(g.position(), g.history(), limits, 4);
        const auto b = two.search(g.position(), g.history(), limits, 4);
        QCOMPARE(a.move, b.move);
        QCOMPARE(a.score, b.score);
        QCOMPARE(a.nodes, std::uint64_t(2000));
    }

    // Splitting a match over threads changes nothing in its games.
    void threadsDoNotChangeAMatch() {
        const Options o = optionsOf(GameId::EnGehe, {"columns=8"});
        const auto one = ai::playMatch(o, {3}, {2}, 10, 5, 1);
        const auto two = ai::playMatch(o, {3}, {2}, 10, 5, 2);
        QCOMPARE(two.games, 10);
        QCOMPARE(two.plies, one.plies);
        QCOMPARE(two.first.wins, one.first.wins);
        QCOMPARE(two.first.losses, one.first.losses);
        QCOMPARE(two.second.moves, one.second.moves);
    }

    // With random openings, the two games of a pair start alike.
    void openingsArePlayedFromBothSides() {
        std::vector<std::vector<Move>> openings;
        const ai::MoveChooser record = [&](const GameState& game, std::uint64_t) {
            if (game.moves().size() == 6) openings.push_back(game.moves());
            return game.legalMoves()[0];
        };
        ai::playMatch(optionsOf(GameId::KimasaiMackay), record, record, {4, 3, 1, 6, {}});
        QCOMPARE(openings.size(), std::size_t(4));
        QCOMPARE(openings[0], openings[1]);
        QCOMPARE(openings[2], openings[3]);
        QVERIFY(openings[0] != openings[2]);
    }

    // An opening refused is drawn again: every game starts from an accepted
    // one, still the same for both games of a pair.
    void openingsAreDrawnAgainUntilAccepted() {
        // Refuses about two openings in three.
        const auto accepted = [](const GameState& game) { return game.position().hash % 3 == 0; };
        int refused = 0;
        const ai::MatchPlan plan{8, 3, 1, 6, [&](const GameState& game) {
                                     refused += accepted(game) ? 0 : 1;
                                     return accepted(game);
                                 }};
        std::vector<std::vector<Move>> openings;
        std::vector<bool> openingsAccepted;
        const ai::MoveChooser record = [&](const GameState& game, std::uint64_t) {
            if (game.moves().size() == 6) {
                openings.push_back(game.moves());
                openingsAccepted.push_back(accepted(game));
            }
            return game.legalMoves()[0];
        };
        const ai::MatchResult r =
            ai::playMatch(optionsOf(GameId::KimasaiMackay), record, record, plan);
        QCOMPARE(openings.size(), std::size_t(8));
        QVERIFY(refused > 0);  // the filter was asked, and said no at least once
        for (std::size_t g = 0; g < 8; g += 2) {
            QVERIFY(openingsAccepted[g]);
            QCOMPARE(openings[g], openings[g + 1]);
            QCOMPARE(r.openingPositions[g].hash, r.openingPositions[g + 1].hash);
        }
    }

    // Level 5 against uniformly random play on the four-row 4x6 board, each
    // of its moves judged by the exact solution (solver/). The first player
    // wins 4x6 with best play, and random play sometimes keeps that win to
    // the end: the longest defence at every move still loses 0.15% of such
    // games, and even the best strategy against random play 0.009%. So the
    // claims are that level 5 wins every game in which it ever stood on a won
    // position (losing one is a fault), and that its defence gives random play
    // the chances to go wrong that win it all 24 (a search with a planted bug
    // loses one). On a node budget, not a clock, so that the games are the
    // same in any build and under any load: 20,000 nodes is what one second
    // buys a sanitizer build on a loaded 2-core machine (a Release build gets
    // 700,000). Figures for longer matches: bench/ai_levels.sh.
    void levelFiveNeverLosesAWonGame() {
        const Options o = optionsOf(GameId::KimasaiKlamroth, {"columns=6"});
        const solver::Solution solution(o);
        const ai::Level5Budget budget{0, 20000};
        constexpr int kGames = 24;
        int wins = 0, stoodWon = 0, givenAway = 0;
        for (int g = 0; g < kGames; ++g) {
            const Player level5 = g % 2 == 0 ? South : North;
            GameState game(o);
            Random random(std::uint64_t(g) + 1);
            bool everWon = false;
            while (!game.position().over()) {
                const MoveList& legal = game.legalMoves();
                if (game.position().toMove != level5) {
                    game.play(legal[int(random.below(std::uint32_t(legal.size)))]);
                    continue;
                }
                const bool won = solver::isWin(solution.valueOf(game.position()));
                everWon = everWon || won;
                const auto r = ai::chooseMove(game.rules(), game.position(), game.history(), 5,
                                              random.next(), nullptr, budget);
                QVERIFY(legal.contains(r.move));
                game.play(r.move);
                givenAway += won && !game.position().over() &&
                             solver::isWin(solution.valueOf(game.position()));
            }
            if (level5 == South) QVERIFY2(everWon, "4x6 is a first-player win");
            stoodWon += everWon;
            wins += game.position().outcome == winFor(level5);
            QVERIFY2(game.position().outcome == winFor(level5) || !everWon,
                     qPrintable(QString("game %1: level 5 lost a game it had won").arg(g)));
        }
        qInfo(
            "level 5 won %d of %d games, stood on a won position in %d, gave a win away "
            "(random play gave it back) %d times",
            wins, kGames, stoodWon, givenAway);
        QCOMPARE(wins, kGames);
    }
};

QTEST_APPLESS_MAIN(TestAi)
#include "tst_ai.moc"
