// The record check (record_check.h) walks a record's lines without GameState,
// for speed at import: its problems must be exactly those of replaying every
// line through GameState, as the check did before. Compared on random games
// of the three games with moves changed to any pit (not yours, empty,
// blocked, after the end), irregular moves, bad names and nested
// variations, and on the engine's positions with an endless move.
#include <QtTest>
#include <functional>

#include "archive/record_check.h"
#include "archive/record_text.h"
#include "engine/game_state.h"
#include "engine/random.h"
#include "tests/engine/fixtures.h"

using namespace enkang;
using namespace enkang::archive;

namespace {

// The check as it was: each line replayed through GameState.
void referenceLine(const GameState& from, const std::vector<RecordMove>& line, int firstNumber,
                   bool known, std::vector<std::string>& problems) {
    GameState game = from;
    int number = firstNumber;
    for (const RecordMove& m : line) {
        const std::string named = "move " + std::to_string(number) + " '" + m.pit + "': ";
        int pit = -1;
        const PitNameError nameError = game.rules().geometry().parse(m.pit, pit);
        if (nameError != PitNameError::None)
            problems.push_back(named + std::string(Geometry::describe(nameError)));
        if (!m.glyph.empty() && !isGlyph(m.glyph)) problems.push_back(named + "unknown glyph");
        const bool stillKnown = known && !m.irregular && nameError == PitNameError::None;
        if (stillKnown) {
            const MoveCheck verdict = game.check(Move(pit));
            if (verdict != MoveCheck::Legal) {
                problems.push_back(named + "not legal: " + std::string(describe(verdict)));
                return;
            }
        }
        for (const auto& variation : m.variations)
            referenceLine(game, variation, number, stillKnown, problems);
        if (!stillKnown)
            known = false;
        else
            game.play(Move(pit));
        ++number;
    }
}

std::vector<std::string> reference(const GameRecord& r) {
    Wording error;
    const auto start = startOf(r, error);
    if (!start) return {error.english()};
    std::vector<std::string> out;
    referenceLine(*start, r.moves, 1, true, out);
    return out;
}

// The check's problems, cut as the reference words them.
std::vector<std::string> checked(const GameRecord& r) {
    std::vector<std::string> out;
    for (std::string p : checkRecord(r)) {
        if (const auto cut = p.find(" (write ~"); cut != std::string::npos) p.erase(cut);
        if (const auto glyph = p.find("unknown glyph"); glyph != std::string::npos)
            p.erase(glyph + 13);
        out.push_back(p);
    }
    return out;
}

// A random game, with some moves changed to any pit of the board (legal or
// not), some marked irregular, some badly named, and variations.
GameRecord mangledRecord(std::uint64_t seed) {
    Random random(seed);
    const char* games[] = {"kimasai-mackay", "kimasai-klamroth", "en-gehe"};
    GameId id{};
    const std::string game = games[seed % 3];
    parseGameId(game, id);
    Options o = Options::defaults(id);
    if (id != GameId::KimasaiMackay) o.columns = 3 + int(random.below(6));
    GameRecord r;
    r.setTag("Game", game);
    if (!formatOptionsTag(o).empty()) r.setTag("Options", formatOptionsTag(o));
    std::function<std::vector<RecordMove>(GameState, int, int)> line = [&](GameState g, int length,
                                                                           int depth) {
        std::vector<RecordMove> moves;
        const int pits = g.rules().pitCount();
        for (int i = 0; i < length; ++i) {
            Move m = Move(int(random.below(std::uint32_t(pits))));
            if (random.below(10) != 0 && !g.legalMoves().empty())
                m = g.legalMoves()[int(random.below(std::uint32_t(g.legalMoves().size)))];
            RecordMove rm;
            rm.pit = g.rules().geometry().name(m);
            if (random.below(40) == 0) rm.pit = "z9";
            if (random.below(30) == 0) rm.irregular = true;
            if (random.below(50) == 0) rm.glyph = "?!?";
            if (depth < 2 && random.below(6) == 0) rm.variations.push_back(line(g, 6, depth + 1));
            moves.push_back(rm);
            if (g.play(m) != MoveCheck::Legal && random.below(2) == 0) break;
        }
        return moves;
    };
    r.moves = line(GameState(o), 10 + int(random.below(120)), 0);
    return r;
}

RecordMove moveAt(const std::string& pit) {
    RecordMove m;
    m.pit = pit;
    return m;
}

GameRecord fixtureRecord(const test::EndlessFixture& f) {
    GameRecord r;
    r.setTag("Game", f.game);
    std::string options;
    for (const std::string& s : f.settings) options += (options.empty() ? "" : " ") + s;
    if (!options.empty()) r.setTag("Options", options);
    for (const std::string& pit : f.moves) r.moves.push_back(moveAt(pit));
    // The endless move in a variation of the last move, and as the next move
    // with a variation of its own.
    r.moves.back().variations.push_back({moveAt(f.endlessMove)});
    RecordMove endless = moveAt(f.endlessMove);
    endless.variations.push_back({moveAt(f.moves.back())});
    r.moves.push_back(endless);
    return r;
}

}  // namespace

class TestRecordCheck : public QObject {
    Q_OBJECT
  private slots:
    void problemsAreThoseOfAReplayThroughGameState() {
        int problems = 0, clean = 0;
        for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
            const GameRecord r = mangledRecord(seed);
            const auto expected = reference(r);
            QCOMPARE(checked(r), expected);
            problems += int(expected.size());
            clean += expected.empty() ? 1 : 0;
        }
        // Both kinds were met, many times.
        QVERIFY(problems > 1000);
        QVERIFY(clean > 50);
    }

    void endlessMovesAreRefusedInLinesAndVariations() {
        for (const test::EndlessFixture* f :
             {&test::kMackayEndless, &test::kEnGeheEndless, &test::kEnGeheTinyEndless}) {
            const GameRecord r = fixtureRecord(*f);
            const auto expected = reference(r);
            QCOMPARE(checked(r), expected);
            int endless = 0;
            for (const std::string& p : expected)
                endless += p.find(std::string(describe(MoveCheck::Endless))) != std::string::npos;
            QVERIFY2(endless >= 1, f->game);
        }
    }
};

QTEST_APPLESS_MAIN(TestRecordCheck)
#include "tst_record_check.moc"
