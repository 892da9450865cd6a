// Endgame tables (solver/endgame_table.h): they agree with the solution
// from the start wherever both have a value, and level 5 reading them plays
// every position they cover perfectly (the fastest win, the longest defence).
#include <QtTest>
#include <bit>
#include <random>

#include "engine/ai/player.h"
#include "engine/game_state.h"
#include "solver/endgame_table.h"
#include "solver_compare.h"

using namespace enkang;
using namespace enkang::test;
using solver::Key;

namespace {

// A random arrangement of `mover` and `other` seeds on a board's tracks.
Key randomKey(std::mt19937& random, int trackLength, int mover, int other) {
    const auto mask = [&](int seeds) {
        solver::Mask m = 0;
        while (std::popcount(m) < seeds) m |= solver::Mask{1} << (random() % trackLength);
        return m;
    };
    return solver::keyOf(mask(mover), mask(other));
}

}  // namespace

class TestEndgameTable : public QObject {
    Q_OBJECT

  private slots:
    void agreesWithTheSolutionFromTheStart() {
        const Options o = klamroth(5);
        const solver::Solution fromStart(o);
        const solver::EndgameTable table(o, 8);
        const solver::Layers& layers = fromStart.layers();
        int compared = 0;
        for (int a = 0; a <= layers.trackLength(); ++a)
            for (int b = 0; a + b <= 8 && b <= layers.trackLength(); ++b)
                layers.at(a, b).reach.forEachSet([&](std::uint64_t i) {
                    const Key k = layers.index().keyAt(a, b, i);
                    const Position p = fromStart.kernel().toPosition(k, South);
                    const int plies = solver::pliesOf(layers.lookUp(k));
                    if (table.pliesToEnd(p) != plies)
                        QFAIL(qPrintable(QString("%1 seeds: table %2 plies, solution %3")
                                             .arg(a + b)
                                             .arg(table.pliesToEnd(p))
                                             .arg(plies)));
                    ++compared;
                });
        qInfo("%d positions of 4x5 with at most 8 seeds agree", compared);
        QVERIFY(compared > 10000);
        // Beyond the tables' seeds, no answer.
        QCOMPARE(table.pliesToEnd(Rules(o).start()), -1);
    }

    void levelFivePlaysCoveredPositionsPerfectly() {
        const Options o = klamroth(12);
        const auto table = std::make_shared<const solver::EndgameTable>(o, 5);
        const auto rules = std::make_shared<const Rules>(o);
        const solver::Kernel kernel(*rules);
        std::mt19937 random(5);
        const ai::Level5Budget budget{0, 2000};
        int won = 0, lost = 0, offWithout = 0;
        for (int n = 0; n < 300; ++n) {
            const int mover = 1 + int(random() % 4);
            const int other = 1 + int(random() % (5 - mover));
            const Position p = kernel.toPosition(
                randomKey(random, kernel.trackLength(), mover, other), Player(random() % 2));
            GameState game(rules, p);
            if (game.position().over() || game.legalMoves().size == 0) continue;
            const int before = table->pliesToEnd(game.position());
            QVERIFY(before > 0);
            const auto pliesAfter = [&](bool withTables) {
                ai::setLevel5Endgames(o, withTables ? table : nullptr);
                const ai::SearchResult r = ai::chooseMove(*rules, game.position(), game.history(),
                                                          5, std::uint64_t(n), nullptr, budget);
                GameState next = game;
                next.play(r.move);
                return next.position().over() ? 0 : table->pliesToEnd(next.position());
            };
            const int after = pliesAfter(true);
            if (after != before - 1)
                QFAIL(qPrintable(QString("position %1: %2 plies to the end, %3 after level 5's "
                                         "move")
                                     .arg(n)
                                     .arg(before)
                                     .arg(after)));
            ++(before % 2 == 1 ? won : lost);
            offWithout += pliesAfter(false) != before - 1;
        }
        ai::setLevel5Endgames(o, nullptr);
        qInfo(
            "level 5 played %d won and %d lost positions perfectly (%d off best play without "
            "the tables)",
            won, lost, offWithout);
        QVERIFY(won > 50 && lost > 50);
    }
};

QTEST_APPLESS_MAIN(TestEndgameTable)
#include "tst_endgame_table.moc"
