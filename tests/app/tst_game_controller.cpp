// The Play page's controller and its models: moves played and refused,
// undo/redo, teams, the computer on its worker thread (the GUI thread keeps
// turning while it thinks), and QAbstractItemModelTester on every model.
#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

#include "engine/ai/clock.h"
#include "game_controller.h"

using enkang::ui::GameController;

namespace {
// CPU time this thread has used, in milliseconds.
qint64 threadCpuMs() {
    return qint64(enkang::ai::threadCpuSecondsNow() * 1000);
}
}  // namespace

class TestGameController : public QObject {
    Q_OBJECT
  private slots:
    void modelsPassTheModelTester() {
        GameController c;
        QAbstractItemModelTester boardTester(
            c.board(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester movesTester(
            c.moves(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        c.setAnimationMs(0);
        for (const char* game : {"kimasai-mackay", "kimasai-klamroth", "en-gehe"}) {
            const QVariantMap options =
                QString(game) == "kimasai-mackay" ? QVariantMap{} : QVariantMap{{"columns", 6}};
            QVERIFY(c.newGame(game, options));
            for (int i = 0; i < 6 && !c.over(); ++i) {
                const auto& legal = c.state().legalMoves();
                QVERIFY(c.playPit(legal[0]));
            }
            c.undo();
            c.redo();
        }
    }

    void boardShowsTheEngine() {
        GameController c;
        c.setAnimationMs(0);
        QVERIFY(c.newGame("kimasai-mackay"));
        QCOMPARE(c.board()->rowCount(), 32);
        QCOMPARE(c.board()->rows(), 4);
        QCOMPARE(c.board()->columns(), 8);
        QVERIFY(c.playNames({"b3", "c8"}));
        for (int pit = 0; pit < 32; ++pit) {
            const QModelIndex i = c.board()->index(pit);
            QCOMPARE(i.data(enkang::ui::BoardModel::SeedsRole).toInt(), c.engineSeeds(pit));
            QCOMPARE(i.data(enkang::ui::BoardModel::NameRole).toString(), c.pitName(pit));
            QCOMPARE(i.data(enkang::ui::BoardModel::LegalRole).toBool(),
                     c.state().legalMoves().contains(enkang::Move(pit)));
        }
        QCOMPARE(c.ply(), 2);
        QCOMPARE(c.reserves(), (QList<int>{24, 23}));
        QCOMPARE(c.movesText(), QString("b3 c8"));
        QCOMPARE(c.moves()->rowCount(), 2);
        QCOMPARE(c.lastMove(), QString("c8"));
    }

    void illegalPitsAreRefusedWithAReason() {
        GameController c;
        c.setAnimationMs(0);
        QVERIFY(c.newGame("kimasai-klamroth"));
        QSignalSpy refused(&c, &GameController::refused);
        QVERIFY(!c.playPit(c.pitIndex("c1")));
        QVERIFY(!c.playPit(c.pitIndex("b1")));
        QVERIFY(!c.playPit(c.pitIndex("a1")));
        QCOMPARE(refused.count(), 3);
        QVERIFY(refused[0][1].toString().contains("c1"));
        QVERIFY(refused[1][1].toString().contains("empty"));
        QVERIFY(refused[2][1].toString().contains("empty pit"));
        QCOMPARE(c.ply(), 0);
        QVERIFY(c.playPit(c.pitIndex("b2")));
        QCOMPARE(c.ply(), 1);
        QVERIFY(!c.newGame("chess"));
        QVERIFY(!c.newGame("en-gehe", {{"columns", 99}}));
    }

    void undoRedo() {
        GameController c;
        c.setAnimationMs(0);
        c.newGame("en-gehe", {{"columns", 6}});
        QVERIFY(c.playNames({"a1", "b1"}));
        const QString before = c.movesText();
        c.undo();
        QCOMPARE(c.ply(), 1);
        QVERIFY(c.canRedo());
        QCOMPARE(c.moves()->count(), 2);  // the undone move stays, greyed
        QCOMPARE(c.moves()->current(), 1);
        c.redo();
        QCOMPARE(c.movesText(), before);
        QVERIFY(!c.canRedo());
    }

    void teamMembersTakeTurnsHandlingTheSeeds() {
        GameController c;
        c.setAnimationMs(0);
        c.newGame("en-gehe", {{"columns", 6}}, {0, 0}, {"Ilmolelian", "Ilaiser"},
                  {{"Saitoti", "Lemayian"}, {"Kipeno"}});
        QCOMPARE(c.handler(), QString("Saitoti"));
        QVERIFY(c.playNames({"a1"}));
        QCOMPARE(c.handler(), QString("Kipeno"));
        QVERIFY(c.playNames({"b1"}));
        QCOMPARE(c.handler(), QString("Lemayian"));
        QCOMPARE(c.moves()->index(0).data(enkang::ui::RecordMoveModel::HandlerRole).toString(),
                 QString("Saitoti"));
    }

    // Level 5 thinks as long as Settings says (one second unless changed).
    void levelFiveThinksForItsTime() {
        GameController c;
        c.setAnimationMs(0);
        QCOMPARE(c.level5Seconds(), 1.0);
        QSignalSpy changed(&c, &GameController::level5SecondsChanged);
        c.setLevel5Seconds(0.2);
        QCOMPARE(changed.count(), 1);
        c.setLevel5Seconds(0);  // refused
        QCOMPARE(c.level5Seconds(), 0.2);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(c.newGame("en-gehe", {}, {5, 0}));
        QTRY_VERIFY_WITH_TIMEOUT(c.ply() == 1, 5000);
        // Its time, not less (the start of En Gehé has no forced result) and not the default
        // second.
        QVERIFY2(clock.elapsed() >= 150 && clock.elapsed() < 900,
                 qPrintable(QString::number(clock.elapsed())));
    }

    // The computer answers on its thread; meanwhile the GUI thread's event
    // loop keeps running and the GUI thread itself stays nearly idle.
    void computerMovesWithoutBlockingTheGuiThread() {
        GameController c;
        c.setAnimationMs(0);
        QElapsedTimer clock;
        qint64 last = 0, worstGap = 0;
        QTimer ticker;
        ticker.setInterval(5);
        connect(&ticker, &QTimer::timeout, [&] {
            worstGap = std::max(worstGap, clock.elapsed() - last);
            last = clock.elapsed();
        });
        clock.start();
        ticker.start();
        const qint64 guiCpuBefore = threadCpuMs();
        QVERIFY(c.newGame("en-gehe", {{"columns", 50}}, {5, 5}));
        QVERIFY(c.thinking());
        QTRY_VERIFY_WITH_TIMEOUT(c.ply() >= 3, 15000);
        ticker.stop();
        const qint64 guiCpu = threadCpuMs() - guiCpuBefore, wall = clock.elapsed();
        // Three level-5 moves take about a second each. A GUI thread that
        // waited for one would stall about that long; one that searched
        // itself, in slices between events, would use most of the time. The
        // 400 ms margin is for a loaded host, where three busy threads on two
        // cores have kept the GUI thread off a core for 150 ms.
        QVERIFY2(worstGap < 400, qPrintable(QString("GUI thread stalled %1 ms").arg(worstGap)));
        QVERIFY2(guiCpu * 5 < wall,
                 qPrintable(QString("GUI thread busy %1 of %2 ms").arg(guiCpu).arg(wall)));
        // Stop: the computer's side is handed to a person at once.
        QVERIFY(c.newGame("en-gehe", {{"columns", 50}}, {5, 5}));
        QVERIFY(c.thinking());
        c.stopThinking();
        QVERIFY(!c.thinking());
        QVERIFY(c.humanToMove());
        const int plyAfterStop = c.ply();
        QTest::qWait(1500);
        QCOMPARE(c.ply(), plyAfterStop);  // no late answer was played
        // A new game withdraws a running question at once.
        QVERIFY(c.newGame("en-gehe", {{"columns", 50}}, {5, 5}));
        QVERIFY(c.thinking());
        QElapsedTimer quit;
        quit.start();
        c.newGame("kimasai-mackay");
        QVERIFY(!c.thinking());
        // Waiting for the search would take up to its second; the margin is for a loaded host.
        QVERIFY2(quit.elapsed() < 400, qPrintable(QString::number(quit.elapsed())));
    }
};

QTEST_MAIN(TestGameController)
#include "tst_game_controller.moc"
