// The app's endgame tables (app/ui/endgame_tables.h): the game controller
// asks for them when level 5 plays the four-row game, they are built off the
// GUI thread (the controller returns before they are ready), level 5 on the
// app's worker thread then plays a covered position exactly, and quitting
// during a build neither hangs nor leaves half-built tables behind.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

#include "ai_worker.h"
#include "endgame_tables.h"
#include "engine/ai/endgame.h"
#include "game_controller.h"
#include "tests/engine/few_seeds.h"

using namespace enkang;
using enkang::ui::EndgameTables;

namespace {

constexpr int kSeeds = 4;  // 4x12: under a second to build
// Endgames this long take a search without the tables at least as many
// plies deep to prove; with them, the first iteration (depth 1) already has
// every child's exact value and the search stops there.
constexpr int kLongEndgame = 5;

Options klamroth(int columns, Player first = South) {
    Options o = Options::defaults(GameId::KimasaiKlamroth);
    o.columns = columns;
    o.first = first;
    return o;
}

}  // namespace

class TestEndgameTables : public QObject {
    Q_OBJECT
  private slots:
    void builtOffTheGuiThreadThenReadByLevelFive() {
        EndgameTables tables(kSeeds);
        EndgameTables::setInstance(&tables);
        QSignalSpy built(&tables, &EndgameTables::built);
        const Options o = klamroth(12);
        enkang::ui::GameController c;
        c.setAnimationMs(0);
        // Level 5 moves first: the controller asks for the tables and returns at once.
        QVERIFY(c.newGame("kimasai-klamroth", {{"columns", 12}}, {5, 0}));
        QVERIFY(c.thinking());
        QCOMPARE(built.count(), 0);
        QVERIFY(!tables.ready(o));
        QVERIFY(built.wait(20000));
        QCOMPARE(built.count(), 1);
        QCOMPARE(built.first().first().toInt(), 12);
        QVERIFY(tables.ready(o));
        // One build for both starts.
        const auto table = ai::level5Endgames(o);
        QVERIFY(table);
        QCOMPARE(ai::level5Endgames(klamroth(12, North)), table);

        enkang::ui::AiWorker worker;
        QSignalSpy chosen(&worker, &enkang::ui::AiWorker::chosen);
        int checked = 0;
        for (std::uint64_t seed = 1; seed < 200 && checked < 2; ++seed) {
            const auto game = test::playDownToSeeds(o, kSeeds, seed * 1000);
            if (!game) continue;
            const int plies = table->pliesToEnd(game->position());
            QVERIFY(plies > 0);
            if (plies < kLongEndgame) continue;
            worker.request(checked, game->sharedRules(), game->position(), game->history(), 5,
                           seed);
            // The answer comes within microseconds (a covered root ends the
            // deepening), maybe before a wait() would start: count instead.
            QTRY_COMPARE_WITH_TIMEOUT(chosen.count(), 1, 10000);
            const QList<QVariant> answer = chosen.takeFirst();
            QCOMPARE(answer[3].toInt(), 1);  // the depth: it read the tables
            const int exact = ai::kWinScore - plies;
            QCOMPARE(answer[2].toInt(), plies % 2 == 1 ? exact : -exact);
            GameState next = *game;
            QCOMPARE(next.play(Move(answer[1].toInt())), MoveCheck::Legal);
            QCOMPARE(table->pliesToEnd(next.position()), plies - 1);
            ++checked;
        }
        QCOMPARE(checked, 2);
        c.stopThinking();
        EndgameTables::setInstance(nullptr);
    }

    // What the Play page says: building from the game's start (level 5 playing
    // second too), then the seed count it plays exactly; nothing where level 5
    // does not play or the game has no tables.
    void theControllerSaysWhatTheTablesCover() {
        EndgameTables tables(kSeeds);
        EndgameTables::setInstance(&tables);
        enkang::ui::GameController c;  // made after the instance: it hears `built`
        c.setAnimationMs(0);
        QSignalSpy changed(&c, &enkang::ui::GameController::endgamesChanged);
        QVERIFY(c.newGame("kimasai-klamroth", {{"columns", 10}}, {0, 5}));
        QVERIFY(!c.thinking());  // the person moves first
        QVERIFY(c.endgamesBuilding());
        QCOMPARE(c.endgameSeeds(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(c.endgameSeeds() == kSeeds, 20000);
        QVERIFY(!c.endgamesBuilding());
        QVERIFY(changed.count() >= 2);  // the start, then the build's end

        QVERIFY(c.newGame("kimasai-klamroth", {{"columns", 10}}, {0, 4}));
        QCOMPARE(c.endgameSeeds(), 0);  // level 4 reads no tables
        QVERIFY(!c.endgamesBuilding());
        QVERIFY(c.newGame("kimasai-mackay", {}, {0, 5}));
        QCOMPARE(c.endgameSeeds(), 0);
        QVERIFY(!c.endgamesBuilding());
        QVERIFY(c.newGame("kimasai-klamroth", {{"columns", 10}}, {5, 0}));
        QCOMPARE(c.endgameSeeds(), kSeeds);  // built once per board size
        c.stopThinking();                    // level 5's side handed to a person
        QCOMPARE(c.endgameSeeds(), 0);
        EndgameTables::setInstance(nullptr);
    }

    void quittingDuringABuildDoesNotHang() {
        const Options o = klamroth(11);
        QElapsedTimer timer;
        {
            EndgameTables tables(EndgameTables::platformSeeds());
            tables.prepare(o);
            QTest::qWait(100);  // the build under way (it takes over a second)
            timer.start();
        }  // stops the build at its next layer and waits for it
        qInfo("stopped a build of %d seeds on 4x11 in %lld ms", EndgameTables::platformSeeds(),
              timer.elapsed());
        QVERIFY(timer.elapsed() < 5000);
        QVERIFY(!ai::level5Endgames(o));
    }
};

QTEST_MAIN(TestEndgameTables)
#include "tst_endgame_tables.moc"
