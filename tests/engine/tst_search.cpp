// The search against a plain minimax written here straight from the rules
// (every legal move, no table, no ordering, no pruning): the same value at
// depths 1 to 4 on random positions of every game, with each of the search's
// features on and off.
#include <QtTest>
#include <algorithm>
#include <climits>
#include <cstring>
#include <memory>
#include <thread>

#include "engine/ai/search.h"
#include "engine/game_state.h"
#include "engine/hash.h"
#include "engine/parallel.h"
#include "engine/random.h"

using namespace enkang;

namespace {

constexpr int kMaxDepth = 4;
constexpr int kPositions = 1000;  // per game

Options optionsOf(GameId game, const QStringList& settings) {
    Options o = Options::defaults(game);
    for (const auto& s : settings) o.set(s.toStdString());
    return o;
}

// A position reached by random play, with what came before it.
struct Sample {
    Position position;
    History history;                // the earlier positions' repetition keys (the search's input)
    std::vector<Position> earlier;  // the earlier positions themselves (the minimax's)
};

// `count` positions (not over) from games of seeded random legal moves from
// the start, one every `stride` plies, each game starting at a random ply.
std::vector<Sample> randomPositions(const Options& o, int count, int stride, std::uint64_t seed) {
    std::vector<Sample> out;
    Random random(seed);
    while (int(out.size()) < count) {
        GameState game(o);
        std::vector<Position> earlier;
        int untilNext = int(random.below(std::uint32_t(stride)));
        while (!game.position().over() && int(out.size()) < count) {
            if (untilNext-- == 0) {
                out.push_back({game.position(), game.history(), earlier});
                untilNext = stride - 1;
            }
            earlier.push_back(game.position());
            const MoveList& legal = game.legalMoves();
            game.play(legal[int(random.below(std::uint32_t(legal.size)))]);
        }
    }
    return out;
}

// A game's result as the search scores it: for the side to move, a win
// sooner worth more than a win later.
int resultScore(const Position& p, int ply) {
    if (p.outcome == Outcome::Draw) return 0;
    const int win = ai::kWinScore - ply;
    return p.outcome == winFor(p.toMove) ? win : -win;
}

// Plain negamax from the rules. A position at the horizon scores its static
// evaluation (that is what the search's value is made of); a repetition in
// the four-row game is found by comparing whole positions, not keys.
class Minimax {
  public:
    Minimax(const Rules& rules, const std::vector<Position>& earlier)
        : rules_(rules), path_(earlier) {}

    int value(const Position& p, int depth) { return negamax(p, depth, 0); }

  private:
    int negamax(const Position& p, int depth, int ply) {
        if (p.over()) return resultScore(p, ply);
        if (depth == 0) return ai::evaluate(rules_, p);
        MoveList moves;
        rules_.candidates(p, moves);
        path_.push_back(p);
        int best = INT_MIN;
        for (Move m : moves) {
            Position child = p;
            if (!rules_.apply(child, m)) continue;  // endless: not a legal move
            judge(child);
            best = std::max(best, -negamax(child, depth - 1, ply + 1));
        }
        path_.pop_back();
        if (best != INT_MIN) return best;
        Position end = p;
        rules_.declareNoLegalMove(end);
        return resultScore(end, ply);
    }

    void judge(Position& p) const {
        if (rules_.adjudicateQuick(p, {})) return;
        if (rules_.game() == GameId::KimasaiKlamroth && occurredBefore(p)) {
            p.outcome = Outcome::Draw;
            p.end = GameEnd::Repetition;
        }
    }

    bool occurredBefore(const Position& p) const {
        const std::size_t bytes = std::size_t(rules_.pitCount()) * sizeof(p.pits[0]);
        for (const Position& e : path_)
            if (e.toMove == p.toMove && std::memcmp(e.pits.data(), p.pits.data(), bytes) == 0)
                return true;
        return false;
    }

    const Rules& rules_;
    std::vector<Position> path_;
};

// Every combination of the search's features: the transposition table's
// cutoffs, its move first, and ordering by static evaluation.
std::vector<ai::SearchFeatures> everyCombination() {
    std::vector<ai::SearchFeatures> out;
    for (int bits = 0; bits < 8; ++bits) {
        ai::SearchFeatures f;
        f.table = (bits & 1) != 0;
        f.tableMoveFirst = (bits & 2) != 0;
        f.evaluationOrder = (bits & 4) != 0;
        out.push_back(f);
    }
    return out;
}

QString describe(const ai::SearchFeatures& f) {
    return QString("table %1, table move first %2, evaluation order %3")
        .arg(f.table ? "on" : "off", f.tableMoveFirst ? "on" : "off",
             f.evaluationOrder ? "on" : "off");
}

struct Mismatch {
    int sample = 0;
    int depth = 0;
    ai::SearchFeatures features;
    int minimax = 0;
    int search = 0;
};

struct Comparison {
    int searches = 0;
    std::vector<Mismatch> mismatches;
};

// Searches samples [from, to) at depths 1 to kMaxDepth with every
// combination of features and compares each value with the minimax's. Each
// combination has one searcher, its table cleared before each sample and
// kept from one depth to the next (as between the moves of a game), so that
// later searches also cut on bounds stored by earlier ones.
Comparison compareWithMinimax(const Rules& rules, const std::vector<Sample>& samples,
                              std::uint64_t from, std::uint64_t to) {
    Comparison out;
    std::vector<std::unique_ptr<ai::Searcher>> searchers;
    for (const ai::SearchFeatures& f : everyCombination())
        searchers.push_back(std::make_unique<ai::Searcher>(rules, ai::EvalWeights{}, 16, f));
    for (std::uint64_t i = from; i < to; ++i) {
        const Sample& s = samples[i];
        std::array<int, kMaxDepth + 1> expected{};
        for (int depth = 1; depth <= kMaxDepth; ++depth)
            expected[std::size_t(depth)] = Minimax(rules, s.earlier).value(s.position, depth);
        for (const auto& searcher : searchers) {
            searcher->clearTable();
            for (int depth = 1; depth <= kMaxDepth; ++depth) {
                ai::SearchLimits limits;
                limits.maxDepth = depth;
                const int score = searcher->search(s.position, s.history, limits, i).score;
                ++out.searches;
                if (score != expected[std::size_t(depth)])
                    out.mismatches.push_back(
                        {int(i), depth, searcher->features(), expected[std::size_t(depth)], score});
            }
        }
    }
    return out;
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

class TestSearch : public QObject {
    Q_OBJECT
  private slots:
    // Alpha-beta's value is plain minimax's: 1,000 random positions per
    // game, depths 1 to 4, every combination of the search's features.
    void alphaBetaEqualsMinimax_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<int>("stride");
        QTest::newRow("kimasai-mackay") << int(GameId::KimasaiMackay) << QStringList{} << 5;
        QTest::newRow("kimasai-klamroth") << int(GameId::KimasaiKlamroth) << QStringList{} << 5;
        QTest::newRow("en-gehe 2x40") << int(GameId::EnGehe) << QStringList{} << 5;
    }
    void alphaBetaEqualsMinimax() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        QFETCH(int, stride);
        const Options o = optionsOf(GameId(game), settings);
        const Rules rules(o);
        const std::vector<Sample> samples = randomPositions(o, kPositions, stride, 17);
        const int threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 2u));
        Comparison all;
        for (const Comparison& part : runInBlocks<Comparison>(
                 threads, samples.size(), [&](std::uint64_t from, std::uint64_t to) {
                     return compareWithMinimax(rules, samples, from, to);
                 })) {
            all.searches += part.searches;
            all.mismatches.insert(all.mismatches.end(), part.mismatches.begin(),
                                  part.mismatches.end());
        }
        QCOMPARE(all.searches, kPositions * kMaxDepth * int(everyCombination().size()));
        QString report = QString("%1 of %2 searches differ from minimax")
                             .arg(all.mismatches.size())
                             .arg(all.searches);
        for (std::size_t k = 0; k < std::min<std::size_t>(3, all.mismatches.size()); ++k) {
            const Mismatch& m = all.mismatches[k];
            report += QString("\n  position %1, depth %2, %3: minimax %4, search %5")
                          .arg(m.sample)
                          .arg(m.depth)
                          .arg(describe(m.features))
                          .arg(m.minimax)
                          .arg(m.search);
        }
        QVERIFY2(all.mismatches.empty(), qPrintable(report));
    }

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

    // The same with the position hash (the transposition table's key), on
    // the widest boards: four-row 4x24 and En Gehé 2x50.
    void positionHashTellsApartPositionsDifferingBeyondColumn16_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<int>("pitsBeyond16");
        QTest::newRow("kimasai-klamroth 4x24")
            << int(GameId::KimasaiKlamroth) << QStringList{"columns=24"} << 4 * 8;
        QTest::newRow("en-gehe 2x50") << int(GameId::EnGehe) << QStringList{"columns=50"} << 2 * 34;
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

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
