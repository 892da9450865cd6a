// rules.md, "En Gehé": one scenario per rule sentence.
#include <QtTest>

#include "engine/game_state.h"
#include "scenario.h"

using namespace enkang;
using test::Scenario;
using Ints = std::vector<int>;
using Names = std::vector<std::string>;

namespace {
Scenario small(int columns = 6) {
    Scenario s = Scenario::of(GameId::EnGehe, {"columns=" + std::to_string(columns)});
    s.clear();
    return s;
}
}  // namespace

class TestEnGehe : public QObject {
    Q_OBJECT
  private slots:
    void startHasFourSeedsInEveryPit() {
        const Scenario s = Scenario::of(GameId::EnGehe);
        QCOMPARE(s.rules.geometry().columns(), 40);
        QCOMPARE(s.rowOf('a'), Ints(40, 4));
        QCOMPARE(s.rowOf('b'), Ints(40, 4));
        const Scenario big = Scenario::of(GameId::EnGehe, {"columns=50", "seeds=8"});
        QCOMPARE(big.rules.totalSeeds(big.position), 800);
        QCOMPARE(big.rowOf('b'), Ints(50, 8));
    }

    void southSowsCounterclockwise() {
        Scenario s = small();
        s.set("a5", 3).set("b1", 1);
        QVERIFY(s.play("a5"));
        QCOMPARE(s.dropsNamed(), (Names{"a6", "b6", "b5"}));
    }

    void northSowsCounterclockwiseToo() {
        Scenario s = small();
        s.toMove(North).set("b2", 3).set("a6", 1);
        QVERIFY(s.play("b2"));
        QCOMPARE(s.dropsNamed(), (Names{"b1", "a1", "a2"}));
    }

    void onlyNonEmptyPitsOfTheMoversRow() {
        Scenario s = small();
        s.set("a1", 1).set("b1", 1);
        QCOMPARE(s.check("b1"), MoveCheck::NotYours);
        QCOMPARE(s.check("a2"), MoveCheck::Empty);
        QCOMPARE(s.check("a1"), MoveCheck::Legal);
    }

    void relaySowingLiftsAnOccupiedLandingPit() {
        Scenario s = small();
        s.set("a1", 1).set("a2", 1).set("b6", 1);
        QVERIFY(s.play("a1"));
        QCOMPARE(s.dropsNamed(), (Names{"a2", "a3", "a4"}));
        QCOMPARE(s.count(TraceKind::Lift), 2);
        QCOMPARE(s.laps(), 2);
    }

    // Landing in an empty pit of one's own row with seeds opposite: both are captured.
    void captureTakesTheOppositeSeedsAndTheLandingSeed() {
        Scenario s = small();
        s.set("a2", 2).set("b4", 3).set("b1", 1);
        QVERIFY(s.play("a2"));
        QCOMPARE(s.at("a4"), 0);
        QCOMPARE(s.at("b4"), 0);
        QCOMPARE(int(s.position.captured[South]), 4);
        QCOMPARE(s.trace.back().reason, MoveEnd::CapturedOpposite);
        QCOMPARE(s.rules.totalSeeds(s.position), 6);
    }

    // ...with nothing opposite, nothing is captured and the seed stays.
    void noCaptureWithoutAnOppositeSeed() {
        Scenario s = small();
        s.set("a2", 2).set("b1", 1);
        QVERIFY(s.play("a2"));
        QCOMPARE(s.at("a4"), 1);
        QCOMPARE(int(s.position.captured[South]), 0);
        QCOMPARE(s.trace.back().reason, MoveEnd::LandedInEmptyPit);
        QVERIFY(!s.position.over());
    }

    void landingInTheOpponentsRowNeverCaptures() {
        Scenario s = small();
        s.set("a5", 2).set("a1", 1).set("b1", 1);
        QVERIFY(s.play("a5"));  // a6, b6: b6 empty, a6 opposite now holds a seed
        QCOMPARE(s.at("b6"), 1);
        QCOMPARE(s.at("a6"), 1);
        QCOMPARE(int(s.position.captured[South]), 0);
    }

    void northCapturesInItsOwnRow() {
        Scenario s = small();
        s.toMove(North).set("b5", 2).set("a3", 2).set("a6", 1);
        QVERIFY(s.play("b5"));  // b4, b3: b3 empty, a3 opposite
        QCOMPARE(int(s.position.captured[North]), 3);
        QCOMPARE(s.at("a3"), 0);
    }

    void originPitIsNotSkipped() {
        Scenario s = small(3);
        s.set("a1", 6).set("b2", 1);
        QVERIFY(s.play("a1"));
        // a2 a3 b3 b2 b1 a1: the last seed falls into the emptied origin,
        // an empty pit of South's row, facing b1 (1 seed): a capture.
        QCOMPARE(s.dropsNamed().back(), std::string("a1"));
        QCOMPARE(int(s.position.captured[South]), 2);
    }

    // End: the player to move cannot move; the board goes to the last mover.
    void leftoverSeedsGoToTheLastMover() {
        Scenario s = small(3);
        s.set("a3", 1).ply(7);
        QVERIFY(s.play("a3"));  // to b3: North has a seed but ... it can move
        QVERIFY(!s.position.over());
        Scenario t = small(3);
        t.set("a3", 2).ply(7);
        QVERIFY(t.play("a3"));  // b3, b2 land in North's row; North can move
        QVERIFY(!t.position.over());
        Scenario u = small(3);
        u.set("a2", 1).set("a1", 2).ply(7);
        QVERIFY(u.play("a2"));  // a3: empty own pit, nothing opposite; North has no seed
        QVERIFY(u.position.over());
        QCOMPARE(u.position.end, GameEnd::NoLegalMove);
        QCOMPARE(int(u.position.captured[South]), 3);
        QCOMPARE(u.rowOf('a'), Ints(3, 0));
        QCOMPARE(u.position.outcome, Outcome::SouthWins);
    }

    void moreCapturedSeedsWin_equalCountsDraw() {
        auto finish = [](int southBefore, int northBefore) {
            Scenario s = small(3);
            s.set("a2", 1).set("a1", 2).ply(7);
            s.position.captured = {std::uint16_t(southBefore), std::uint16_t(northBefore)};
            s.fix();
            s.play("a2");
            return s.position.outcome;
        };
        QCOMPARE(finish(0, 4), Outcome::NorthWins);
        QCOMPARE(finish(0, 3), Outcome::Draw);
        QCOMPARE(finish(1, 3), Outcome::SouthWins);
    }
};

QTEST_APPLESS_MAIN(TestEnGehe)
#include "tst_engehe.moc"
