// The solver against the second method on boards too big for the quick
// tests (label slow): every position of 4x6 by forward iteration, and no
// cycle of moves in the whole of 4x5.
#include <QtTest>

#include "solver_compare.h"

using namespace enkang;
using namespace enkang::test;

class TestSolverSlow : public QObject {
    Q_OBJECT
  private slots:
    void everyPositionAgreesWithForwardIterationOn4x6() {
        const solver::Solution s(klamroth(6));
        std::set<solver::Key> keys;
        for (Player first : {South, North}) {
            const std::string difference =
                compareWithIteration(s, ValueIteration(klamroth(6, first)), keys);
            QVERIFY2(difference.empty(), difference.c_str());
        }
        QCOMPARE(std::uint64_t(keys.size()), s.positions());
    }

    void noPositionEverReturnsOn4x5() {
        QCOMPARE(positionsReachingACycle(klamroth(5)), std::uint64_t{0});
    }
};

QTEST_APPLESS_MAIN(TestSolverSlow)
#include "tst_solver_slow.moc"
