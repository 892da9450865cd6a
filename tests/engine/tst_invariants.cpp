// Invariants over many random games, with option mixes: seeds are
// conserved, the incremental hash equals a hash from scratch, the traced and
// untraced ways of playing a move agree, no move exceeds the lap bound, the
// same seed replays the same game, and play-then-undo restores a position;
// and self-play's random move is uniform over the legal moves.
#include <QtTest>
#include <map>

#include "engine/game_state.h"
#include "engine/hash.h"
#include "engine/selfplay.h"

using namespace enkang;

namespace {

struct Mix {
    GameId game;
    std::vector<std::string> settings;
    int games;
};

// At least 10,000 games per game in all.
const std::vector<Mix>& mixes() {
    static const std::vector<Mix> all = {
        {GameId::KimasaiMackay, {}, 5000},
        {GameId::KimasaiMackay, {"first=north"}, 1500},
        {GameId::KimasaiMackay, {"reserve=0"}, 1000},
        {GameId::KimasaiMackay, {"reserve=32", "max-laps=50"}, 1000},
        {GameId::KimasaiMackay, {"reserve=3", "first=north"}, 1000},
        {GameId::KimasaiMackay, {"max-laps=2"}, 500},
        {GameId::KimasaiKlamroth, {}, 4000},
        {GameId::KimasaiKlamroth, {"columns=3"}, 2000},
        {GameId::KimasaiKlamroth, {"columns=24", "first=north"}, 1000},
        {GameId::KimasaiKlamroth, {"columns=5"}, 3000},
        {GameId::EnGehe, {}, 3000},
        {GameId::EnGehe, {"columns=50"}, 1500},
        {GameId::EnGehe, {"columns=6", "first=north"}, 2500},
        {GameId::EnGehe, {"columns=3", "seeds=1"}, 1500},
        {GameId::EnGehe, {"columns=10", "seeds=12", "max-laps=30"}, 1000},
        {GameId::EnGehe, {"columns=45", "seeds=2"}, 500},
    };
    return all;
}

Options optionsOf(const Mix& mix) {
    Options o = Options::defaults(mix.game);
    for (const auto& s : mix.settings) o.set(s);
    return o;
}

bool samePosition(const Position& a, const Position& b, int pits) {
    return std::equal(a.pits.begin(), a.pits.begin() + pits, b.pits.begin()) && a.hash == b.hash &&
           a.ply == b.ply && a.reserve == b.reserve && a.captured == b.captured &&
           a.toMove == b.toMove && a.outcome == b.outcome && a.end == b.end;
}

}  // namespace

class TestInvariants : public QObject {
    Q_OBJECT
  private slots:
    void randomGames_data() {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < mixes().size(); ++i) {
            std::string name = std::string(gameIdName(mixes()[i].game));
            for (const auto& s : mixes()[i].settings) name += " " + s;
            QTest::newRow(name.c_str()) << int(i);
        }
    }
    void randomGames() {
        QFETCH(int, index);
        const Mix& mix = mixes()[std::size_t(index)];
        const Rules rules(optionsOf(mix));
        const int total = rules.totalSeeds(rules.start());
        const int maxLaps = rules.options().maxLaps;
        Trace trace;
        int failures = 0;
        auto check = [&](const Position& before, Move m, const Position& after) {
            bool ok = rules.totalSeeds(after) == total;
            ok &= after.hash == hashFromScratch(after, rules.pitCount());
            ok &= after.ply == before.ply + 1 && after.toMove == opponent(before.toMove);
            // The traced path (one drop at a time) gives the same position.
            trace.clear();
            TraceSink sink{trace};
            Position traced = before;
            ok &= rules.apply(traced, m, sink);
            ok &= trace.back().kind == TraceKind::End && trace.back().lap <= maxLaps;
            ok &= std::equal(traced.pits.begin(), traced.pits.begin() + rules.pitCount(),
                             after.pits.begin());
            ok &= traced.hash == hashFromScratch(traced, rules.pitCount());
            failures += !ok;
        };
        for (int g = 0; g < mix.games; ++g) {
            Random random(std::uint64_t(g) * 7919 + 1);
            SelfPlayTotals totals;
            const Position last = playRandomGame(rules, random, totals, check);
            QVERIFY(last.over());
            QCOMPARE(rules.totalSeeds(last), total);
            QCOMPARE(last.hash, hashFromScratch(last, rules.pitCount()));
            if (failures) QFAIL(qPrintable(QString("invariant broken in game %1").arg(g)));
        }
    }

    void sameSeedSameGame() {
        for (const Mix& mix : mixes()) {
            const Rules rules(optionsOf(mix));
            for (std::uint64_t seed : {1ULL, 42ULL, 977ULL}) {
                std::vector<Move> first, second;
                Random a(seed), b(seed);
                SelfPlayTotals ta, tb;
                const Position pa = playRandomGame(
                    rules, a, ta,
                    [&](const Position&, Move m, const Position&) { first.push_back(m); });
                const Position pb = playRandomGame(
                    rules, b, tb,
                    [&](const Position&, Move m, const Position&) { second.push_back(m); });
                QCOMPARE(first, second);
                QVERIFY(samePosition(pa, pb, rules.pitCount()));
            }
            // and the whole self-play summary, with any number of threads
            const SelfPlayTotals one = selfPlay(rules, 40, 5, 1), two = selfPlay(rules, 40, 5, 2);
            QCOMPARE(one.plies, two.plies);
            QCOMPARE(one.southWins, two.southWins);
        }
    }

    void playThenUndoRestores() {
        for (const Mix& mix : mixes()) {
            GameState game(optionsOf(mix));
            Random random(3);
            int plies = 0;
            while (!game.position().over() && plies < 400) {
                const Position before = game.position();
                const MoveList legalBefore = game.legalMoves();
                for (Move m : legalBefore) {  // every legal move, undone at once
                    QCOMPARE(game.play(m), MoveCheck::Legal);
                    game.undo();
                    QVERIFY(samePosition(game.position(), before, game.rules().pitCount()));
                    QCOMPARE(game.legalMoves().size, legalBefore.size);
                }
                game.play(legalBefore[int(random.below(std::uint32_t(legalBefore.size)))]);
                ++plies;
            }
        }
    }

    // From positions where the mover has playable, endless (max-laps set
    // low) and empty pits, self-play's move is each playable pit about
    // equally often, and never an endless or empty one.
    void randomMoveIsUniform_data() {
        QTest::addColumn<QString>("settings");
        QTest::newRow("two-phase") << "kimasai-mackay max-laps=2";
        QTest::newRow("En Gehé 2x40") << "en-gehe columns=40 max-laps=20";
    }
    void randomMoveIsUniform() {
        QFETCH(QString, settings);
        const QStringList words = settings.split(' ');
        GameId id{};
        QVERIFY(parseGameId(words[0].toStdString(), id));
        Options o = Options::defaults(id);
        for (const QString& s : words.mid(1)) o.set(s.toStdString());
        GameState game(o);
        const Rules& rules = game.rules();
        Random walk(5);
        auto endlessAndEmpty = [&] {
            int endless = 0, empty = 0;
            for (Move pit : rules.ownPits(game.position().toMove)) {
                Position trial = game.position();
                if (trial.pits[pit] == 0)
                    ++empty;
                else if (!rules.apply(trial, pit))
                    ++endless;
            }
            return std::pair{endless, empty};
        };
        while (game.legalMoves().size < 3 || endlessAndEmpty().first == 0 ||
               endlessAndEmpty().second == 0) {
            QVERIFY(!game.position().over());
            const MoveList legal = game.legalMoves();
            game.play(legal[int(walk.below(std::uint32_t(legal.size)))]);
        }
        const Position start = game.position();
        const MoveList legal = game.legalMoves();
        std::map<std::uint64_t, Move> moveByHash;  // the position after each legal move
        for (Move m : legal) {
            Position after = start;
            QVERIFY(rules.apply(after, m));
            moveByHash[after.hash] = m;
        }
        QCOMPARE(int(moveByHash.size()), legal.size);
        const int trials = 400 * legal.size;
        std::map<Move, int> chosen;
        for (int i = 0; i < trials; ++i) {
            Random random(std::uint64_t(i) + 1);
            SelfPlayTotals totals;
            const Position after = playRandomGameFrom(rules, start, {}, random, totals, 1);
            QVERIFY2(moveByHash.count(after.hash), "a move that is not legal was played");
            ++chosen[moveByHash[after.hash]];
        }
        // 400 expected each; six standard deviations (about 20 each) either way.
        for (Move m : legal)
            QVERIFY2(std::abs(chosen[m] - 400) < 120,
                     qPrintable(QString("pit %1 chosen %2 times").arg(m).arg(chosen[m])));
    }
};

QTEST_APPLESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
