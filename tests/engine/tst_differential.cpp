// The engine against bench/naive, an independent, deliberately simple
// implementation of rules.md: on random games with many option mixes, both
// must agree on every legal-move list and every position, move by move.
#include <QtTest>

#include "bench/naive/naive_engine.h"
#include "engine/game_state.h"
#include "engine/random.h"

using namespace enkang;

namespace {

struct Mix {
    const char* game;
    std::vector<std::pair<std::string, std::string>> settings;
    int games;
};

std::vector<std::string> names(const GameState& g) {
    std::vector<std::string> out;
    for (Move m : g.legalMoves()) out.push_back(g.rules().geometry().name(m));
    return out;
}

int winnerOf(const Position& p) {
    switch (p.outcome) {
        case Outcome::SouthWins:
            return naive::South;
        case Outcome::NorthWins:
            return naive::North;
        case Outcome::Draw:
            return naive::Draw;
        case Outcome::Ongoing:
            return naive::NoWinner;
    }
    return naive::NoWinner;
}

QString differs(const GameState& g, const naive::NaiveGame& n) {
    const Position& p = g.position();
    const Geometry& geo = g.rules().geometry();
    for (int row = 0; row < geo.rows(); ++row)
        for (int c = 0; c < geo.columns(); ++c)
            if (p.pits[geo.pit(row, c)] != n.seedsAt(row, c))
                return QString("pit %1").arg(geo.name(geo.pit(row, c)).c_str());
    for (int s = 0; s < 2; ++s) {
        if (g.rules().game() == GameId::KimasaiMackay && p.reserve[s] != n.reserve(s))
            return "reserve";
        if (g.rules().game() != GameId::KimasaiMackay && p.captured[s] != n.captured(s))
            return "captured";
    }
    if (int(p.toMove) != n.toMove()) return "toMove";
    if (p.over() != n.over()) return "over";
    if (winnerOf(p) != n.winner()) return "winner";
    if (names(g) != n.legalMoves()) return "legal moves";
    return {};
}

}  // namespace

class TestDifferential : public QObject {
    Q_OBJECT
  private slots:
    void randomGamesAgree_data() {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(mixes().size()); ++i) QTest::newRow(label(mixes()[i]).c_str()) << i;
    }
    void randomGamesAgree() {
        QFETCH(int, index);
        const Mix& mix = mixes()[std::size_t(index)];
        naive::NaiveOptions no;
        no.game = mix.game;
        GameId id{};
        parseGameId(mix.game, id);
        Options o = Options::defaults(id);
        for (const auto& [k, v] : mix.settings) {
            QVERIFY(naive::parseOption(no, k, v).empty());
            QVERIFY(o.set(k, v).empty());
        }
        for (int game = 0; game < mix.games; ++game) {
            GameState ours(o);
            naive::NaiveGame theirs(no);
            Random random(std::uint64_t(game) + 100);
            for (;;) {
                const QString diff = differs(ours, theirs);
                if (!diff.isEmpty())
                    QFAIL(qPrintable(QString("game %1 ply %2: %3 differs")
                                         .arg(game)
                                         .arg(ours.position().ply)
                                         .arg(diff)));
                if (ours.position().over()) break;
                const MoveList& legal = ours.legalMoves();
                const Move m = legal[int(random.below(std::uint32_t(legal.size)))];
                QCOMPARE(ours.play(m), MoveCheck::Legal);
                QCOMPARE(theirs.play(ours.rules().geometry().name(m)), std::string());
            }
        }
    }

  private:
    static const std::vector<Mix>& mixes() {
        static const std::vector<Mix> all = {
            {"kimasai-mackay", {}, 150},
            {"kimasai-mackay", {{"first", "north"}, {"reserve", "4"}}, 150},
            {"kimasai-mackay", {{"reserve", "0"}, {"max-laps", "3"}}, 150},
            {"kimasai-mackay", {{"reserve", "32"}, {"max-laps", "40"}}, 80},
            {"kimasai-klamroth", {}, 300},
            {"kimasai-klamroth", {{"columns", "3"}, {"first", "north"}}, 300},
            {"kimasai-klamroth", {{"columns", "7"}}, 300},
            {"en-gehe", {}, 30},
            {"en-gehe", {{"columns", "6"}}, 300},
            {"en-gehe", {{"columns", "3"}, {"seeds", "2"}, {"first", "north"}}, 300},
            {"en-gehe", {{"columns", "12"}, {"seeds", "7"}, {"max-laps", "25"}}, 100},
        };
        return all;
    }
    static std::string label(const Mix& m) {
        std::string s = m.game;
        for (const auto& [k, v] : m.settings) s += " " + k + "=" + v;
        return s;
    }
};

QTEST_APPLESS_MAIN(TestDifferential)
#include "tst_differential.moc"
