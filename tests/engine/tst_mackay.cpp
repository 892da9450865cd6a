// rules.md, "Bao la Kimasai, two-phase": one scenario per rule sentence.
#include <QtTest>

#include "engine/game_state.h"
#include "scenario.h"

using namespace enkang;
using test::Scenario;
using Ints = std::vector<int>;
using Names = std::vector<std::string>;

namespace {

Scenario phaseTwo() {
    Scenario s = Scenario::of(GameId::KimasaiMackay);
    s.clear().reserves(0, 0).ply(60);
    return s;
}

}  // namespace

class TestMackay : public QObject {
    Q_OBJECT
  private slots:
    void startPosition() {
        const Scenario s = Scenario::of(GameId::KimasaiMackay);
        QCOMPARE(s.rowOf('a'), Ints(8, 0));
        QCOMPARE(s.rowOf('b'), Ints(8, 1));
        QCOMPARE(s.rowOf('c'), Ints(8, 1));
        QCOMPARE(s.rowOf('d'), Ints(8, 0));
        QCOMPARE(int(s.position.reserve[South]), 24);
        QCOMPARE(int(s.position.reserve[North]), 24);
        const Scenario r = Scenario::of(GameId::KimasaiMackay, {"reserve=5"});
        QCOMPARE(int(r.position.reserve[North]), 5);
    }

    // Clockwise round the mover's own rows, with relay; the first move of
    // the game adds no cow.
    void southsFirstMoveSowsClockwiseWithRelayAndNoReserveCow() {
        Scenario s = Scenario::of(GameId::KimasaiMackay);
        QVERIFY(s.play("b3"));
        QCOMPARE(s.dropsNamed(), (Names{"b4", "b5", "b6", "b7", "b8", "a8", "a7"}));
        QCOMPARE(s.count(TraceKind::AddReserve), 0);
        QCOMPARE(int(s.position.reserve[South]), 24);
        QCOMPARE(s.rowOf('b'), (Ints{1, 1, 0, 0, 2, 0, 2, 0}));
        QCOMPARE(s.rowOf('a'), (Ints{0, 0, 0, 0, 0, 0, 1, 1}));
        QCOMPARE(s.laps(), 4);
        QCOMPARE(s.position.toMove, North);
    }

    void northSowsClockwiseToo_andTheFirstMoveExceptionHoldsForNorth() {
        Scenario s = Scenario::of(GameId::KimasaiMackay, {"first=north"});
        QVERIFY(s.play("c3"));
        QCOMPARE(s.dropsNamed(), (Names{"c2", "c1", "d1"}));
        QCOMPARE(int(s.position.reserve[North]), 24);
        QCOMPARE(s.rowOf('c'), (Ints{2, 0, 0, 1, 1, 1, 1, 1}));
        QCOMPARE(s.rowOf('d'), (Ints{1, 0, 0, 0, 0, 0, 0, 0}));
    }

    // Phase 1, after the first move: a reserve cow joins the named pit, then it is lifted.
    void phaseOneAddsAReserveCowBeforeLifting() {
        Scenario s = Scenario::of(GameId::KimasaiMackay);
        QVERIFY(s.play("b3"));
        QVERIFY(s.play("c8"));
        QCOMPARE(s.trace.front().kind, TraceKind::AddReserve);
        QCOMPARE(s.trace.front().count, 2);
        QCOMPARE(s.trace[1].kind, TraceKind::Lift);
        QCOMPARE(s.trace[1].count, 2);
        QCOMPARE(int(s.position.reserve[North]), 23);
        QCOMPARE(int(s.position.reserve[South]), 24);
        QCOMPARE(s.dropsNamed(), (Names{"c7", "c6", "c5", "c4", "c3", "c2", "c1", "d1"}));
        QCOMPARE(s.rules.totalSeeds(s.position), 64);
    }

    // North places its last cow on ply 48, South on ply 49; ply 50 is the
    // first move of phase 2 (and the mirror image with first=north).
    void phaseChangesAtPly50_data() {
        QTest::addColumn<QString>("first");
        QTest::newRow("south first") << "first=south";
        QTest::newRow("north first") << "first=north";
    }
    void phaseChangesAtPly50() {
        QFETCH(QString, first);
        Options o = Options::defaults(GameId::KimasaiMackay);
        o.set(first.toStdString());
        GameState game(o);
        const Player opener = o.first;
        for (int ply = 1; ply <= 50; ++ply) {
            QVERIFY2(!game.position().over(), "the scripted game ended early");
            const bool phaseOne = game.position().reserve[0] + game.position().reserve[1] > 0;
            QCOMPARE(phaseOne, ply < 50);
            game.play(game.legalMoves()[0]);
            // The opener's first move adds no cow; a phase-2 move adds none either.
            const int openerCows = std::min(24, (ply + 1) / 2 - 1);
            const int otherCows = std::min(24, ply / 2);
            QCOMPARE(int(game.position().reserve[opener]), 24 - openerCows);
            QCOMPARE(int(game.position().reserve[opponent(opener)]), 24 - otherCows);
        }
    }

    // Phase 1 with the mover's reserve empty but not the other's: no cow, no capture.
    void emptyOwnReserveInPhaseOneAddsNothingAndCapturesNothing() {
        Scenario s = Scenario::of(GameId::KimasaiMackay);
        s.clear().reserves(0, 3).ply(10).row('b', {1, 1}).row('c', {1, 1, 1, 1, 1, 1, 1, 1});
        QVERIFY(s.play("b1"));
        QCOMPARE(s.count(TraceKind::AddReserve), 0);
        QCOMPARE(s.count(TraceKind::Raid), 0);
        QCOMPARE(s.rowOf('b'), (Ints{0, 0, 1, 1, 0, 0, 0, 0}));
        QCOMPARE(s.at("c2"), 1);
        QCOMPARE(int(s.position.reserve[North]), 3);
    }

    // The last cow lands in an occupied front-row pit (b4) facing North's
    // cows (c4): in phase 2 that is a raid (checked first, so that the
    // scenario is one where the rule matters); in phase 1 it only relays.
    void noCapturesInPhaseOne() {
        auto position = [](Scenario& s) {
            s.row('b', {0, 1, 0, 1}).row('c', {0, 1, 1, 2, 0, 0, 0, 1});
        };
        Scenario raid = phaseTwo();
        position(raid);
        raid.row('b', {0, 2, 0, 1});  // no cow comes from the reserve in phase 2
        QVERIFY(raid.play("b2"));
        QCOMPARE(raid.count(TraceKind::Raid), 1);
        QCOMPARE(raid.at("c4"), 0);

        Scenario s = Scenario::of(GameId::KimasaiMackay);
        s.clear().reserves(4, 4).ply(10);
        position(s);
        QVERIFY(s.play("b2"));  // +1 reserve cow: b3, b4 (occupied) relays: b5, b6
        QCOMPARE(s.count(TraceKind::Raid), 0);
        QCOMPARE(s.at("c4"), 2);
        QCOMPARE(s.rowOf('c'), (Ints{0, 1, 1, 2, 0, 0, 0, 1}));
        QCOMPARE(s.rowOf('b'), (Ints{0, 0, 1, 0, 1, 1, 0, 0}));
        QCOMPARE(s.position.captured[South], 0);
    }

    // Phase 2 raid: the facing cows are sown starting in the capturing pit,
    // which keeps its own; the raid starts a new lap.
    void raidSowsFromTheCapturingPit() {
        Scenario s = phaseTwo();
        s.row('b', {1, 2}).row('c', {0, 3, 0, 0, 0, 0, 0, 1});
        QVERIFY(s.play("b1"));
        QCOMPARE(s.count(TraceKind::Raid), 1);
        QCOMPARE(s.rowOf('b'), (Ints{0, 4, 1, 1, 0, 0, 0, 0}));
        QCOMPARE(s.at("c2"), 0);
        QCOMPARE(s.dropsNamed(), (Names{"b2", "b2", "b3", "b4"}));
        QCOMPARE(s.laps(), 2);
        QCOMPARE(s.rules.totalSeeds(s.position), 7);
    }

    // Relay would lift b2; the raid comes first.
    void raidTakesPrecedenceOverRelay() {
        Scenario s = phaseTwo();
        s.row('b', {1, 1}).row('c', {0, 1, 0, 0, 0, 0, 0, 1});
        QVERIFY(s.play("b1"));
        // b1 -> b2 (2): raid c2 (1 cow) into b2 (3); b2 is then relayed (c2 empty): b3 b4 b5.
        Names expected{"b2", "b2", "b3", "b4", "b5"};
        QCOMPARE(s.dropsNamed(), expected);
        QCOMPARE(s.trace[2].kind, TraceKind::Raid);
        QCOMPARE(s.rowOf('b'), (Ints{0, 0, 1, 1, 1, 0, 0, 0}));
        QCOMPARE(s.laps(), 3);
    }

    void theRaidedCowsLastOneCanRaidAgain() {
        Scenario s = phaseTwo();
        s.row('b', {1, 2, 1}).row('c', {0, 2, 5, 0, 0, 0, 0, 1});
        QVERIFY(s.play("b1"));
        QCOMPARE(s.count(TraceKind::Raid), 2);
        QCOMPARE(s.rowOf('b'), (Ints{0, 4, 3, 1, 1, 1, 1, 0}));
        QCOMPARE(s.rowOf('c'), (Ints{0, 0, 0, 0, 0, 0, 0, 1}));
        QCOMPARE(s.laps(), 3);
    }

    void backRowsAreNeverRaided() {
        Scenario s = phaseTwo();
        s.row('b', {1, 1}).row('c', {0, 0, 0, 0, 0, 0, 0, 1}).row('d', {0, 5});
        QVERIFY(s.play("b1"));
        QCOMPARE(s.count(TraceKind::Raid), 0);
        QCOMPARE(s.at("d2"), 5);
        QCOMPARE(s.rowOf('b'), (Ints{0, 0, 1, 1, 0, 0, 0, 0}));
    }

    void landingInOwnBackRowNeverRaids() {
        Scenario s = phaseTwo();
        s.row('b', {1, 0, 0, 0, 0, 0, 0, 1}).row('a', {0, 0, 0, 0, 0, 0, 0, 1});
        s.row('c', {1, 1, 1, 1, 1, 1, 1, 1}).row('d', {1, 1, 1, 1, 1, 1, 1, 1});
        QVERIFY(s.play("b8"));
        QCOMPARE(s.count(TraceKind::Raid), 0);
        QCOMPARE(s.dropsNamed(), (Names{"a8", "a7", "a6"}));
        QCOMPARE(s.rowOf('c'), Ints(8, 1));
        QCOMPARE(s.rowOf('d'), Ints(8, 1));
    }

    void landingInAnEmptyFrontPitEndsWithoutRaid() {
        Scenario s = phaseTwo();
        s.row('b', {1}).row('c', {0, 4, 0, 0, 0, 0, 0, 1});
        QVERIFY(s.play("b1"));
        QCOMPARE(s.count(TraceKind::Raid), 0);
        QCOMPARE(s.at("c2"), 4);
        QCOMPARE(s.at("b2"), 1);
    }

    // The emptied origin is not skipped when a lap goes all the way round.
    void originPitIsNotSkipped() {
        Scenario s = phaseTwo();
        s.set("b1", 16).set("c8", 1);
        QVERIFY(s.play("b1"));
        QCOMPARE(s.dropsNamed().back(), std::string("b1"));
        QCOMPARE(s.rowOf('b'), Ints(8, 1));
        QCOMPARE(s.rowOf('a'), Ints(8, 1));
        QCOMPARE(s.laps(), 1);
    }

    // End, after every move: the next player without a front-row cow loses...
    void emptyingTheOpponentsFrontRowWins() {
        Scenario s = phaseTwo();
        s.row('b', {1, 2}).row('c', {0, 3}).row('d', {1});
        QVERIFY(s.play("b1"));
        QCOMPARE(s.position.outcome, Outcome::SouthWins);
        QCOMPARE(s.position.end, GameEnd::OpponentFrontRowEmpty);
    }
    // ...and this is checked in phase 1 too (ruling).
    void endCheckAppliesInPhaseOne() {
        Scenario s = Scenario::of(GameId::KimasaiMackay);
        s.clear().reserves(5, 5).ply(3).row('b', {1, 1}).row('d', {1});
        QVERIFY(s.play("b1"));
        QCOMPARE(s.position.outcome, Outcome::SouthWins);
        QCOMPARE(s.position.end, GameEnd::OpponentFrontRowEmpty);
    }
    // ...otherwise a mover who leaves their own front row empty loses.
    void emptyingOwnFrontRowLoses() {
        Scenario s = Scenario::of(GameId::KimasaiMackay);
        s.clear().reserves(0, 5).ply(3).row('b', {0, 0, 0, 0, 0, 0, 0, 1}).row('c', {1});
        QVERIFY(s.play("b8"));
        QCOMPARE(s.at("a8"), 1);
        QCOMPARE(s.position.outcome, Outcome::NorthWins);
        QCOMPARE(s.position.end, GameEnd::OwnFrontRowEmpty);
    }
    // When both front rows are empty the first check decides: the mover wins.
    void bothFrontRowsEmptyMoverWins() {
        Scenario s = Scenario::of(GameId::KimasaiMackay);
        s.clear().reserves(0, 5).ply(3).row('b', {0, 0, 0, 0, 0, 0, 0, 1}).row('d', {1});
        QVERIFY(s.play("b8"));
        QCOMPARE(s.position.outcome, Outcome::SouthWins);
    }
    // A player with no legal move loses: every North move relays, and with
    // max-laps=1 every relay is endless.
    void noLegalMoveLoses() {
        Scenario s = Scenario::of(GameId::KimasaiMackay, {"max-laps=1"});
        s.clear().reserves(0, 0).ply(60).row('b', {1, 0, 0, 0, 0, 0, 0, 1});
        s.row('c', Ints(8, 1)).row('d', Ints(8, 1));
        QVERIFY(s.play("b1"));
        QCOMPARE(s.position.outcome, Outcome::SouthWins);
        QCOMPARE(s.position.end, GameEnd::NoLegalMove);
    }

    void onlyOwnNonEmptyPitsCanBeNamed() {
        const Scenario s = Scenario::of(GameId::KimasaiMackay);
        QCOMPARE(s.check("c1"), MoveCheck::NotYours);
        QCOMPARE(s.check("a1"), MoveCheck::Empty);
        QCOMPARE(s.check("b1"), MoveCheck::Legal);
    }
};

QTEST_APPLESS_MAIN(TestMackay)
#include "tst_mackay.moc"
