// Perft counts at default options, depths 1-4 (also listed in docs/perft.md).
// Cross-checked against the independent implementation in bench/naive.
#include <QtTest>

#include "engine/perft.h"

using namespace enkang;
using Counts = std::vector<std::uint64_t>;

class TestPerft : public QObject {
    Q_OBJECT
  private slots:
    void defaults() {
        QCOMPARE(perft(Options::defaults(GameId::KimasaiMackay), 4), (Counts{8, 64, 416, 2912}));
        QCOMPARE(perft(Options::defaults(GameId::KimasaiKlamroth), 4), (Counts{1, 2, 3, 7}));
        QCOMPARE(perft(Options::defaults(GameId::EnGehe), 4), (Counts{40, 1255, 40701, 1300298}));
    }
    void deeperAndOtherOptions() {
        QCOMPARE(perft(Options::defaults(GameId::KimasaiMackay), 6),
                 (Counts{8, 64, 416, 2912, 20272, 151316}));
        QCOMPARE(perft(Options::defaults(GameId::KimasaiKlamroth), 8),
                 (Counts{1, 2, 3, 7, 15, 40, 105, 309}));
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
