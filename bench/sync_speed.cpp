// Shared archive speed (issue 19): starts a throwaway PostgreSQL (as the
// server tests do), optionally fills it with N records first (--server-records
// N, written by the server itself; the phone is taken to have pulled them on
// an earlier day), then times the sync of 10,000 new records
// of 30 moves from a local archive, a second sync with nothing to do, and
// searches on the server. Prints the figures for the README; not a test.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <cstdio>

#include "archive/record_store.h"
#include "archive/shared/record_fields.h"
#include "archive/shared/server_records.h"
#include "archive/shared/sync_ledger.h"
#include "tests/server/server_scenario.h"

using namespace enkang::archive;
using namespace enkang::test;

namespace {

GameRecord benchRecord(int i) {
    const char* places[] = {"Engaruka", "Mto wa Mbu", "Mpwapwa", "Longido", "Monduli", "Kiteto"};
    GameRecord r = sampleRecord(places[i % 6]);
    r.setTag("Observer", "Observer " + std::to_string(i % 40));
    r.setTag("South", "Team " + std::to_string(i % 97));
    r.setTag("North", "Team " + std::to_string((i + 13) % 97));
    r.moves.clear();
    for (int ply = 0; ply < 30; ++ply) {
        RecordMove m;
        m.pit = std::string(1, char('a' + ply % 4)) + std::to_string(1 + (i + ply) % 8);
        if (ply % 7 == 0) m.comment = "note " + std::to_string(i) + "/" + std::to_string(ply);
        r.moves.push_back(m);
    }
    return r;
}

// The server writes `count` records itself (one statement), as a group's
// archive after years of recording.
bool fillServer(ServerConnection& owner, int count) {
    const RecordFields f = recordFieldsOf(benchRecord(0));
    QSqlQuery q(owner.sql());
    q.prepare(
        "INSERT INTO records (uuid, body, body_hash, game, date, place, observer, players,"
        " place_folded, players_folded, observer_folded, text_folded)"
        " SELECT gen_random_uuid(), ?, md5(i::text), 'kimasai-mackay', '2025.' || (i % 12 + 1),"
        " (ARRAY['Engaruka','Mpwapwa','Longido','Monduli','Kiteto'])[i % 5 + 1],"
        " 'Observer ' || (i % 40), 'Team ' || (i % 97), lower((ARRAY['Engaruka','Mpwapwa',"
        " 'Longido','Monduli','Kiteto'])[i % 5 + 1]), 'team ' || (i % 97), 'observer ' || (i % 40),"
        " 'note ' || i || ' engaruka word' || (i % 5000) FROM generate_series(1, ?) AS i");
    q.addBindValue(f.body);
    q.addBindValue(count);
    return q.exec() && owner.exec("ANALYZE records");
}

double timeQuery(ServerConnection& c, const QString& sql, int* rows) {
    QElapsedTimer t;
    t.start();
    QSqlQuery q(c.sql());
    q.setForwardOnly(true);
    q.exec(sql);
    *rows = 0;
    while (q.next()) ++*rows;
    return double(t.nsecsElapsed()) / 1e6;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    const QStringList args = app.arguments();
    const int serverRecords = args.indexOf("--server-records") > 0
                                  ? args.value(args.indexOf("--server-records") + 1).toInt()
                                  : 0;
    if (const QString why = PostgresFixture::unavailableReason(); !why.isEmpty()) {
        std::printf("skipped: %s\n", qPrintable(why));
        return 0;
    }
    PostgresFixture server;
    QString why;
    if (!server.start() || !makeGroup(server, "bench", &why)) {
        std::printf("cannot start the server: %s %s\n", qPrintable(server.why()), qPrintable(why));
        return 1;
    }
    ServerConnection owner;
    ServerAddress ownerAddress = login(server, "bench", "admin");
    ownerAddress.user = PostgresFixture::kOwner;
    ownerAddress.password = PostgresFixture::kOwnerPassword;
    owner.open(ownerAddress);
    QElapsedTimer timer;
    if (serverRecords > 0) {
        timer.start();
        if (!fillServer(owner, serverRecords)) {
            std::printf("cannot fill the server: %s\n", qPrintable(owner.error()));
            return 1;
        }
        std::printf("server filled with %d records in %.1f s\n", serverRecords,
                    double(timer.elapsed()) / 1000);
    }
    Device phone;
    if (serverRecords > 0) {
        // The phone pulled the archive on an earlier day: it has read up to here.
        QSqlQuery last(owner.sql());
        last.exec("SELECT max(change_seq) FROM records");
        last.next();
        SyncLedger ledger(phone.db());
        ledger.prepare();
        ledger.setCursor(last.value(0).toLongLong());
    }
    const int count = 10000;
    phone.db().transaction([&] {
        for (int i = 0; i < count; ++i) phone.add(benchRecord(i));
        return true;
    });
    timer.start();
    const SyncReport first = phone.sync(login(server, "bench", "alice"));
    const double firstSeconds = double(timer.elapsed()) / 1000;
    timer.start();
    const SyncReport second = phone.sync(login(server, "bench", "alice"));
    const double secondSeconds = double(timer.elapsed()) / 1000;
    if (!first.ok || !second.ok) {
        std::printf("sync failed: %s%s\n", qPrintable(first.error), qPrintable(second.error));
        return 1;
    }
    std::printf(
        "sync of %d new records (30 moves each) to a server holding %d: %.2f s"
        " (pushed %d)\n",
        count, serverRecords, firstSeconds, first.pushed);
    std::printf("second sync, nothing to do: %.2f s (pushed %d, pulled %d)\n", secondSeconds,
                second.pushed, second.pulled);
    ServerConnection reader;
    reader.open(login(server, "bench", "rita"));
    std::printf("records on the server: %lld\n", ServerRecords(reader).count());
    int rows = 0;
    for (const QString& sql :
         {QStringLiteral("SELECT uuid FROM records WHERE place_folded = 'longido' AND"
                         " players_folded LIKE 'team 42%' ORDER BY date LIMIT 1000"),
          QStringLiteral("SELECT uuid FROM records WHERE search @@ to_tsquery('simple',"
                         " 'word4242') LIMIT 1000"),
          QStringLiteral("SELECT uuid FROM records WHERE game = 'kimasai-mackay' ORDER BY date"
                         " DESC LIMIT 100")}) {
        timeQuery(reader, sql, &rows);  // warm
        const double ms = timeQuery(reader, sql, &rows);
        std::printf("search %.1f ms, %d rows: %s\n", ms, rows, qPrintable(sql));
    }
    return 0;
}
