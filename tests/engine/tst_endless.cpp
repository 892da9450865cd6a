// rules.md, "moves that never end": endless moves are illegal, the lap
// bound is exact, and a player whose every move is endless cannot move.
#include <QtTest>

#include "engine/game_state.h"
// The detector's buffer is filled before any compare can match (no landing
// pit is -1), which GCC cannot see once the calls below are inlined.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include "engine/lap_cycle.h"
#include "fixtures.h"
#include "scenario.h"

using namespace enkang;
using test::EndlessFixture;
using test::Scenario;

namespace {

Options optionsOf(const EndlessFixture& f, std::vector<std::string> extra = {}) {
    GameId id{};
    parseGameId(f.game, id);
    Options o = Options::defaults(id);
    for (const auto& s : f.settings) o.set(s);
    for (const auto& s : extra) o.set(s);
    return o;
}

// The state at the end of lap `lap` of a synthetic sowing: laps 1 to `tail`
// lead into a cycle of `period` states (tail 0: the cycle holds lap 1).
// Every state differs in its board and its hash; the landing pit is the same.
// (The endless moves of random two-phase games come back to their start,
// with periods of 76 to 7,640 laps, median 272.)
Position lapEnd(long long lap, long long tail, long long period) {
    const long long state = lap <= tail ? -lap : (lap - tail - 1) % period;
    Position p;
    p.pits[0] = std::uint16_t(state & 0xffff);
    p.pits[1] = std::uint16_t((state >> 16) & 0xffff);
    p.hash = std::uint64_t(state) * 0x9e3779b97f4a7c15ULL;
    return p;
}

// The lap at which the detector first says the sowing cycles (0: never, within `laps`).
long long detectedAt(long long tail, long long period, long long laps) {
    LapCycleDetector cycle(2);
    for (long long lap = 1; lap <= laps; ++lap)
        if (cycle.repeats(lapEnd(lap, tail, period), 5)) return lap;
    return 0;
}

Move pitOf(const GameState& g, const std::string& name) {
    int pit = -1;
    g.rules().geometry().parse(name, pit);
    return Move(pit);
}

void playAll(GameState& g, const EndlessFixture& f) {
    for (const auto& m : f.moves) QCOMPARE(g.play(pitOf(g, m)), MoveCheck::Legal);
}

}  // namespace

class TestEndless : public QObject {
    Q_OBJECT
  private slots:
    void fixturesAreEndlessAndIllegal_data() {
        QTest::addColumn<int>("which");
        QTest::newRow("kimasai-mackay") << 0;
        QTest::newRow("en-gehe 2x6") << 1;
        QTest::newRow("en-gehe 2x3") << 2;
    }
    void fixturesAreEndlessAndIllegal() {
        QFETCH(int, which);
        const EndlessFixture& f = which == 0   ? test::kMackayEndless
                                  : which == 1 ? test::kEnGeheEndless
                                               : test::kEnGeheTinyEndless;
        for (const char* bound : {"max-laps=10000", "max-laps=1000000"}) {
            GameState g(optionsOf(f, {bound}));
            playAll(g, f);
            const Move m = pitOf(g, f.endlessMove);
            QCOMPARE(g.rules().precheck(g.position(), m),
                     MoveCheck::Legal);  // a real, non-empty own pit
            QVERIFY(g.rules().isEndless(g.position(), m));
            QVERIFY(!g.legalMoves().contains(m));
            QCOMPARE(g.check(m), MoveCheck::Endless);
            const Position before = g.position();
            QCOMPARE(g.play(m), MoveCheck::Endless);
            QCOMPARE(g.position().hash, before.hash);  // nothing changed
            QCOMPARE(g.position().ply, before.ply);
        }
    }

    // The sowing really runs past any bound: traced with a generous bound it
    // is still going when the bound is reached.
    void endlessMoveRunsToTheBound() {
        const EndlessFixture& f = test::kEnGeheTinyEndless;
        GameState g(optionsOf(f, {"max-laps=300"}));
        playAll(g, f);
        Position scratch = g.position();
        Trace trace;
        TraceSink sink{trace};
        QVERIFY(!g.rules().apply(scratch, pitOf(g, f.endlessMove), sink));
        QVERIFY(!trace.empty());
        QVERIFY(trace.back().kind != TraceKind::End);
    }

    // South's opening b3 takes exactly 4 laps: legal with max-laps=4, endless with 3.
    void lapBoundIsExact() {
        Scenario four = Scenario::of(GameId::KimasaiMackay, {"max-laps=4"});
        QCOMPARE(four.check("b3"), MoveCheck::Legal);
        QVERIFY(four.play("b3"));
        QCOMPARE(four.laps(), 4);
        const Scenario three = Scenario::of(GameId::KimasaiMackay, {"max-laps=3"});
        QCOMPARE(three.check("b3"), MoveCheck::Endless);
    }

    void lapBoundIsExactForEnGehe() {
        Scenario s = Scenario::of(GameId::EnGehe, {"columns=6"});
        s.clear().set("a1", 1).set("a2", 1).set("a3", 1).set("b6", 1);
        QVERIFY(s.play("a1"));  // a1 -> a2 (relay) -> a3, a4 ... lap 2 ends in a4? see trace
        const int laps = s.laps();
        QVERIFY(laps >= 2);
        Scenario fits =
            Scenario::of(GameId::EnGehe, {"columns=6", "max-laps=" + std::to_string(laps)});
        fits.clear().set("a1", 1).set("a2", 1).set("a3", 1).set("b6", 1);
        QCOMPARE(fits.check("a1"), MoveCheck::Legal);
        Scenario tight =
            Scenario::of(GameId::EnGehe, {"columns=6", "max-laps=" + std::to_string(laps - 1)});
        tight.clear().set("a1", 1).set("a2", 1).set("a3", 1).set("b6", 1);
        QCOMPARE(tight.check("a1"), MoveCheck::Endless);
    }

    // Every relay lift and every raid starts a new lap, numbered in the trace.
    void lapsAreNumberedByLiftsAndRaids() {
        Scenario s = Scenario::of(GameId::KimasaiMackay);
        s.clear().reserves(0, 0).ply(60).row('b', {1, 1}).row('c', {0, 1, 0, 0, 0, 0, 0, 1});
        QVERIFY(s.play("b1"));
        std::vector<int> starts;
        for (const auto& e : s.trace)
            if (e.kind == TraceKind::Lift || e.kind == TraceKind::Raid) starts.push_back(e.lap);
        QCOMPARE(starts, (std::vector<int>{1, 2, 3}));
        for (const auto& e : s.trace)
            if (e.kind == TraceKind::Drop) QVERIFY(e.lap >= 1 && e.lap <= 3);
    }

    // The detector finds a cycle wherever it is entered, never before one
    // period has passed, within a bounded number of laps (one period after
    // lap 64 if the cycle holds lap 64), and never on a sowing that does not
    // repeat; the landing pit is part of the state.
    void cycleDetectorFindsEveryCycleAndNothingElse() {
        for (const long long tail : {0, 1, 5, 300, 9000})
            for (const long long period : {1, 3, 272, 5000}) {
                const long long at = detectedAt(tail, period, 1000000);
                const QString what =
                    QString("tail %1 period %2: found at lap %3").arg(tail).arg(period).arg(at);
                QVERIFY2(at > tail + period, qPrintable(what));
                QVERIFY2(at <= 64 + 4 * (tail + period) + 2048, qPrintable(what));
                // A cycle entered by lap 64 is found one period after it,
                // however long the period (the first state saved is kept).
                if (tail < 64) QVERIFY2(at == 64 + period, qPrintable(what));
            }
        QCOMPARE(detectedAt(1000000, 1, 1000000), 0);  // 1,000,000 different states
        LapCycleDetector cycle(2);
        for (int lap = 1; lap < 64; ++lap) QVERIFY(!cycle.repeats(lapEnd(1, 0, 1), 5));
        QVERIFY(!cycle.repeats(lapEnd(1, 0, 1), 5));  // kept here
        QVERIFY(!cycle.repeats(lapEnd(1, 0, 1), 6));  // the same board, another pit
        QVERIFY(cycle.repeats(lapEnd(1, 0, 1), 5));
    }

    // A player whose every move is endless has no legal move (and loses).
    void everyMoveEndlessMeansNoLegalMove() {
        const EndlessFixture& f = test::kEnGeheTinyEndless;
        GameState g(optionsOf(f));
        playAll(g, f);
        // North to move? whoever it is, count their endless candidates.
        MoveList candidates;
        g.rules().candidates(g.position(), candidates);
        int endless = 0;
        for (Move m : candidates) endless += g.rules().isEndless(g.position(), m);
        QVERIFY(endless >= 1);
        QCOMPARE(g.legalMoves().size, candidates.size - endless);
        // With max-laps=1 every relay is endless: a full board has no legal move.
        Scenario s = Scenario::of(GameId::EnGehe, {"columns=3", "max-laps=1"});
        MoveList none;
        s.rules.legalMoves(s.position, none);
        QCOMPARE(none.size, 0);
        const GameState stuck(s.rules.options());
        QVERIFY(stuck.position().over());
        QCOMPARE(stuck.position().end, GameEnd::NoLegalMove);
    }
};

QTEST_APPLESS_MAIN(TestEndless)
#include "tst_endless.moc"
