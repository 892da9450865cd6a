// The search against a plain minimax written here straight from the rules
// (every legal move, no table, no ordering, no pruning): the same value at
// depths 1 to 4 on random positions of every game, with each of the search's
// features on and off.
#include <QtTest>
#include <algorithm>
#include <atomic>
#include <climits>
#include <cstring>
#include <map>
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

// Runs `check(from, to)` on [0, count) in two blocks on two threads (or one
// on a single core) and joins the lists of failures they return.
template <class Check>
QStringList checkInParallel(std::size_t count, const Check& check) {
    const int threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 2u));
    QStringList failures;
    for (const QStringList& part : runInBlocks<QStringList>(threads, count, check))
        failures += part;
    return failures;
}

QString summary(const QStringList& failures, int checks, const char* what) {
    QString text = QString("%1 of %2 %3").arg(failures.size()).arg(checks).arg(what);
    for (qsizetype k = 0; k < std::min<qsizetype>(3, failures.size()); ++k)
        text += "\n  " + failures[k];
    return text;
}

// Random positions of a game and their minimax values at depths 1 to
// kMaxDepth, computed once per game for every test that needs them.
struct Solved {
    std::vector<Sample> samples;
    std::vector<std::array<int, kMaxDepth + 1>> values;  // [sample][depth]
};

const Solved& solvedPositions(const Rules& rules, const QString& name) {
    static std::map<QString, Solved> cache;
    auto found = cache.find(name);
    if (found != cache.end()) return found->second;
    Solved& solved = cache[name];
    solved.samples = randomPositions(rules.options(), kPositions, 5, 17);
    solved.values.resize(solved.samples.size());
    checkInParallel(solved.samples.size(), [&](std::uint64_t from, std::uint64_t to) {
        for (std::uint64_t i = from; i < to; ++i)
            for (int depth = 1; depth <= kMaxDepth; ++depth)
                solved.values[i][std::size_t(depth)] =
                    Minimax(rules, solved.samples[i].earlier)
                        .value(solved.samples[i].position, depth);
        return QStringList{};
    });
    return solved;
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
    static void games() {
        QTest::addColumn<int>("game");
        QTest::addColumn<QStringList>("settings");
        QTest::newRow("kimasai-mackay") << int(GameId::KimasaiMackay) << QStringList{};
        QTest::newRow("kimasai-klamroth") << int(GameId::KimasaiKlamroth) << QStringList{};
        QTest::newRow("en-gehe 2x40") << int(GameId::EnGehe) << QStringList{};
    }

  private slots:
    void alphaBetaEqualsMinimax_data() { games(); }
    // Alpha-beta's value is plain minimax's: 1,000 random positions per
    // game, depths 1 to 4, every combination of the search's features.
    // Tables are cleared before each position and kept from one depth to the
    // next. Without table cutoffs, each combination has its own searcher;
    // with them, one searcher takes every ordering in turn (starting with a
    // different one for each position), so that bounds stored under one
    // ordering's windows are read under another's.
    void alphaBetaEqualsMinimax() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        const Rules rules(optionsOf(GameId(game), settings));
        const Solved& solved = solvedPositions(rules, QTest::currentDataTag());
        std::vector<ai::SearchFeatures> withoutCutoffs, withCutoffs;
        for (const ai::SearchFeatures& f : everyCombination())
            (f.table ? withCutoffs : withoutCutoffs).push_back(f);
        const QStringList failures = checkInParallel(solved.samples.size(), [&](std::uint64_t from,
                                                                                std::uint64_t to) {
            QStringList out;
            std::vector<std::unique_ptr<ai::Searcher>> separate;
            for (const ai::SearchFeatures& f : withoutCutoffs)
                separate.push_back(std::make_unique<ai::Searcher>(rules, ai::EvalWeights{}, 16, f));
            ai::Searcher shared(rules, ai::EvalWeights{}, 16);
            for (std::uint64_t i = from; i < to; ++i) {
                const Sample& s = solved.samples[i];
                for (const auto& searcher : separate) searcher->clearTable();
                shared.clearTable();
                const auto compare = [&](ai::Searcher& searcher, int depth) {
                    ai::SearchLimits limits;
                    limits.maxDepth = depth;
                    const int score = searcher.search(s.position, s.history, limits, i).score;
                    const int expected = solved.values[i][std::size_t(depth)];
                    if (score != expected)
                        out << QString("position %1, depth %2, %3: minimax %4, search %5")
                                   .arg(i)
                                   .arg(depth)
                                   .arg(describe(searcher.features()))
                                   .arg(expected)
                                   .arg(score);
                };
                for (int depth = 1; depth <= kMaxDepth; ++depth) {
                    for (const auto& searcher : separate) compare(*searcher, depth);
                    for (std::size_t k = 0; k < withCutoffs.size(); ++k) {
                        shared.setFeatures(withCutoffs[(i + k) % withCutoffs.size()]);
                        compare(shared, depth);
                    }
                }
            }
            return out;
        });
        const int searches = kPositions * kMaxDepth * int(everyCombination().size());
        QVERIFY2(failures.empty(),
                 qPrintable(summary(failures, searches, "searches differ from minimax")));
    }

    void failSoftBoundsHoldInAnyWindow_data() { games(); }
    // The same positions searched in random windows around, above and below
    // their value (a third of them null windows), one table kept through
    // all of them and the orderings taken in turn: each result is the value
    // when the value lies inside the window, else a bound on the right side
    // (at least the value after failing low, at most after failing high).
    // Every kind of result occurs.
    void failSoftBoundsHoldInAnyWindow() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        const Rules rules(optionsOf(GameId(game), settings));
        const Solved& solved = solvedPositions(rules, QTest::currentDataTag());
        std::vector<ai::SearchFeatures> withCutoffs;
        for (const ai::SearchFeatures& f : everyCombination())
            if (f.table) withCutoffs.push_back(f);
        constexpr int kWindows = 6;
        std::atomic<int> low{0}, inside{0}, high{0};
        const QStringList failures =
            checkInParallel(solved.samples.size(), [&](std::uint64_t from, std::uint64_t to) {
                QStringList out;
                ai::Searcher searcher(rules, ai::EvalWeights{}, 16);
                for (std::uint64_t i = from; i < to; ++i) {
                    const Sample& s = solved.samples[i];
                    Random random(i);
                    searcher.clearTable();
                    for (int depth = 1; depth <= kMaxDepth; ++depth) {
                        const int value = solved.values[i][std::size_t(depth)];
                        for (int w = 0; w < kWindows; ++w) {
                            searcher.setFeatures(
                                withCutoffs[(i + std::size_t(w)) % withCutoffs.size()]);
                            const int alpha = value - 40 + int(random.below(81));
                            const int beta = alpha + 1 + int(random.below(w % 3 == 0 ? 1 : 40));
                            const int r =
                                searcher.searchWindow(s.position, s.history, depth, alpha, beta);
                            const bool ok = r <= alpha  ? value <= r
                                            : r >= beta ? value >= r
                                                        : value == r;
                            ++(r <= alpha ? low : r >= beta ? high : inside);
                            if (!ok)
                                out << QString(
                                           "position %1, depth %2, window (%3, %4), %5: minimax "
                                           "%6, search %7")
                                           .arg(i)
                                           .arg(depth)
                                           .arg(alpha)
                                           .arg(beta)
                                           .arg(describe(searcher.features()))
                                           .arg(value)
                                           .arg(r);
                        }
                    }
                }
                return out;
            });
        const int searches = kPositions * kMaxDepth * kWindows;
        QVERIFY2(failures.empty(),
                 qPrintable(summary(failures, searches, "windowed searches break their bound")));
        QCOMPARE(low + inside + high, searches);
        QVERIFY2(low > searches / 10 && inside > searches / 10 && high > searches / 10,
                 qPrintable(QString("%1 failed low, %2 inside, %3 failed high")
                                .arg(low)
                                .arg(inside)
                                .arg(high)));
    }

    void eachFeatureSavesNodes_data() { games(); }
    // Each of the search's features, turned off alone, makes the same
    // searches visit more nodes: the combinations compared above differ.
    void eachFeatureSavesNodes() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        const Rules rules(optionsOf(GameId(game), settings));
        const std::vector<Sample> samples = randomPositions(rules.options(), 200, 5, 29);
        const auto nodes = [&](const ai::SearchFeatures& f) {
            ai::Searcher searcher(rules, ai::EvalWeights{}, 16, f);
            ai::SearchLimits limits;
            limits.maxDepth = kMaxDepth;
            std::uint64_t total = 0;
            for (std::size_t i = 0; i < samples.size(); ++i) {
                searcher.clearTable();
                total += searcher.search(samples[i].position, samples[i].history, limits, i).nodes;
            }
            return total;
        };
        const std::uint64_t all = nodes({});
        ai::SearchFeatures f;
        f.table = false;
        const std::uint64_t noCutoffs = nodes(f);
        f = {};
        f.tableMoveFirst = false;
        const std::uint64_t noTableMove = nodes(f);
        f = {};
        f.evaluationOrder = false;
        const std::uint64_t noEvaluationOrder = nodes(f);
        const auto text = [all](const char* what, std::uint64_t without) {
            return QString("%1 nodes with every feature, %2 without %3")
                .arg(all)
                .arg(without)
                .arg(what);
        };
        QVERIFY2(all < noCutoffs, qPrintable(text("table cutoffs", noCutoffs)));
        QVERIFY2(all < noTableMove, qPrintable(text("the table move first", noTableMove)));
        QVERIFY2(all < noEvaluationOrder, qPrintable(text("evaluation order", noEvaluationOrder)));
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
