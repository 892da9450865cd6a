// `enkang-cli solve` as cli.md fixes it, on 4x3 to 4x6 with both starters:
// the JSON's value, plies, move and positions checked against the second
// method (exhaustive.h) on 4x3 to 4x5, and its best line played out by the
// engine on every board.
#include <QtTest>
#include <set>
#include <tuple>

#include "engine/game_state.h"
#include "exhaustive.h"

using namespace enkang;
using namespace enkang::test;

namespace {

Options klamroth(int columns, Player first) {
    Options o = Options::defaults(GameId::KimasaiKlamroth);
    o.columns = columns;
    o.first = first;
    return o;
}

struct Run {
    int code;
    QByteArray out;
    QByteArray err;
};

Run solve(int columns, Player first, const QStringList& more = {}) {
    QProcess p;
    p.start(QStringLiteral(ENKANG_CLI),
            QStringList{"solve", "kimasai-klamroth", "--set", QString("columns=%1").arg(columns),
                        "--set", QString("first=%1").arg(first == South ? "south" : "north")} +
                more);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// Positions counted once with their half-turn twin (the same pits turned
// round, the other side to move), as the solver counts them.
std::uint64_t halfTurnClasses(const ValueIteration& all) {
    const Rules& rules = all.rules();
    const Geometry& g = rules.geometry();
    std::set<std::tuple<std::uint64_t, std::uint64_t>> classes;
    for (std::size_t i = 0; i < all.size(); ++i) {
        Position p = all.position(i);
        if (p.toMove == North) {
            Position turned;
            for (int pit = 0; pit < g.pitCount(); ++pit)
                turned.pits[g.pit(3 - g.rowOf(pit), g.columns() - 1 - g.columnOf(pit))] =
                    p.pits[pit];
            p = turned;
        }
        const RepetitionKey key = rules.repetitionKey(p);
        classes.emplace(key.low, key.high);
    }
    return classes.size();
}

}  // namespace

class TestSolveCli : public QObject {
    Q_OBJECT
  private slots:
    void solveSmallBoards_data() {
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("first");
        for (int columns = 3; columns <= 6; ++columns)
            for (Player first : {South, North})
                QTest::addRow("4x%d %s", columns, first == South ? "south" : "north")
                    << columns << int(first);
    }

    void solveSmallBoards() {
        QFETCH(int, columns);
        QFETCH(int, first);
        const Options options = klamroth(columns, Player(first));
        const Run r = solve(columns, Player(first));
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.count('\n'), 1);
        QVERIFY(r.err.contains("solve:"));  // progress goes to stderr
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char* key : {"value", "move", "plies", "positions", "seconds", "peakBytes"})
            QVERIFY2(o.contains(key), key);
        QVERIFY(o["seconds"].toDouble() >= 0);
        QVERIFY(o["peakBytes"].toDouble() > 0);
        const QString value = o["value"].toString();
        const int plies = o["plies"].toInt();

        // The best line is a game the engine plays to that end in that many plies.
        GameState game(options);
        for (const QJsonValue move : o["line"].toArray()) {
            int pit = -1;
            QCOMPARE(game.rules().geometry().parse(move.toString().toStdString(), pit),
                     PitNameError::None);
            QCOMPARE(game.play(Move(pit)), MoveCheck::Legal);
        }
        QVERIFY(game.position().over());
        QCOMPARE(game.position().outcome,
                 winFor(value == "win" ? Player(first) : opponent(Player(first))));
        QCOMPARE(int(game.moves().size()), plies);
        if (value == "loss")
            QVERIFY(o["move"].isNull());
        else
            QCOMPARE(o["move"].toString(), o["line"].toArray()[0].toString());

        if (columns > 5) {
            // 4x6: docs/solved.md's figures, which tst_solver_slow checks
            // against the second method.
            QCOMPARE(value + QString::number(plies), QString("win53"));
            QCOMPARE(o["positions"].toInteger(), qint64(907296));
            return;
        }
        const ValueIteration second(options);
        const Verdict start = second.verdict(0);
        QCOMPARE(QString(start.result), value.left(1));
        QCOMPARE(start.plies, plies);
        QCOMPARE(o["positions"].toInteger(), qint64(halfTurnClasses(second)));
        if (value == "win") {
            // The move given wins as fast as the start's value says.
            Position after = game.rules().start();
            int pit = -1;
            game.rules().geometry().parse(o["move"].toString().toStdString(), pit);
            game.rules().apply(after, Move(pit));
            game.rules().adjudicateQuick(after, History{});
            QCOMPARE(second.verdict(std::size_t(second.find(after))).text(),
                     "l" + std::to_string(plies - 1));
        }
    }

    // Layers put away in a scratch directory give the same results, and
    // their files go when the solve ends.
    void scratchDirectory() {
        QTemporaryDir scratch;
        const Run kept = solve(5, North);
        const Run putAway = solve(5, North, {"--scratch", scratch.path(), "--memory", "0"});
        QCOMPARE(putAway.code, 0);
        QJsonObject a = QJsonDocument::fromJson(kept.out).object();
        QJsonObject b = QJsonDocument::fromJson(putAway.out).object();
        for (const char* key : {"seconds", "peakBytes"}) {
            a.remove(key);
            b.remove(key);
        }
        QCOMPARE(b, a);
        QCOMPARE(QDir(scratch.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList());
    }

    // Blocks solved on two threads give the same JSON but for the time,
    // the memory and the thread count; a thread count out of range is a
    // usage error.
    void threads() {
        const Run one = solve(6, South);
        const Run two = solve(6, South, {"--threads", "2"});
        QCOMPARE(two.code, 0);
        QJsonObject a = QJsonDocument::fromJson(one.out).object();
        QJsonObject b = QJsonDocument::fromJson(two.out).object();
        QCOMPARE(a["threads"].toInt(), 1);
        QCOMPARE(b["threads"].toInt(), 2);
        for (const char* key : {"seconds", "peakBytes", "threads"}) {
            a.remove(key);
            b.remove(key);
        }
        QCOMPARE(b, a);
        for (const char* bad : {"0", "65", "two"}) {
            const Run refused = solve(4, South, {"--threads", bad});
            QCOMPARE(refused.code, 2);
            QVERIFY(refused.out.isEmpty());
            QVERIFY2(refused.err.contains("--threads"), refused.err.constData());
        }
    }

    void solveRefusesOtherGamesAndBigBoards() {
        QProcess p;
        p.start(QStringLiteral(ENKANG_CLI), {"solve", "en-gehe"});
        p.waitForFinished(60000);
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardOutput().isEmpty());
        p.start(QStringLiteral(ENKANG_CLI), {"solve", "kimasai-klamroth", "--set", "columns=24"});
        p.waitForFinished(60000);
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("columns=24"));
    }
};

QTEST_APPLESS_MAIN(TestSolveCli)
#include "tst_solve_cli.moc"
