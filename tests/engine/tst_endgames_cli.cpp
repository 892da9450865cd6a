// `enkang-cli ai --endgames K`: level 5 reads the endgame tables it builds,
// so in a covered position it reports the exact result and plays a move
// that keeps it (judged by plain value iteration, tests/engine/exhaustive.h,
// which shares no code with the solver); and bad --endgames values are
// refused with exit status 2, for `ai` and `match`.
#include <QtTest>

#include "cli_run.h"
#include "engine/ai/search.h"
#include "exhaustive.h"
#include "few_seeds.h"

using namespace enkang;
using namespace enkang::test;

namespace {

constexpr int kSeeds = 5;
// Endgames this long take a search without the tables at least as many
// plies deep to prove; with them, the first iteration (depth 1) already has
// every child's exact value and the search stops there.
constexpr int kLongEndgame = 5;

}  // namespace

class TestEndgamesCli : public QObject {
    Q_OBJECT

  private slots:
    void levelFiveKeepsTheExactValue() {
        const Options o = Options::defaults(GameId::KimasaiKlamroth);
        int checked = 0;
        for (std::uint64_t seed = 1; seed < 200 && checked < 3; ++seed) {
            const auto game = playDownToSeeds(o, kSeeds, seed * 1000);
            if (!game) continue;
            const ValueIteration values(o, game->position());
            const Verdict root = values.verdict(0);
            if (root.plies < kLongEndgame) continue;
            QStringList args = {"ai", "kimasai-klamroth", "--level",
                                "5",  "--endgames",       QString::number(kSeeds)};
            for (Move m : game->moves())
                args << QString::fromStdString(game->rules().geometry().name(m));
            const Run r = cli(args);
            QVERIFY2(r.code == 0, r.err.constData());
            const QJsonObject out = QJsonDocument::fromJson(r.out).object();
            const QJsonObject endgame = out["endgame"].toObject();
            QCOMPARE(endgame["seeds"].toInt(), kSeeds);
            QVERIFY(endgame["covered"].toBool());
            QCOMPARE(endgame["plies"].toInt(), root.plies);
            QCOMPARE(endgame["result"].toString(), root.result == 'w' ? "win" : "loss");
            // The search read the tables: the exact result, at depth 1.
            QCOMPARE(out["depth"].toInt(), 1);
            const int exact = ai::kWinScore - root.plies;
            QCOMPARE(out["score"].toInt(), root.result == 'w' ? exact : -exact);
            // And its move keeps it: the fastest win or the longest defence.
            int pit = 0;
            QVERIFY(game->rules().geometry().parse(out["move"].toString().toStdString(), pit) ==
                    PitNameError::None);
            GameState next = *game;
            QCOMPARE(next.play(Move(pit)), MoveCheck::Legal);
            const long child = values.find(next.position());
            QVERIFY(child >= 0);
            QCOMPARE(before(values.verdict(std::size_t(child))).text(), root.text());
            ++checked;
        }
        QCOMPARE(checked, 3);
    }

    // match builds the tables once and says so; level 5 with them still
    // beats random play (4x4: the tables' 2,517 positions in milliseconds).
    void matchUsesTheTables() {
        const Run r = cli({"match", "kimasai-klamroth", "--set", "columns=4", "--south", "ai:5",
                           "--north", "random", "--games", "2", "--endgames", "4"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.contains("2517 positions"), r.err.constData());
        const QJsonObject out = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(out["endgameSeeds"].toInt(), 4);
        QCOMPARE(out["results"].toObject()["south"].toObject()["wins"].toInt(), 2);
    }

    void badValuesExitTwo() {
        const QStringList four = {"kimasai-klamroth", "--endgames"};
        for (const char* bad : {"9", "-1", "x", ""}) {
            const Run r = cli(QStringList{"ai"} + four + QStringList{bad, "--level", "5"});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("--endgames"), r.err.constData());
        }
        // Only the four-row game, and only boards the solver takes.
        QCOMPARE(cli({"ai", "en-gehe", "--level", "5", "--endgames", "3"}).code, 2);
        const Run wide = cli(
            {"ai", "kimasai-klamroth", "--set", "columns=13", "--level", "5", "--endgames", "3"});
        QCOMPARE(wide.code, 2);
        QVERIFY2(wide.err.contains("columns"), wide.err.constData());
        const Run match = cli({"match", "kimasai-mackay", "--south", "ai:5", "--north", "random",
                               "--games", "1", "--endgames", "4"});
        QCOMPARE(match.code, 2);
        QVERIFY2(match.err.contains("kimasai-klamroth"), match.err.constData());
        QCOMPARE(cli({"match", "kimasai-klamroth", "--south", "ai:5", "--north", "random",
                      "--games", "1", "--endgames", "12"})
                     .code,
                 2);
    }
};

QTEST_APPLESS_MAIN(TestEndgamesCli)
#include "tst_endgames_cli.moc"
