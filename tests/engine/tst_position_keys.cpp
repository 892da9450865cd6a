// The position hash (the transposition table's key) and the four-row
// game's repetition key on the widest boards: positions that differ only in
// pits beyond column 16 are told apart; the key marks exactly the occupied pits.
#include <QtTest>
#include <vector>

#include "engine/hash.h"
#include "engine/random.h"
#include "engine/rules.h"

using namespace enkang;

namespace {

Options optionsOf(GameId game, const QStringList& settings) {
    Options o = Options::defaults(game);
    for (const auto& s : settings) o.set(s.toStdString());
    return o;
}

// The pits of columns 17 and up (counting from 1), on every row.
std::vector<int> pitsBeyondColumn16(const Geometry& g) {
    std::vector<int> out;
    for (int pit = 0; pit < g.pitCount(); ++pit)
        if (g.columnOf(pit) >= 16) out.push_back(pit);
    return out;
}

// The start position with one seed in `pit` and none elsewhere beyond column 16.
Position startWithOneSeedBeyondColumn16(const Rules& rules, int pit) {
    Position p = rules.start();
    for (int other : pitsBeyondColumn16(rules.geometry())) p.pits[std::size_t(other)] = 0;
    p.pits[std::size_t(pit)] = 1;
    p.hash = hashFromScratch(p, rules.pitCount());
    return p;
}

}  // namespace

class TestPositionKeys : public QObject {
    Q_OBJECT
  private slots:
    // Four-row 4x24: two positions with the same seeds but one, which sits
    // in a different pit beyond column 16, have different repetition keys,
    // and neither is judged a repetition of the other.
    void repetitionKeyTellsApartPositionsDifferingBeyondColumn16() {
        const Rules rules(optionsOf(GameId::KimasaiKlamroth, {"columns=24"}));
        const std::vector<int> pits = pitsBeyondColumn16(rules.geometry());
        QCOMPARE(pits.size(), std::size_t(4 * 8));
        int pairs = 0;
        for (int a : pits) {
            const Position first = startWithOneSeedBeyondColumn16(rules, a);
            const History seen{rules.repetitionKey(first)};
            for (int b : pits) {
                if (b == a) continue;
                Position second = startWithOneSeedBeyondColumn16(rules, b);
                const QString names = QString::fromStdString(rules.geometry().name(a) + " and " +
                                                             rules.geometry().name(b));
                QVERIFY2(!(rules.repetitionKey(first) == rules.repetitionKey(second)),
                         qPrintable("same repetition key with a seed on " + names));
                QVERIFY2(!rules.adjudicateQuick(second, seen),
                         qPrintable("judged a repetition with a seed on " + names));
                QVERIFY2(rules.adjudicateQuick(second, {rules.repetitionKey(second)}),
                         qPrintable("a true repetition missed with a seed on " + names));
                ++pairs;
            }
        }
        QCOMPARE(pairs, 32 * 31);
    }

    // The repetition key (built four pits at a time) has a bit for exactly
    // the pits that hold seeds, and counts them, on random boards of every
    // width up to 2x50 and 4x24, with pits holding up to 1,000 seeds.
    void repetitionKeyMarksExactlyTheOccupiedPits_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<QStringList>("settings");
        QTest::newRow("klamroth 4x3") << int(GameId::KimasaiKlamroth) << QStringList{"columns=3"};
        QTest::newRow("klamroth 4x12") << int(GameId::KimasaiKlamroth) << QStringList{};
        QTest::newRow("klamroth 4x17") << int(GameId::KimasaiKlamroth) << QStringList{"columns=17"};
        QTest::newRow("klamroth 4x24") << int(GameId::KimasaiKlamroth) << QStringList{"columns=24"};
        QTest::newRow("mackay 4x8") << int(GameId::KimasaiMackay) << QStringList{};
        QTest::newRow("en-gehe 2x33") << int(GameId::EnGehe) << QStringList{"columns=33"};
        QTest::newRow("en-gehe 2x50") << int(GameId::EnGehe) << QStringList{"columns=50"};
    }
    void repetitionKeyMarksExactlyTheOccupiedPits() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        const Rules rules(optionsOf(GameId(game), settings));
        Random random(17);
        for (int trial = 0; trial < 2000; ++trial) {
            Position p = rules.start();
            const std::uint32_t density = random.below(5);  // from empty to full boards
            for (int pit = 0; pit < rules.pitCount(); ++pit)
                p.pits[std::size_t(pit)] =
                    random.below(4) < density ? std::uint16_t(1 + random.below(1000)) : 0;
            const RepetitionKey key = rules.repetitionKey(p);
            int seeds = 0;
            for (int pit = 0; pit < rules.pitCount(); ++pit) {
                const bool bit = ((pit < 64 ? key.low : key.high) >> (pit % 64) & 1) != 0;
                QCOMPARE(bit, p.pits[std::size_t(pit)] != 0);
                seeds += p.pits[std::size_t(pit)] != 0;
            }
            QCOMPARE(int(key.seeds), seeds);
            if (rules.pitCount() <= 64) QCOMPARE(key.high, std::uint64_t{0});
        }
    }

    // The same with the position hash (the transposition table's key), on
    // the widest boards: four-row 4x24 and En Gehé 2x50.
    void positionHashTellsApartPositionsDifferingBeyondColumn16_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<int>("pitsBeyond16");
        QTest::newRow("kimasai-klamroth-4x24")
            << int(GameId::KimasaiKlamroth) << QStringList{"columns=24"} << 4 * 8;
        QTest::newRow("en-gehe-2x50") << int(GameId::EnGehe) << QStringList{"columns=50"} << 2 * 34;
    }
    void positionHashTellsApartPositionsDifferingBeyondColumn16() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        QFETCH(int, pitsBeyond16);
        const Rules rules(optionsOf(GameId(game), settings));
        const std::vector<int> pits = pitsBeyondColumn16(rules.geometry());
        QCOMPARE(int(pits.size()), pitsBeyond16);
        for (int a : pits)
            for (int b : pits) {
                if (b == a) continue;
                const Position first = startWithOneSeedBeyondColumn16(rules, a);
                const Position second = startWithOneSeedBeyondColumn16(rules, b);
                QVERIFY2(first.hash != second.hash,
                         qPrintable(QString::fromStdString("same hash with a seed on " +
                                                           rules.geometry().name(a) + " and " +
                                                           rules.geometry().name(b))));
            }
    }
};

QTEST_APPLESS_MAIN(TestPositionKeys)
#include "tst_position_keys.moc"
