// The solver (solver/) against the engine and against a second method
// written apart from it (exhaustive.h): on every board up to 4x5, every
// reachable position's value and plies to the end agree
// (tst_solver_slow: 4x6).
#include <QtTest>
#include <map>
#include <random>
#include <set>

#include "engine/game_state.h"
#include "solver/blocks.h"
#include "solver/check.h"
#include "solver_compare.h"

using namespace enkang;
using namespace enkang::test;
using solver::Key;

namespace {

// Every reachable key of a solution, layer by layer.
std::vector<Key> reachableKeys(const solver::Layers& layers) {
    std::vector<Key> keys;
    for (int a = 0; a <= layers.trackLength(); ++a)
        for (int b = 0; b <= layers.trackLength(); ++b)
            layers.at(a, b).reach.forEachSet(
                [&](std::uint64_t i) { keys.push_back(layers.index().keyAt(a, b, i)); });
    return keys;
}

// Random set-ups on 4x4, not over, face-offs allowed: positions a game
// from the start may never reach. Each pit holds a seed with chance
// 1/`sparseness`.
std::vector<Position> randomSetUps(int count, unsigned sparseness) {
    const Rules rules(klamroth(4));
    std::mt19937 random(17);
    std::vector<Position> out;
    while (int(out.size()) < count) {
        Position p;
        p.toMove = Player(random() % 2);
        for (int pit = 0; pit < rules.pitCount(); ++pit) p.pits[pit] = random() % sparseness == 0;
        const GameState game(std::make_shared<const Rules>(rules), p);
        if (!game.position().over()) out.push_back(p);
    }
    return out;
}

// Solutions to check the kernel on: the starts of 4x3 to 4x5 and dense
// set-ups on 4x4 (face-offs, which games from the start soon lose).
std::vector<std::unique_ptr<solver::Solution>> kernelCases() {
    std::vector<std::unique_ptr<solver::Solution>> out;
    for (int columns = 3; columns <= 5; ++columns)
        out.push_back(std::make_unique<solver::Solution>(klamroth(columns)));
    for (const Position& p : randomSetUps(100, 2))
        out.push_back(std::make_unique<solver::Solution>(klamroth(4), p));
    return out;
}

}  // namespace

class TestSolver : public QObject {
    Q_OBJECT
  private slots:
    // The kernel's moves are the engine's from every reachable position,
    // with either side to move.
    void kernelMovesAreTheEngines() {
        for (const auto& s : kernelCases())
            for (Key k : reachableKeys(s->layers()))
                for (Player mover : {South, North})
                    QCOMPARE(solver::compareWithEngine(s->kernel(), k, mover), std::string());
    }

    // Unmoves give exactly the reachable positions whose moves (without a
    // capture) lead to a position.
    void unmovesAreMovesBackwards() {
        for (const auto& s : kernelCases()) {
            const solver::Kernel& kernel = s->kernel();
            std::set<std::pair<Key, Key>> forward;
            std::set<std::pair<Key, Key>> backward;
            for (Key k : reachableKeys(s->layers())) {
                kernel.forEachMove(k, [&](int, Key next) {
                    if (std::popcount(solver::moverOf(next)) ==
                        std::popcount(solver::opponentOf(k)))
                        forward.emplace(k, next);
                });
                kernel.forEachUnmove(k, [&](Key previous) {
                    if (s->layers().reachable(previous)) backward.emplace(previous, k);
                });
            }
            QCOMPARE(backward, forward);
        }
    }

    // Every position reachable in the engine from either start has the
    // value and length forward iteration gives it, and the solver counts
    // each position once with its half-turn twin.
    void everyPositionAgreesWithForwardIteration() {
        for (int columns = 3; columns <= 5; ++columns) {
            const solver::Solution s(klamroth(columns));
            std::set<Key> keys;
            for (Player first : {South, North}) {
                const std::string difference =
                    compareWithIteration(s, ValueIteration(klamroth(columns, first)), keys);
                QVERIFY2(difference.empty(), difference.c_str());
            }
            QCOMPARE(std::uint64_t(keys.size()), s.positions());
        }
    }

    // The same from set-up positions, which a game may never reach.
    void setUpPositionsAgreeWithForwardIteration() {
        for (const Position& p : randomSetUps(300, 2)) {
            const solver::Solution s(klamroth(4), p);
            std::set<Key> keys;
            const std::string difference =
                compareWithIteration(s, ValueIteration(klamroth(4), p), keys);
            QVERIFY2(difference.empty(), difference.c_str());
            QCOMPARE(std::uint64_t(keys.size()), s.positions());
        }
    }

    // The rules played with their history: every position reachable on
    // 4x3, and set-ups on 4x4, searched as the start of a game along
    // every line to its end or to a repetition the engine calls.
    void agreesWithSearchWithHistory() {
        const solver::Solution s(klamroth(3));
        const ValueIteration positions(klamroth(3));
        std::map<char, int> results;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const Position& p = positions.position(i);
            if (p.over()) continue;
            const Verdict searched = searchWithHistory(s.rules(), p);
            QCOMPARE(verdictOf(s.valueOf(p)).text(), searched.text());
            ++results[searched.result];
        }
        for (const Position& p : randomSetUps(30, 5)) {
            const solver::Solution fromSetUp(klamroth(4), p);
            QCOMPARE(verdictOf(fromSetUp.startValue()).text(),
                     searchWithHistory(fromSetUp.rules(), p).text());
        }
        // Both results occur (no position is a draw: see noPositionEverReturns).
        QVERIFY(results['w'] > 0 && results['l'] > 0);
    }

    // No sequence of moves returns to a position on 4x3 and 4x4, from any
    // arrangement of seeds: repetition never ends a game there, and no
    // position is a draw (tst_solver_slow: 4x5).
    void noPositionEverReturns() {
        QCOMPARE(positionsReachingACycle(klamroth(3)), std::uint64_t{0});
        QCOMPARE(positionsReachingACycle(klamroth(4)), std::uint64_t{0});
    }

    // Both starters give the same value and length, and the best line
    // ends so in the engine.
    void startValues() {
        const std::map<int, std::string> known = {{3, "l22"}, {4, "w17"}, {5, "l48"}, {6, "w53"}};
        for (const auto& [columns, text] : known) {
            for (Player first : {South, North}) {
                const solver::Solution s(klamroth(columns, first));
                QCOMPARE(verdictOf(s.startValue()).text(), text);
                solver::replayWithEngine(klamroth(columns, first), s.rules().start(), s.bestLine(),
                                         s.startValue());
            }
        }
    }

    // What lets blocks run on threads: no two blocks of one seed total
    // touch a common layer (blocks.h), and every block is taken once.
    void blocksOfOneTotalShareNoLayer() {
        const Rules rules(klamroth(6));
        const solver::Kernel kernel(rules);
        const solver::Layers layers(kernel);
        const int length = layers.trackLength();
        for (int seeds = 0; seeds <= 2 * length; ++seeds) {
            std::set<solver::LayerId> touched;
            std::size_t expected = 0;
            int blocks = 0;
            for (const auto& [a, b] : solver::blocksOfTotal(layers, seeds)) {
                QCOMPARE(a + b, seeds);
                QVERIFY(a >= b && a <= length);
                std::set<solver::LayerId> own;
                for (const solver::LayerId& id : solver::neighbourhood(a, b)) own.insert(id);
                expected += own.size();
                touched.insert(own.begin(), own.end());
                ++blocks;
            }
            QCOMPARE(touched.size(), expected);
            QCOMPARE(blocks, std::max(0, std::min(seeds, length) - (seeds + 1) / 2 + 1));
        }
    }

    // Blocks solved on threads give every position the value one thread
    // gives it, with layers kept in memory or put away in files.
    void threadsGiveTheSameValues() {
        QTemporaryDir scratch;
        for (int columns : {5, 6}) {
            const solver::Solution one(klamroth(columns));
            for (const solver::Resources& resources :
                 {solver::Resources{{}, 0, 2}, solver::Resources{{}, 0, 3},
                  solver::Resources{scratch.path().toStdString(), 0, 2}}) {
                const solver::Solution many(klamroth(columns), {}, resources);
                QCOMPARE(many.positions(), one.positions());
                for (Key k : reachableKeys(one.layers())) {
                    QCOMPARE(many.layers().lookUp(k), one.layers().lookUp(k));  // loads k's layer
                    QVERIFY(many.layers().reachable(k));
                }
                QCOMPARE(many.tally().wins, one.tally().wins);
                QCOMPARE(many.tally().losses, one.tally().losses);
                QCOMPARE(many.tally().longest, one.tally().longest);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
