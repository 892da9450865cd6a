// The computer opponent: never an illegal move, forced wins found, the same
// seed gives the same move, and cancellation is prompt.
#include <QtTest>
#include <atomic>
#include <chrono>
#include <thread>

#include "engine/ai/match.h"
#include "engine/game_state.h"
#include "engine/random.h"
#include "fixtures.h"

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

    void levelFiveBeatsRandomQuickly() {
        // A small sample here; the 100-game figures are in bench/ai_levels.sh.
        const auto r =
            ai::playMatch(optionsOf(GameId::KimasaiKlamroth, {"columns=6"}), {5}, {0}, 4, 3);
        QCOMPARE(r.first.wins, 4);
    }
};

QTEST_APPLESS_MAIN(TestAi)
#include "tst_ai.moc"
