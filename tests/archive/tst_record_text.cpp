// The record text format: parse errors with line and column, glyphs,
// comments with commands, variations, and write(parse(write(r))) == write(r)
// over many generated records.
#include <QtTest>
#include <algorithm>

#include "archive/record_check.h"
#include "archive/record_text.h"
#include "engine/game_state.h"
#include "engine/random.h"

using namespace enkang;
using namespace enkang::archive;

namespace {

// A random record: a random legal game with comments, glyphs, handlers,
// times, irregular moves and nested variations.
GameRecord randomRecord(std::uint64_t seed) {
    Random random(seed);
    const char* games[] = {"kimasai-mackay", "kimasai-klamroth", "en-gehe"};
    GameId id{};
    const std::string game = games[random.below(3)];
    parseGameId(game, id);
    Options o = Options::defaults(id);
    if (id != GameId::KimasaiMackay) o.columns = 3 + int(random.below(8));
    GameRecord r;
    r.setTag("Game", game);
    if (!formatOptionsTag(o).empty()) r.setTag("Options", formatOptionsTag(o));
    r.setTag("Place", random.below(2) ? "Mto wa Mbu" : "Engaruka \"Juu\" \\ north");
    r.setTag("Observer", "Naserian Sakuda");
    if (random.below(3) == 0) r.comment = "Joined at dusk; {braces} and \\ slashes";
    const char* glyphs[] = {"", "", "", "!", "?", "!!", "??", "!?", "?!"};
    std::function<std::vector<RecordMove>(GameState, int, int)> line = [&](GameState g, int length,
                                                                           int depth) {
        std::vector<RecordMove> moves;
        for (int i = 0; i < length && !g.position().over(); ++i) {
            const MoveList legal = g.legalMoves();
            const Move m = legal[int(random.below(std::uint32_t(legal.size)))];
            RecordMove rm;
            rm.pit = g.rules().geometry().name(m);
            rm.glyph = glyphs[random.below(9)];
            if (random.below(4) == 0) rm.comment = "a note ün ç € " + std::to_string(i);
            if (random.below(5) == 0) rm.handler = "Lemayian";
            if (random.below(6) == 0) rm.time = "10:0" + std::to_string(i % 10);
            if (depth < 2 && random.below(5) == 0 && legal.size > 1)
                rm.variations.push_back(line(g, 3, depth + 1));
            g.play(m);
            moves.push_back(rm);
        }
        return moves;
    };
    r.moves = line(GameState(o), 4 + int(random.below(40)), 0);
    const char* results[] = {"*", "1-0", "0-1", "1/2-1/2"};
    r.result = results[random.below(4)];
    return r;
}

}  // namespace

class TestRecordText : public QObject {
    Q_OBJECT
  private slots:
    // A message's English text fills %1, %2… once: a value that holds "%2"
    // (a tag may be named so) stays as it is; a %N with no value stays too.
    void wordingsFillTheirValuesOnce() {
        QCOMPARE(Wording({"RecordText", "tag %1 and %2", {"%2", "x"}, {}}).english(),
                 std::string("tag %2 and x"));
        QCOMPARE(Wording({"RecordText", "100% of %1, %3", {"b3"}, {}}).english(),
                 std::string("100% of b3, %3"));
        QCOMPARE(worded("RecordText", "move %1 '%2'", 12, std::string("b9")).english(),
                 std::string("move 12 'b9'"));
        // A lead (the tag at fault) goes before the message, as it is.
        Wording led = worded("RecordText", "'%1' is not a count", std::string("x"));
        led.lead = "SetUp";
        QCOMPARE(led.english(), std::string("SetUp: 'x' is not a count"));
    }

    void writeParseWriteIsIdentical() {
        std::vector<GameRecord> all;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) all.push_back(randomRecord(seed));
        const std::string text = writeRecords(all);
        const ParsedFile parsed = parseRecords(text);
        QVERIFY2(parsed.errors.empty(),
                 parsed.errors.empty() ? "" : parsed.errors[0].describe().c_str());
        QCOMPARE(parsed.games.size(), all.size());
        QCOMPARE(writeRecords(parsed.games), text);
        for (std::size_t i = 0; i < all.size(); ++i) {
            QVERIFY(parsed.games[i] == all[i]);
            QVERIFY(checkRecord(parsed.games[i]).empty());
        }
    }

    void errorsHaveLineAndColumn_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("says");
        QTest::newRow("unclosed tag value")
            << "[Game \"en-gehe]\n1. a1 *" << 1 << 16 << "not closed";
        QTest::newRow("no result") << "[Game \"en-gehe\"]\n1. a1 2. b1\n" << 3 << 1 << "no result";
        QTest::newRow("bad glyph") << "[Game \"en-gehe\"]\n\n1. a1!!! *" << 3 << 6 << "not a glyph";
        QTest::newRow("unclosed comment")
            << "[Game \"en-gehe\"]\n1. a1 {never\nclosed *" << 2 << 7 << "comment";
        QTest::newRow("stray paren") << "[Game \"en-gehe\"]\n1. a1 ) *" << 2 << 7 << "')'";
        QTest::newRow("variation first")
            << "[Game \"en-gehe\"]\n( 1. a1 ) *" << 2 << 1 << "variation";
        QTest::newRow("junk") << "[Game \"en-gehe\"]\n1. a1 #? *" << 2 << 7 << "unexpected '#'";
        QTest::newRow("utf8 columns")
            << "[Event \"Ngorongoro é\"] [Game \"en-gehe\" x]\n*" << 1 << 40 << "expected ]";
        QTest::newRow("duplicate tag")
            << "[Game \"en-gehe\"]\n[Game \"en-gehe\"]\n*" << 2 << 17 << "twice";
    }
    void errorsHaveLineAndColumn() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, says);
        const ParsedFile parsed = parseRecords(text.toStdString());
        QVERIFY(!parsed.errors.empty());
        const TextError& e = parsed.errors.front();
        QVERIFY2(QString::fromStdString(e.message).contains(says), e.describe().c_str());
        QCOMPARE(e.line, line);
        QCOMPARE(e.column, column);
        QCOMPARE(parsed.badGames, std::vector<int>{1});
    }

    // After an error, the next game still parses; only the bad one is named.
    void errorsAreKeptToTheirGame() {
        const std::string text =
            "[Game \"en-gehe\"]\n1. a1 *\n\n[Game \"en-gehe\"]\n1. a1 {oops\n\n[Game "
            "\"en-gehe\"]\n1. a2 *\n";
        const ParsedFile parsed = parseRecords(text);
        QCOMPARE(parsed.badGames, std::vector<int>{2});
        QCOMPARE(parsed.games.size(), std::size_t(3));
        QCOMPARE(parsed.games[2].moves.front().pit, std::string("a2"));
        QCOMPARE(parsed.gameLines, (std::vector<int>{1, 4, 7}));
    }

    void illegalMovesAreNamedAndIrregularOnesKept() {
        GameRecord r = parseRecords("[Game \"kimasai-mackay\"]\n1. b3 2. c8 3. c1 *").games.front();
        auto problems = checkRecord(r);
        QCOMPARE(problems.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(problems[0])
                    .startsWith("move 3 'c1': not legal: that pit is not yours"));
        r = parseRecords("[Game \"kimasai-mackay\"]\n1. b3 2. c8 3. ~c1 4. a4 5. z9 *")
                .games.front();
        problems = checkRecord(r);
        QCOMPARE(problems.size(),
                 std::size_t(1));  // after ~c1 moves are not judged, but pit names are
        QVERIFY(QString::fromStdString(problems[0]).contains("'z9'"));
        QVERIFY(checkRecord(parseRecords("[Game \"chess\"]\n*").games.front())[0].find(
                    "not one of") != std::string::npos);
        QVERIFY(
            checkRecord(
                parseRecords("[Game \"en-gehe\"]\n[Options \"columns=99\"]\n*").games.front())[0]
                .find("columns") != std::string::npos);
    }

    // Inputs the fuzzer found (fuzz/record_parser_fuzzer.cpp): each must
    // write back to text that parses to the same records.
    void fuzzerFindingsRoundTrip() {
        const QDir fixtures(QStringLiteral(FIXTURES));
        const QStringList files = fixtures.entryList({"fuzz-*.txt"});
        QVERIFY(!files.isEmpty());
        for (const QString& name : files) {
            QFile f(fixtures.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const ParsedFile parsed = parseRecords(f.readAll().toStdString());
            if (!parsed.errors.empty()) continue;
            const std::string written = writeRecords(parsed.games);
            const ParsedFile again = parseRecords(written);
            QVERIFY2(again.errors.empty(), qPrintable(name));
            QVERIFY2(again.games == parsed.games, qPrintable(name));
            QCOMPARE(writeRecords(again.games), written);
        }
    }
    // A comment whose text starts like a command stays text.
    void commentTextThatLooksLikeACommand() {
        GameRecord r =
            parseRecords(
                "[Game \"en-gehe\"]\n1. a1 {x} {[%handler Saitoti] y} 2. b1 {z [%time 9] w} *")
                .games.front();
        QCOMPARE(r.moves[0].comment, std::string("x y"));  // commands open a comment
        QCOMPARE(r.moves[0].handler, std::string("Saitoti"));
        QCOMPARE(r.moves[1].comment, std::string("z [%time 9] w"));  // elsewhere they are text
        QCOMPARE(r.moves[1].time, std::string());
        const GameRecord again = parseRecords(writeRecord(r)).games.front();
        QVERIFY(again == r);
    }

    // Read from a stream in pieces of 1 to 7 bytes, a file gives the same
    // games, places and errors as read whole (the streaming import's reader).
    void aStreamReadInPiecesGivesWhatTheWholeTextGives() {
        const std::string text =
            "\xEF\xBB\xBF[Game \"kimasai-mackay\"]\n[Place \"\xC5\xA0"
            "a\xC4\xBE"
            "a\"]\n\n"
            "{start} 1. b3 {a \\} b} (1. c8 {x}) 2. c8 *\n\n"
            "[Game \"en-gehe\"]\n[Game \"twice\"]\n\n1. a1 *\n\n"
            "[Game \"en-gehe\"]\n\n1. a1 {bad \xE9 byte} 1-0\n"
            "[Game \"en-gehe\"]\n\n1. a1 {unclosed\n\n[Game \"en-gehe\"]\n\n1. a1 0-1 1. ";
        const ParsedFile whole = parseRecords(text);
        std::size_t at = 0, step = 0;
        RecordReader reader([&](char* buffer, std::size_t capacity) {
            const std::size_t n = std::min({capacity, text.size() - at, 1 + step++ % 7});
            std::copy_n(text.data() + at, n, buffer);
            at += n;
            return n;
        });
        std::size_t g = 0, e = 0;
        for (ParsedGame game; reader.next(game); ++g) {
            QVERIFY(g < whole.games.size());
            QVERIFY(game.record == whole.games[g]);
            QCOMPARE(game.line, whole.gameLines[g]);
            QCOMPARE(game.number, int(g) + 1);
            for (const TextError& error : game.errors) {
                QVERIFY(e < whole.errors.size());
                QCOMPARE(error.describe(), whole.errors[e].describe());
                QCOMPARE(error.offset, whole.errors[e].offset);
                ++e;
            }
        }
        QCOMPARE(g, whole.games.size());
        QCOMPARE(e, whole.errors.size());
        QVERIFY(whole.errors.size() >= 3);
    }

    void setUpTag() {
        const Rules rules(Options::defaults(GameId::KimasaiMackay));
        Position p;
        Wording error;
        QVERIFY(parseSetUpTag(
            rules,
            "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,1/0,3,0,0,0,0,0,1/0,0,0,0,0,0,0,0 n r0,0 c0,0 p61", p,
            error));
        QCOMPARE(p.toMove, North);
        QCOMPARE(
            formatSetUpTag(rules, p),
            std::string(
                "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,1/0,3,0,0,0,0,0,1/0,0,0,0,0,0,0,0 n r0,0 c0,0 p61"));
        QVERIFY(!parseSetUpTag(rules, "1,1/1,1 s", p, error));
        QCOMPARE(error.english(), "SetUp: 2 rows given, the board has 4");
        GameRecord r = parseRecords(
                           "[Game \"kimasai-mackay\"]\n[SetUp "
                           "\"0,0,0,0,0,0,0,0/1,1,0,0,0,0,0,0/0,1,0,0,0,0,0,1/0,0,0,0,0,0,0,0 s "
                           "r0,0 c0,0 p60\"]\n1. b1 *")
                           .games.front();
        QVERIFY(checkRecord(r).empty());  // a raid from a set-up position
    }
};

QTEST_APPLESS_MAIN(TestRecordText)
#include "tst_record_text.moc"
