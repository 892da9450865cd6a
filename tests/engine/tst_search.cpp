// The search against a plain minimax written here straight from the rules
// (every legal move, no table, no ordering, no pruning) on 1,000 random
// positions of each game at depths 1 to 4: the same value with each of the
// search's features on and off, and bounds on the right side in any window;
// and a search stopped inside an iteration keeps only the root moves that
// iteration finished.
#include <QtTest>
#include <algorithm>
#include <climits>
#include <cstring>
#include <map>
#include <memory>
#include <thread>

#include "engine/ai/search.h"
#include "engine/game_state.h"
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

// The combinations of the search's features (the transposition table's
// cutoffs, its move first, ordering by static evaluation, killers and history) with the table's
// cutoffs on, or off.
std::vector<ai::SearchFeatures> combinations(bool tableCutoffs) {
    std::vector<ai::SearchFeatures> out;
    for (int bits = 0; bits < 8; ++bits) {
        ai::SearchFeatures f;
        f.table = tableCutoffs;
        f.tableMoveFirst = (bits & 1) != 0;
        f.evaluationOrder = (bits & 2) != 0;
        f.killersAndHistory = (bits & 4) != 0;
        out.push_back(f);
    }
    return out;
}

QString describe(const ai::SearchFeatures& f) {
    return QString("table %1, table move first %2, evaluation order %3, killers and history %4")
        .arg(f.table ? "on" : "off", f.tableMoveFirst ? "on" : "off",
             f.evaluationOrder ? "on" : "off", f.killersAndHistory ? "on" : "off");
}

// Runs `run(from, to)` over [0, count) in two blocks on two threads (one on
// a single core) and returns each block's result.
template <class Part, class Run>
std::vector<Part> inParallel(std::size_t count, const Run& run) {
    const int threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 2u));
    return runInBlocks<Part>(threads, count, run);
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
    inParallel<int>(solved.samples.size(), [&](std::uint64_t from, std::uint64_t to) {
        for (std::uint64_t i = from; i < to; ++i)
            for (int depth = 1; depth <= kMaxDepth; ++depth)
                solved.values[i][std::size_t(depth)] =
                    Minimax(rules, solved.samples[i].earlier)
                        .value(solved.samples[i].position, depth);
        return 0;
    });
    return solved;
}

// Searches positions [from, to) at depths 1 to kMaxDepth with every
// combination of features; returns the searches whose value is not the
// minimax's. Tables are cleared before each position and kept from one
// depth to the next. Without table cutoffs, each combination has its own
// searcher; with them, one searcher takes every ordering in turn (starting
// with a different one for each position), so that bounds stored under one
// ordering's windows are read under another's.
QStringList searchesUnlikeMinimax(const Rules& rules, const Solved& solved, std::uint64_t from,
                                  std::uint64_t to) {
    QStringList out;
    std::vector<std::unique_ptr<ai::Searcher>> separate;
    for (const ai::SearchFeatures& f : combinations(false))
        separate.push_back(std::make_unique<ai::Searcher>(rules, ai::EvalWeights{}, 16, f));
    ai::Searcher shared(rules, ai::EvalWeights{}, 16);
    const std::vector<ai::SearchFeatures> sharedTurns = combinations(true);
    for (std::uint64_t i = from; i < to; ++i) {
        const Sample& s = solved.samples[i];
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
        for (const auto& searcher : separate) searcher->clearTable();
        shared.clearTable();
        for (int depth = 1; depth <= kMaxDepth; ++depth) {
            for (const auto& searcher : separate) compare(*searcher, depth);
            for (std::size_t k = 0; k < sharedTurns.size(); ++k) {
                shared.setFeatures(sharedTurns[(i + k) % sharedTurns.size()]);
                compare(shared, depth);
            }
        }
    }
    return out;
}

// Searches each of positions [from, to) to kMaxDepth and then each of its
// children to kMaxDepth - 1 with the same searcher, the table kept as it is
// kept between moves of a game: a position met at one distance from the
// first root is met at another from the second, so win and loss scores
// stored in the table must not depend on where the search began. Returns
// the children's searches whose value is not the minimax's.
QStringList tableKeptBetweenMovesUnlikeMinimax(const Rules& rules, const Solved& solved,
                                               std::uint64_t from, std::uint64_t to) {
    QStringList out;
    ai::Searcher searcher(rules, ai::EvalWeights{}, 16);
    std::vector<ai::Searcher::Child> children(kMaxMoves);
    for (std::uint64_t i = from; i < to; ++i) {
        const Sample& s = solved.samples[i];
        searcher.clearTable();
        ai::SearchLimits limits;
        limits.maxDepth = kMaxDepth;
        searcher.search(s.position, s.history, limits, i);
        History history = s.history;
        history.push_back(rules.repetitionKey(s.position));
        std::vector<Position> earlier = s.earlier;
        earlier.push_back(s.position);
        const int n = ai::expandChildren(rules, s.position, children.data());
        limits.maxDepth = kMaxDepth - 1;
        for (int k = 0; k < n; ++k) {
            Position child = children[std::size_t(k)].position;
            if (rules.adjudicateQuick(child, history) || child.over()) continue;
            const int score = searcher.search(child, history, limits, i).score;
            const int expected = Minimax(rules, earlier).value(child, kMaxDepth - 1);
            if (score != expected)
                out << QString("position %1, move %2: minimax %3, search %4")
                           .arg(i)
                           .arg(QString::fromStdString(
                               rules.geometry().name(children[std::size_t(k)].move)))
                           .arg(expected)
                           .arg(score);
        }
    }
    return out;
}

constexpr int kWindows = 6;  // per position and depth

struct WindowResults {
    QStringList failures;
    int low = 0;
    int inside = 0;
    int high = 0;
};

// Searches positions [from, to) at depths 1 to kMaxDepth in random windows
// within 40 of the minimax value (a third of them null windows), one table
// kept through all of a position's searches and the orderings taken in turn.
// A result must be the value when the value lies inside the window, else a
// bound on its side: at least the value after failing low, at most after
// failing high.
WindowResults searchInRandomWindows(const Rules& rules, const Solved& solved, std::uint64_t from,
                                    std::uint64_t to) {
    WindowResults out;
    ai::Searcher searcher(rules, ai::EvalWeights{}, 16);
    const std::vector<ai::SearchFeatures> turns = combinations(true);
    for (std::uint64_t i = from; i < to; ++i) {
        const Sample& s = solved.samples[i];
        Random random(i);
        searcher.clearTable();
        for (int depth = 1; depth <= kMaxDepth; ++depth) {
            const int value = solved.values[i][std::size_t(depth)];
            for (int w = 0; w < kWindows; ++w) {
                searcher.setFeatures(turns[(i + std::size_t(w)) % turns.size()]);
                const int alpha = value - 40 + int(random.below(81));
                const int beta = alpha + 1 + int(random.below(w % 3 == 0 ? 1 : 40));
                const int r = searcher.searchWindow(s.position, s.history, depth, alpha, beta);
                const bool ok = r <= alpha ? value <= r : r >= beta ? value >= r : value == r;
                ++(r <= alpha ? out.low : r >= beta ? out.high : out.inside);
                if (!ok)
                    out.failures << QString(
                                        "position %1, depth %2, window (%3, %4), %5: "
                                        "minimax %6, search %7")
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
}

struct StopResults {
    QStringList failures;
    int checks = 0;
    int partialUsed = 0;  // stops after which the stopped iteration's moves decided
};

// A child's value at `depth` plies from the root, searched on its own (no
// table cutoffs: the exact alpha-beta value) and turned into the root's
// score: negated, and a win or loss one ply further away.
int rootValueOfChild(ai::Searcher& searcher, const Position& child, const History& history,
                     int depth) {
    int v =
        -searcher.searchWindow(child, history, depth - 1, -2 * ai::kWinScore, 2 * ai::kWinScore);
    if (v > ai::kWinScore / 2) --v;
    if (v < -ai::kWinScore / 2) ++v;
    return v;
}

// Stops the search of positions [from, to) by node budgets that fall inside
// its iterations, once counting the stopped iteration's finished root moves
// and once not. Both must report the same complete depth D. Where they
// differ, the result counting them must be a move whose exact value at depth
// D + 1 is its score, and no worse at D + 1 than the move the complete
// iterations chose.
StopResults stopInsideIterations(const Rules& rules, const std::vector<Sample>& samples,
                                 std::uint64_t from, std::uint64_t to) {
    StopResults out;
    ai::SearchFeatures on, off;
    on.table = off.table = false;
    off.partialIterations = false;
    ai::Searcher values(rules, ai::EvalWeights{}, 16, on);
    ai::Searcher partial(rules, ai::EvalWeights{}, 16, on);
    ai::Searcher whole(rules, ai::EvalWeights{}, 16, off);
    // Each search as a new searcher's: the table, killers and history cleared.
    const auto searchAfresh = [&](ai::Searcher& searcher, const Sample& s,
                                  const ai::SearchLimits& limits, std::uint64_t seed) {
        searcher.clearTable();
        return searcher.search(s.position, s.history, limits, seed);
    };
    std::vector<ai::Searcher::Child> children(kMaxMoves);
    for (std::uint64_t i = from; i < to; ++i) {
        const Sample& s = samples[i];
        ai::SearchLimits limits;
        limits.maxDepth = kMaxDepth;
        const std::uint64_t total = searchAfresh(partial, s, limits, i).nodes;
        History history = s.history;
        history.push_back(rules.repetitionKey(s.position));
        const int n = ai::expandChildren(rules, s.position, children.data());
        const auto valueOf = [&](Move m, int depth) {
            for (int k = 0; k < n; ++k) {
                if (children[std::size_t(k)].move != m) continue;
                Position child = children[std::size_t(k)].position;
                rules.adjudicateQuick(child, history);
                return rootValueOfChild(values, child, history, depth);
            }
            return INT_MIN;  // not a legal move: fails below
        };
        for (int b = 1; b <= 8; ++b) {
            limits.maxNodes = std::max<std::uint64_t>(2, total * std::uint64_t(b) / 9);
            const ai::SearchResult r = searchAfresh(partial, s, limits, i);
            const ai::SearchResult complete = searchAfresh(whole, s, limits, i);
            ++out.checks;
            const QString where =
                QString("position %1, %2 of %3 nodes").arg(i).arg(limits.maxNodes).arg(total);
            if (r.depth != complete.depth) {
                out.failures << QString("%1: complete depth %2, %3 with the stopped iteration")
                                    .arg(where)
                                    .arg(complete.depth)
                                    .arg(r.depth);
                continue;
            }
            if (r.move == complete.move && r.score == complete.score) continue;
            ++out.partialUsed;
            const int deeper = r.depth + 1;
            const int value = valueOf(r.move, deeper);
            const int previousBest = valueOf(complete.move, deeper);
            if (r.score != value || value < previousBest)
                out.failures << QString(
                                    "%1: score %2, the move's value at depth %3 is %4, the "
                                    "complete iterations' move's %5")
                                    .arg(where)
                                    .arg(r.score)
                                    .arg(deeper)
                                    .arg(value)
                                    .arg(previousBest);
        }
    }
    return out;
}

// Nodes visited by depth-kMaxDepth searches of the samples, each on a clear table.
std::uint64_t nodesSearched(const Rules& rules, const std::vector<Sample>& samples,
                            const ai::SearchFeatures& features) {
    ai::Searcher searcher(rules, ai::EvalWeights{}, 16, features);
    ai::SearchLimits limits;
    limits.maxDepth = kMaxDepth;
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        searcher.clearTable();
        total += searcher.search(samples[i].position, samples[i].history, limits, i).nodes;
    }
    return total;
}

QString summary(const QStringList& failures, int checks, const char* what) {
    QString text = QString("%1 of %2 %3").arg(failures.size()).arg(checks).arg(what);
    for (qsizetype k = 0; k < std::min<qsizetype>(3, failures.size()); ++k)
        text += "\n  " + failures[k];
    return text;
}

}  // namespace

class TestSearch : public QObject {
    Q_OBJECT
    // The games, one data row each. ENKANG_SEARCH_GAME=<row> keeps one (ctest
    // runs each game as a test of its own).
    static void games() {
        QTest::addColumn<int>("game");
        QTest::addColumn<QStringList>("settings");
        const QByteArray only = qgetenv("ENKANG_SEARCH_GAME");
        int rows = 0;
        const auto row = [&](const char* name, GameId game, const QStringList& settings) {
            if (!only.isEmpty() && only != name) return;
            QTest::newRow(name) << int(game) << settings;
            ++rows;
        };
        row("kimasai-mackay", GameId::KimasaiMackay, {});
        row("kimasai-klamroth", GameId::KimasaiKlamroth, {});
        row("en-gehe-2x40", GameId::EnGehe, {});
        QVERIFY2(rows > 0, "ENKANG_SEARCH_GAME names no game");
    }

  private slots:
    // Alpha-beta's value is plain minimax's: 1,000 random positions, depths
    // 1 to 4, every combination of the search's features.
    void alphaBetaEqualsMinimax_data() { games(); }
    void alphaBetaEqualsMinimax() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        const Rules rules(optionsOf(GameId(game), settings));
        const Solved& solved = solvedPositions(rules, QTest::currentDataTag());
        QStringList failures;
        for (const QStringList& part : inParallel<QStringList>(
                 solved.samples.size(), [&](std::uint64_t from, std::uint64_t to) {
                     return searchesUnlikeMinimax(rules, solved, from, to);
                 }))
            failures += part;
        const int searches = kPositions * kMaxDepth * 16;
        QVERIFY2(failures.empty(),
                 qPrintable(summary(failures, searches, "searches differ from minimax")));
    }

    // A table kept from one search to the next (as level 5 keeps it between
    // moves) gives the children of each position their minimax values.
    void tableKeptBetweenMovesEqualsMinimax_data() { games(); }
    void tableKeptBetweenMovesEqualsMinimax() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        const Rules rules(optionsOf(GameId(game), settings));
        const Solved& solved = solvedPositions(rules, QTest::currentDataTag());
        QStringList failures;
        // A quarter of the samples: each child's minimax is computed here.
        for (const QStringList& part :
             inParallel<QStringList>(kPositions / 4, [&](std::uint64_t from, std::uint64_t to) {
                 return tableKeptBetweenMovesUnlikeMinimax(rules, solved, from, to);
             }))
            failures += part;
        QVERIFY2(failures.empty(),
                 qPrintable(QString("children of %1 positions: %2 searches unlike minimax\n  %3")
                                .arg(kPositions / 4)
                                .arg(failures.size())
                                .arg(failures.mid(0, 3).join("\n  "))));
    }

    // The same positions in random windows around, above and below their
    // value: each result is the value or a bound on the right side, and
    // every kind of result (failing low, inside, failing high) occurs.
    void failSoftBoundsHoldInAnyWindow_data() { games(); }
    void failSoftBoundsHoldInAnyWindow() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        const Rules rules(optionsOf(GameId(game), settings));
        const Solved& solved = solvedPositions(rules, QTest::currentDataTag());
        WindowResults all;
        for (const WindowResults& part : inParallel<WindowResults>(
                 solved.samples.size(), [&](std::uint64_t from, std::uint64_t to) {
                     return searchInRandomWindows(rules, solved, from, to);
                 })) {
            all.failures += part.failures;
            all.low += part.low;
            all.inside += part.inside;
            all.high += part.high;
        }
        const int searches = kPositions * kMaxDepth * kWindows;
        QVERIFY2(all.failures.empty(), qPrintable(summary(all.failures, searches,
                                                          "windowed searches break their bound")));
        QCOMPARE(all.low + all.inside + all.high, searches);
        QVERIFY2(all.low > searches / 10 && all.inside > searches / 10 && all.high > searches / 10,
                 qPrintable(QString("%1 failed low, %2 inside, %3 failed high")
                                .arg(all.low)
                                .arg(all.inside)
                                .arg(all.high)));
    }

    // A search stopped inside an iteration keeps the root moves that
    // iteration finished (their values are exact at the deeper depth), and
    // never a move whose search the stop cut short.
    void stoppedIterationKeepsFinishedMoves_data() { games(); }
    void stoppedIterationKeepsFinishedMoves() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        const Rules rules(optionsOf(GameId(game), settings));
        const std::vector<Sample> samples = randomPositions(rules.options(), 200, 5, 31);
        StopResults all;
        for (const StopResults& part :
             inParallel<StopResults>(samples.size(), [&](std::uint64_t from, std::uint64_t to) {
                 return stopInsideIterations(rules, samples, from, to);
             })) {
            all.failures += part.failures;
            all.checks += part.checks;
            all.partialUsed += part.partialUsed;
        }
        QVERIFY2(all.failures.empty(),
                 qPrintable(summary(all.failures, all.checks, "stopped searches")));
        // Not vacuous: the stopped iteration's moves changed the result often.
        qInfo("%d stopped searches, %d decided by the stopped iteration", all.checks,
              all.partialUsed);
        QVERIFY2(all.partialUsed > all.checks / 10,
                 qPrintable(QString("the stopped iteration decided %1 of %2 results")
                                .arg(all.partialUsed)
                                .arg(all.checks)));
    }

    // Each feature, turned off alone, makes the same searches visit more
    // nodes (killers and history: without the evaluation's order): the
    // combinations compared above are different searches.
    void eachFeatureSavesNodes_data() { games(); }
    void eachFeatureSavesNodes() {
        QFETCH(int, game);
        QFETCH(QStringList, settings);
        const Rules rules(optionsOf(GameId(game), settings));
        const std::vector<Sample> samples = randomPositions(rules.options(), 200, 5, 29);
        const std::uint64_t all = nodesSearched(rules, samples, {});
        const auto without = [&](bool ai::SearchFeatures::*feature, const char* name) {
            ai::SearchFeatures f;
            f.*feature = false;
            const std::uint64_t nodes = nodesSearched(rules, samples, f);
            QVERIFY2(all < nodes, qPrintable(QString("%1 nodes with every feature, %2 without %3")
                                                 .arg(all)
                                                 .arg(nodes)
                                                 .arg(name)));
        };
        without(&ai::SearchFeatures::table, "table cutoffs");
        without(&ai::SearchFeatures::tableMoveFirst, "the table move first");
        without(&ai::SearchFeatures::evaluationOrder, "evaluation order");
        // Killers and history only break the evaluation's ties, which at
        // four plies saves next to nothing in the four-row game; alone (no
        // evaluation order) they must save nodes.
        ai::SearchFeatures alone, neither;
        alone.evaluationOrder = neither.evaluationOrder = false;
        neither.killersAndHistory = false;
        const std::uint64_t withKillers = nodesSearched(rules, samples, alone);
        const std::uint64_t withoutKillers = nodesSearched(rules, samples, neither);
        QVERIFY2(withKillers < withoutKillers,
                 qPrintable(QString("%1 nodes with killers and history, %2 without")
                                .arg(withKillers)
                                .arg(withoutKillers)));
    }
};

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
