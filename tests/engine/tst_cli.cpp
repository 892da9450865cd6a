// enkang-cli as cli.md fixes it: output shape, exit codes, and one-line
// errors that name the bad move or option.
#include <QtTest>

#include "cli_run.h"

using enkang::test::cli;
using enkang::test::Run;

namespace {

QJsonObject json(const Run& r) {
    return QJsonDocument::fromJson(r.out).object();
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT
  private slots:
    void playStartPositions() {
        const Run r = cli({"play", "kimasai-mackay"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QCOMPARE(r.out.count('\n'), 1);
        const QJsonObject o = json(r);
        QCOMPARE(o["game"].toString(), "kimasai-mackay");
        QCOMPARE(o["options"].toObject()["first"].toString(), "south");
        QCOMPARE(o["options"].toObject()["max-laps"].toInt(), 10000);
        QCOMPARE(o["options"].toObject()["reserve"].toInt(), 24);
        QCOMPARE(o["ply"].toInt(), 0);
        QCOMPARE(o["toMove"].toString(), "south");
        QCOMPARE(o["phase"].toInt(), 1);
        QCOMPARE(o["rows"].toObject().keys(), (QStringList{"a", "b", "c", "d"}));
        QCOMPARE(o["rows"].toObject()["b"].toArray().size(), 8);
        QCOMPARE(o["reserves"].toArray(), (QJsonArray{24, 24}));
        QVERIFY(!o.contains("captured"));
        QCOMPARE(o["over"].toBool(), false);
        QVERIFY(o["winner"].isNull());
        QCOMPARE(o["legal"].toArray().size(), 8);
        QCOMPARE(o["legal"].toArray()[0].toString(), "b1");

        const QJsonObject k = json(cli({"play", "kimasai-klamroth", "--set", "columns=5"}));
        QCOMPARE(k["captured"].toArray(), (QJsonArray{0, 0}));
        QVERIFY(!k.contains("phase") && !k.contains("reserves"));
        QCOMPARE(k["options"].toObject().keys(), (QStringList{"columns", "first"}));
        QCOMPARE(k["legal"].toArray(), (QJsonArray{"b2"}));

        const QJsonObject e =
            json(cli({"play", "en-gehe", "--set", "columns=50", "--set", "seeds=2"}));
        QCOMPARE(e["rows"].toObject().keys(), (QStringList{"a", "b"}));
        QCOMPARE(e["rows"].toObject()["a"].toArray().size(), 50);
        QCOMPARE(e["options"].toObject()["seeds"].toInt(), 2);
    }

    void playMovesAndLegalOrder() {
        const QJsonObject o = json(cli({"play", "kimasai-mackay", "b3", "c8"}));
        QCOMPARE(o["ply"].toInt(), 2);
        QCOMPARE(o["toMove"].toString(), "south");
        QCOMPARE(o["reserves"].toArray(), (QJsonArray{24, 23}));
        QCOMPARE(o["rows"].toObject()["b"].toArray(), (QJsonArray{1, 1, 0, 0, 2, 0, 2, 0}));
        const QJsonArray legal = o["legal"].toArray();
        QCOMPARE(legal.first().toString(), "a7");  // rows a,b,... then columns 1..N
        QCOMPARE(legal.last().toString(), "b7");
    }

    // A tiny board played to its end with the first legal move each time: the
    // last move's mover gains every seed that was on the board before it (what
    // it captured and the leftovers), the other side gains nothing.
    void enGeheEndGivesTheBoardToTheLastMover() {
        QStringList args{"play", "en-gehe", "--set", "columns=3", "--set", "seeds=1"};
        QJsonObject before, o = json(cli(args));
        while (!o["over"].toBool()) {
            before = o;
            args << o["legal"].toArray()[0].toString();
            o = json(cli(args));
        }
        auto onBoard = [](const QJsonObject& position) {
            int seeds = 0;
            for (const auto& row : position["rows"].toObject())
                for (const auto& v : row.toArray()) seeds += v.toInt();
            return seeds;
        };
        QVERIFY(!before.isEmpty());
        const int mover = before["toMove"].toString() == "south" ? 0 : 1;
        const QJsonArray was = before["captured"].toArray(), now = o["captured"].toArray();
        QVERIFY(onBoard(before) > 0);
        QCOMPARE(onBoard(o), 0);
        QCOMPARE(now[mover].toInt() - was[mover].toInt(), onBoard(before));
        QCOMPARE(now[1 - mover].toInt(), was[1 - mover].toInt());
        QCOMPARE(now[0].toInt() + now[1].toInt(), 6);
        QVERIFY(!o["winner"].isNull());
        QCOMPARE(o["legal"].toArray().size(), 0);
    }

    void badMoves_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no such pit") << QStringList{"play", "kimasai-mackay", "b9"}
                                     << "move 1 'b9': no such pit on this board";
        QTest::newRow("row e") << QStringList{"play", "kimasai-mackay", "b3", "e1"}
                               << "move 2 'e1': no such pit on this board";
        QTest::newRow("malformed")
            << QStringList{"play", "kimasai-mackay", "3b"} << "move 1 '3b': not a pit name";
        QTest::newRow("empty") << QStringList{"play", "kimasai-mackay", "b3", "c8", "b3"}
                               << "move 3 'b3': not legal: that pit is empty";
        QTest::newRow("not yours") << QStringList{"play", "kimasai-mackay", "c1"}
                                   << "move 1 'c1': not legal: that pit is not yours";
        QTest::newRow("blocked")
            << QStringList{"play", "kimasai-klamroth", "a1"}
            << "move 1 'a1': not legal: the pit it would step into is not empty";
        QTest::newRow("endless") << QStringList{"play", "kimasai-mackay", "--set", "max-laps=3",
                                                "b3"}
                                 << "move 1 'b3': not legal: the sowing never ends";
        QTest::newRow("two-row c")
            << QStringList{"play", "en-gehe", "c1"} << "move 1 'c1': no such pit on this board";
    }
    void badMoves() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(QString(r.err).startsWith(message), r.err.constData());
    }

    void moveAfterTheEnd() {
        QStringList args{"play", "kimasai-klamroth", "--set", "columns=3"};
        QJsonObject o = json(cli(args));
        while (!o["over"].toBool()) {
            args << o["legal"].toArray()[0].toString();
            o = json(cli(args));
        }
        const int n = int(args.size()) - 4;
        args << "a1";
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString(r.err).startsWith(
                     QString("move %1 'a1': not legal: the game is over").arg(n + 1)),
                 r.err.constData());
    }

    void badOptions_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown key")
            << QStringList{"play", "en-gehe", "--set", "speed=3"} << "speed=3";
        QTest::newRow("out of range")
            << QStringList{"play", "kimasai-mackay", "--set", "reserve=33"} << "reserve=33";
        QTest::newRow("wrong game")
            << QStringList{"play", "kimasai-klamroth", "--set", "seeds=3"} << "seeds=3";
        QTest::newRow("not a number")
            << QStringList{"play", "en-gehe", "--set", "columns=ten"} << "columns=ten";
        QTest::newRow("max-laps 0")
            << QStringList{"perft", "en-gehe", "2", "--set", "max-laps=0"} << "max-laps=0";
        QTest::newRow("first") << QStringList{"selfplay", "en-gehe", "--games",
                                              "1",        "--set",   "first=west"}
                               << "first=west";
        QTest::newRow("no value") << QStringList{"play", "en-gehe", "--set"} << "--set";
        QTest::newRow("unknown game") << QStringList{"play", "oware"} << "oware";
        QTest::newRow("unknown flag") << QStringList{"play", "en-gehe", "--fast"} << "--fast";
        QTest::newRow("perft depth") << QStringList{"perft", "en-gehe", "x"} << "x";
        QTest::newRow("games") << QStringList{"selfplay", "en-gehe", "--games", "-4"} << "-4";
        QTest::newRow("command") << QStringList{"fly"} << "fly";
    }
    void badOptions() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains(named.toUtf8()), r.err.constData());
    }

    void perftOutput() {
        const Run r = cli({"perft", "kimasai-klamroth", "4"});
        QCOMPARE(r.code, 0);
        QCOMPARE(QString(r.out),
                 "depth 1 nodes 1\ndepth 2 nodes 2\ndepth 3 nodes 3\ndepth 4 nodes 7\n");
    }

    void selfplayOutput() {
        const Run r = cli({"selfplay", "kimasai-mackay", "--games", "20", "--seed", "7"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o["games"].toInt(), 20);
        QVERIFY(o["plies"].toInt() > 20);
        const QJsonObject w = o["wins"].toObject();
        QCOMPARE(w["south"].toInt() + w["north"].toInt() + w["draw"].toInt(), 20);
        QVERIFY(o.contains("seconds") && o["playoutsPerSecond"].toDouble() > 0);
        // reproducible
        QCOMPARE(json(cli({"selfplay", "kimasai-mackay", "--games", "20", "--seed", "7"}))["plies"],
                 o["plies"]);
    }

    // The computer opponent's commands: output shape, reproducibility, errors.
    void aiOutput() {
        const Run r = cli({"ai", "kimasai-klamroth", "--level", "4", "b2"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        for (const char* key : {"move", "score", "depth", "nodes", "seconds", "level"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["depth"].toInt(), 3);  // level 4 of the four-row game: three plies
        QCOMPARE(json(cli({"ai", "kimasai-klamroth", "--level", "4", "b2"}))["move"], o["move"]);
        // Level 5 deepens until its second is spent: past level 4's depth.
        const QJsonObject five = json(cli({"ai", "kimasai-klamroth", "--level", "5", "b2"}));
        QVERIFY2(five["depth"].toInt() > 4, qPrintable(QString::number(five["depth"].toInt())));
        QCOMPARE(cli({"ai", "kimasai-mackay", "--level", "9"}).code, 2);
        QCOMPARE(cli({"ai", "kimasai-mackay"}).code, 2);
    }

    // --seconds: level 5's time a move, on the wall clock, for ai and match.
    void levelFiveSeconds() {
        const auto think = [](const char* seconds) {
            return json(cli({"ai", "en-gehe", "--level", "5", "--seconds", seconds}));
        };
        const QJsonObject quick = think("0.2"), slow = think("2");
        QVERIFY2(quick["seconds"].toDouble() >= 0.1 && quick["seconds"].toDouble() < 1.0,
                 qPrintable(QString::number(quick["seconds"].toDouble())));
        QVERIFY2(slow["seconds"].toDouble() >= 1.5,
                 qPrintable(QString::number(slow["seconds"].toDouble())));
        QVERIFY(slow["depth"].toInt() >= quick["depth"].toInt());
        for (const char* bad : {"0", "601", "abc", "3,5", "-1", "nan", "inf", "1e3", "+1", ""}) {
            const Run r = cli({"ai", "en-gehe", "--level", "5", "--seconds", bad});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("--seconds"), r.err.constData());
        }
        // Only level 5 has a time; the others search to a fixed depth.
        const Run four = cli({"ai", "en-gehe", "--level", "4", "--seconds", "1"});
        QCOMPARE(four.code, 2);
        QVERIFY2(four.err.contains("level 5"), four.err.constData());
        const Run match = cli({"match", "kimasai-mackay", "--south", "ai:5", "--north", "ai:2",
                               "--games", "2", "--seconds", "0.05"});
        QCOMPARE(match.code, 0);
        QCOMPARE(json(match)["level5Seconds"].toDouble(), 0.05);
        const double perMove =
            json(match)["results"].toObject()["south"].toObject()["meanSecondsPerMove"].toDouble();
        // (No lower bound: level 5 answers at once once it has proved a win.)
        QVERIFY2(perMove < 0.5, qPrintable(QString::number(perMove)));
        QCOMPARE(cli({"match", "kimasai-mackay", "--south", "ai:3", "--north", "ai:2", "--games",
                      "2", "--seconds", "1"})
                     .code,
                 2);
        // analyse: up to two searches a move; at the default second three
        // moves would take three seconds or more.
        QElapsedTimer clock;
        clock.start();
        const Run analysed = cli({"analyse", "kimasai-klamroth", "--level", "5", "--seconds",
                                  "0.05", "b2", "c11", "b3"});
        QCOMPARE(analysed.code, 0);
        QCOMPARE(json(analysed)["moves"].toArray().size(), 3);
        QVERIFY2(clock.elapsed() < 2500, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(cli({"analyse", "kimasai-klamroth", "--level", "4", "--seconds", "1", "b2"}).code,
                 2);
    }

    void matchOutput() {
        const QStringList args = {"match",  "en-gehe", "--set",     "columns=8", "--south",
                                  "ai:3",   "--north", "ai:2",      "--games",   "6",
                                  "--seed", "4",       "--opening", "2"};
        const Run one = cli(args + QStringList{"--threads", "1"});
        const Run two = cli(args + QStringList{"--threads", "2"});
        QCOMPARE(one.code, 0);
        const QJsonObject o = json(one), t = json(two);
        QCOMPARE(o["games"].toInt(), 6);
        QCOMPARE(o["openingPlies"].toInt(), 2);
        const QJsonObject south = o["results"].toObject()["south"].toObject();
        const QJsonObject north = o["results"].toObject()["north"].toObject();
        QCOMPARE(south["wins"].toInt() + south["draws"].toInt() + south["losses"].toInt(), 6);
        QCOMPARE(south["wins"].toInt(), north["losses"].toInt());
        // Threads change the speed, not the games.
        QCOMPARE(t["plies"], o["plies"]);
        QCOMPARE(t["results"].toObject()["south"].toObject()["wins"], south["wins"]);
        QCOMPARE(
            cli({"match", "en-gehe", "--south", "ai:3", "--north", "bot", "--games", "2"}).code, 2);
        QCOMPARE(cli({"match", "en-gehe", "--south", "ai:3", "--north", "random"}).code, 2);
    }

    void analyseOutput() {
        const Run r = cli({"analyse", "kimasai-klamroth", "--level", "3", "b2", "c11", "b3"});
        QCOMPARE(r.code, 0);
        const QJsonArray moves = json(r)["moves"].toArray();
        QCOMPARE(moves.size(), 3);
        QCOMPARE(moves[1].toObject()["played"].toString(), QString("c11"));
        for (const auto& m : moves)
            for (const char* key : {"best", "evalBefore", "evalAfter", "depth", "mark"})
                QVERIFY2(m.toObject().contains(key), key);
        QCOMPARE(cli({"analyse", "kimasai-klamroth", "b2", "b2"}).code, 2);  // not North's pit
    }

    void help() {
        const Run r = cli({"help"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("play GAME"));
        QVERIFY(r.out.contains("perft GAME DEPTH"));
        QVERIFY(r.out.contains("selfplay GAME --games N"));
        QCOMPARE(cli({}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
