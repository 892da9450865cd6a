// rules.md, "Board coordinates": options and their ranges, pit names,
// opposite pits, and the direction of every track.
#include <QtTest>

#include "engine/game_state.h"
#include "scenario.h"

using namespace enkang;
using test::Scenario;

namespace {

std::vector<std::string> track(const Rules& rules, Player p, const char* from) {
    int pit = -1;
    rules.geometry().parse(from, pit);
    std::vector<std::string> out;
    const int start = pit;
    do {
        out.push_back(rules.geometry().name(pit));
        pit = rules.next(p, pit);
    } while (pit != start);
    return out;
}

std::string join(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
    return s;
}

}  // namespace

class TestBoard : public QObject {
    Q_OBJECT
  private slots:
    void southMovesFirstUnlessFirstIsNorth_data() {
        QTest::addColumn<int>("game");
        QTest::newRow("mackay") << int(GameId::KimasaiMackay);
        QTest::newRow("klamroth") << int(GameId::KimasaiKlamroth);
        QTest::newRow("en-gehe") << int(GameId::EnGehe);
    }
    void southMovesFirstUnlessFirstIsNorth() {
        QFETCH(int, game);
        Options o = Options::defaults(GameId(game));
        QCOMPARE(Rules(o).start().toMove, South);
        QVERIFY(o.set("first", "north").empty());
        const GameState state(o);
        QCOMPARE(state.position().toMove, North);
        for (Move m : state.legalMoves()) QCOMPARE(state.rules().geometry().owner(m), North);
    }

    void optionsBelongOnlyToTheirGames() {
        auto accepts = [](GameId g, const char* kv) {
            return Options::defaults(g).set(kv).empty();
        };
        for (GameId g : {GameId::KimasaiMackay, GameId::KimasaiKlamroth, GameId::EnGehe}) {
            QVERIFY(accepts(g, "first=south"));
            QVERIFY(accepts(g, "first=north"));
            QVERIFY(!accepts(g, "first=east"));
            QVERIFY(!accepts(g, "colour=red"));
            QVERIFY(!accepts(g, "noequals"));
        }
        QVERIFY(accepts(GameId::KimasaiMackay, "max-laps=5"));
        QVERIFY(accepts(GameId::EnGehe, "max-laps=5"));
        QVERIFY(!accepts(GameId::KimasaiKlamroth, "max-laps=5"));
        QVERIFY(accepts(GameId::KimasaiMackay, "reserve=3"));
        QVERIFY(!accepts(GameId::EnGehe, "reserve=3"));
        QVERIFY(!accepts(GameId::KimasaiKlamroth, "reserve=3"));
        QVERIFY(!accepts(GameId::KimasaiMackay, "columns=10"));
        QVERIFY(accepts(GameId::KimasaiKlamroth, "columns=10"));
        QVERIFY(accepts(GameId::EnGehe, "seeds=5"));
        QVERIFY(!accepts(GameId::KimasaiKlamroth, "seeds=5"));
        QVERIFY(!accepts(GameId::KimasaiMackay, "seeds=5"));
    }

    void optionRanges_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("low");
        QTest::addColumn<int>("high");
        QTest::newRow("mackay max-laps")
            << int(GameId::KimasaiMackay) << "max-laps" << 1 << 1000000;
        QTest::newRow("en-gehe max-laps") << int(GameId::EnGehe) << "max-laps" << 1 << 1000000;
        QTest::newRow("reserve") << int(GameId::KimasaiMackay) << "reserve" << 0 << 32;
        QTest::newRow("klamroth columns") << int(GameId::KimasaiKlamroth) << "columns" << 3 << 24;
        QTest::newRow("en-gehe columns") << int(GameId::EnGehe) << "columns" << 3 << 50;
        QTest::newRow("seeds") << int(GameId::EnGehe) << "seeds" << 1 << 12;
    }
    void optionRanges() {
        QFETCH(int, game);
        QFETCH(QString, key);
        QFETCH(int, low);
        QFETCH(int, high);
        const std::string k = key.toStdString();
        auto accepts = [&](const std::string& v) {
            return Options::defaults(GameId(game)).set(k, v).empty();
        };
        QVERIFY(accepts(std::to_string(low)));
        QVERIFY(accepts(std::to_string(high)));
        QVERIFY(!accepts(std::to_string(high + 1)));
        if (low > 0) QVERIFY(!accepts(std::to_string(low - 1)));
        QVERIFY(!accepts("-1"));
        QVERIFY(!accepts("abc"));
        QVERIFY(!accepts(""));
        QVERIFY(!accepts("99999999999999999999"));
        Options o = Options::defaults(GameId(game));
        QVERIFY(o.set(k, std::to_string(high)).empty());
        QCOMPARE(o.value(k), std::to_string(high));
    }

    void defaults() {
        const Options m = Options::defaults(GameId::KimasaiMackay);
        QCOMPARE(m.maxLaps, 10000);
        QCOMPARE(m.reserve, 24);
        QCOMPARE(Options::defaults(GameId::KimasaiKlamroth).columns, 12);
        QCOMPARE(Options::defaults(GameId::EnGehe).columns, 40);
        QCOMPARE(Options::defaults(GameId::EnGehe).seeds, 4);
        QCOMPARE(Options::defaults(GameId::EnGehe).first, South);
    }

    void rowsAreLetteredFromSouthsBackRow() {
        const Rules four(Options::defaults(GameId::KimasaiKlamroth));
        const Geometry& g = four.geometry();
        int pit = -1;
        QCOMPARE(g.parse("a1", pit), PitNameError::None);
        QCOMPARE(g.owner(pit), South);
        QCOMPARE(g.rowOf(pit), g.backRow(South));
        QCOMPARE(g.parse("b3", pit), PitNameError::None);
        QVERIFY(g.isFront(pit));
        QCOMPARE(g.owner(pit), South);
        QCOMPARE(g.parse("c3", pit), PitNameError::None);
        QVERIFY(g.isFront(pit));
        QCOMPARE(g.owner(pit), North);
        QCOMPARE(g.parse("d12", pit), PitNameError::None);
        QCOMPARE(g.owner(pit), North);
        QCOMPARE(g.name(pit), std::string("d12"));
        QCOMPARE(g.parse("d13", pit), PitNameError::NoSuchPit);
        QCOMPARE(g.parse("e1", pit), PitNameError::NoSuchPit);

        const Rules two(Options::defaults(GameId::EnGehe));
        QCOMPARE(two.geometry().rows(), 2);
        QCOMPARE(two.geometry().parse("a40", pit), PitNameError::None);
        QCOMPARE(two.geometry().owner(pit), South);
        QCOMPARE(two.geometry().parse("b40", pit), PitNameError::None);
        QCOMPARE(two.geometry().owner(pit), North);
        QCOMPARE(two.geometry().parse("c1", pit), PitNameError::NoSuchPit);
        QCOMPARE(two.geometry().parse("a41", pit), PitNameError::NoSuchPit);
    }

    void malformedPitNames_data() {
        QTest::addColumn<QString>("text");
        for (const char* bad :
             {"", "b", "3", "b0", "b03", "B3", "b3x", "bb", "b-1", " b3", "b3 ", "b99999"})
            QTest::newRow(bad) << bad;
    }
    void malformedPitNames() {
        QFETCH(QString, text);
        const Rules rules(Options::defaults(GameId::KimasaiKlamroth));
        int pit = 7;
        QVERIFY(rules.geometry().parse(text.toStdString(), pit) != PitNameError::None);
        QCOMPARE(pit, 7);  // untouched on failure
    }

    void everyPitNameRoundTrips() {
        for (GameId game : {GameId::KimasaiMackay, GameId::KimasaiKlamroth, GameId::EnGehe}) {
            const Rules rules(Options::defaults(game));
            for (int pit = 0; pit < rules.pitCount(); ++pit) {
                int back = -1;
                QCOMPARE(rules.geometry().parse(rules.geometry().name(pit), back),
                         PitNameError::None);
                QCOMPARE(back, pit);
            }
        }
    }

    void oppositePits() {
        const Geometry four(4, 12);
        int b5 = -1, c5 = -1, a5 = -1;
        four.parse("b5", b5);
        four.parse("c5", c5);
        four.parse("a5", a5);
        QCOMPARE(four.opposite(b5), c5);
        QCOMPARE(four.opposite(c5), b5);
        const Geometry two(2, 40);
        two.parse("a5", a5);
        int bb5 = -1;
        two.parse("b5", bb5);
        QCOMPARE(two.opposite(a5), bb5);
        QCOMPARE(two.opposite(bb5), a5);
    }

    // Kimasai two-phase sows clockwise: South b1..bN, aN..a1; North cN..c1, d1..dN.
    void mackayTracksAreClockwise() {
        const Rules rules(Options::defaults(GameId::KimasaiMackay));
        QCOMPARE(join(track(rules, South, "b1")),
                 std::string("b1 b2 b3 b4 b5 b6 b7 b8 a8 a7 a6 a5 a4 a3 a2 a1"));
        QCOMPARE(join(track(rules, North, "c8")),
                 std::string("c8 c7 c6 c5 c4 c3 c2 c1 d1 d2 d3 d4 d5 d6 d7 d8"));
    }
    // Kimasai four-row steps counterclockwise: South a1..aN, bN..b1; North c1..cN, dN..d1.
    void klamrothTracksAreCounterclockwise() {
        const Rules rules(Scenario::of(GameId::KimasaiKlamroth, {"columns=4"}).rules);
        QCOMPARE(join(track(rules, South, "a1")), std::string("a1 a2 a3 a4 b4 b3 b2 b1"));
        QCOMPARE(join(track(rules, North, "c1")), std::string("c1 c2 c3 c4 d4 d3 d2 d1"));
    }
    // En Gehé: counterclockwise round the whole board, the same for both.
    void enGeheTrackIsTheWholeBoard() {
        const Rules rules(Scenario::of(GameId::EnGehe, {"columns=4"}).rules);
        const std::string expected = "a1 a2 a3 a4 b4 b3 b2 b1";
        QCOMPARE(join(track(rules, South, "a1")), expected);
        QCOMPARE(join(track(rules, North, "a1")), expected);
    }
};

QTEST_APPLESS_MAIN(TestBoard)
#include "tst_board.moc"
