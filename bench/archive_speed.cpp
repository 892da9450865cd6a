// Archive speed: importing 10,000 records from text (parse, check against
// the engine, save in one transaction) and filtered searches over 100,000
// records. Prints the figures for the README; not a test.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <cstdio>

#include "archive/record_check.h"
#include "archive/record_store.h"
#include "archive/record_text.h"
#include "engine/game_state.h"
#include "engine/random.h"

using namespace enkang;
using namespace enkang::archive;

namespace {

GameRecord makeRecord(int i) {
    const char* places[] = {"Engaruka", "Mto wa Mbu", "Mpwapwa", "Longido", "Monduli", "Kiteto"};
    const char* games[] = {"kimasai-mackay", "kimasai-klamroth", "en-gehe"};
    GameId id{};
    parseGameId(games[i % 3], id);
    GameRecord r;
    r.setTag("Game", games[i % 3]);
    r.setTag("Date", "2026." + std::to_string(1 + i % 12) + "." + std::to_string(1 + i % 28));
    r.setTag("Place", places[i % 6]);
    r.setTag("Observer", "Observer " + std::to_string(i % 40));
    r.setTag("South", "Team " + std::to_string(i % 97));
    r.setTag("North", "Team " + std::to_string((i + 13) % 97));
    GameState g(Options::defaults(id));
    Random random(std::uint64_t(i) + 1);
    for (int ply = 0; ply < 30 && !g.position().over(); ++ply) {
        const Move m = g.legalMoves()[int(random.below(std::uint32_t(g.legalMoves().size)))];
        RecordMove rm;
        rm.pit = g.rules().geometry().name(m);
        if (ply % 7 == 0) rm.comment = "note " + std::to_string(i) + "/" + std::to_string(ply);
        r.moves.push_back(rm);
        g.play(m);
    }
    return r;
}

double ms(QElapsedTimer& t) {
    return double(t.nsecsElapsed()) / 1e6;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    std::vector<GameRecord> records;
    for (int i = 0; i < 10000; ++i) records.push_back(makeRecord(i));
    const std::string text = writeRecords(records);

    Database db;
    if (!db.open(dir.filePath("bench.sqlite"))) return 1;
    RecordStore store(db);
    QElapsedTimer t;
    t.start();
    const ParsedFile parsed = parseRecords(text);
    const double parseMs = ms(t);
    t.restart();
    int problems = 0;
    for (const auto& r : parsed.games) problems += int(checkRecord(r).size());
    const double checkMs = ms(t);
    t.restart();
    db.transaction([&] {
        for (const auto& r : parsed.games)
            if (!store.add(r)) return false;
        return true;
    });
    const double saveMs = ms(t);
    std::printf(
        "import of 10,000 records (%.1f MB of text, 30 moves each): parse %.0f ms, check %.0f ms, "
        "save %.0f ms, total %.2f s (%d problems)\n",
        double(text.size()) / 1e6, parseMs, checkMs, saveMs, (parseMs + checkMs + saveMs) / 1000,
        problems);

    // Grow to 100,000 records, then search.
    t.restart();
    db.transaction([&] {
        for (int i = 10000; i < 100000; ++i)
            if (!store.add(records[std::size_t(i % 10000)])) return false;
        return true;
    });
    std::printf("growing to %d records: %.1f s\n", store.count(), ms(t) / 1000);
    struct Query {
        const char* label;
        RecordFilter filter;
    };
    const Query queries[] = {
        {"game", {"en-gehe", "", "", "", "date", 200}},
        {"place", {"", "Mpwapwa", "", "", "date", 200}},
        {"player", {"", "", "Team 42", "", "date", 200}},
        {"game+place+player", {"kimasai-mackay", "Engaruka", "Team 1", "", "date", 200}},
        {"text in comments", {"", "", "", "note 777/", "date", 200}},
    };
    for (const Query& q : queries) {
        t.restart();
        const auto rows = store.search(q.filter);
        std::printf("search by %-18s over 100,000 records: %7.1f ms (%d shown)\n", q.label, ms(t),
                    int(rows.size()));
    }
    return 0;
}
