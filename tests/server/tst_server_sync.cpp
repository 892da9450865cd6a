// Sync scenarios against a real PostgreSQL: devices recording offline, the
// same record edited on two devices, deletion against edit, the server
// killed in the middle of a sync, and a sync run twice.
#include <QSqlQuery>
#include <QtTest>

#include "archive/record_store.h"
#include "archive/shared/conflict_resolution.h"
#include "archive/shared/server_records.h"
#include "archive/shared/sync_ledger.h"
#include "server_scenario.h"

using namespace enkang::archive;
using namespace enkang::test;

class TestServerSync : public QObject {
    Q_OBJECT
    PostgresFixture server_;
    int groups_ = 0;
    QString group_;

    ServerAddress as(const QString& who) { return login(server_, group_, who); }

    qint64 serverCount() {
        ServerConnection c;
        if (!c.open(as("rita"))) return -1;
        return ServerRecords(c).count();
    }

    static void edit(Device& device, qint64 id, const QString& comment) {
        RecordStore store(device.db());
        auto record = store.load(id);
        QVERIFY(record);
        record->comment = comment.toStdString();
        QVERIFY(store.replace(id, *record));
    }

    static QString commentOf(Device& device, qint64 id) {
        const auto record = RecordStore(device.db()).load(id);
        return record ? QString::fromStdString(record->comment) : QString();
    }

    static void synced(Device& device, const ServerAddress& who) {
        const SyncReport report = device.sync(who);
        QVERIFY2(report.ok, qPrintable(report.error));
    }

  private slots:
    void initTestCase() {
        if (const QString why = PostgresFixture::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (!ServerConnection::driverAvailable())
            QSKIP("Qt's PostgreSQL driver is not installed (libqt6sql6-psql)");
        QVERIFY2(server_.start(), qPrintable(server_.why()));
    }

    void init() {  // a fresh group for every scenario
        group_ = QStringLiteral("sync%1").arg(++groups_);
        QString why;
        QVERIFY2(makeGroup(server_, group_, &why), qPrintable(why));
    }

    void twoDevicesOfflineThenSync() {
        Device alice, bob;
        for (const char* place : {"Arusha", "Moshi", "Monduli"}) alice.add(sampleRecord(place));
        for (const char* place : {"Ngorongoro", "Longido"}) bob.add(sampleRecord(place));
        QCOMPARE(SyncLedger(alice.db()).pendingCount(), 3);
        synced(alice, as("alice"));
        QCOMPARE(SyncLedger(alice.db()).pendingCount(), 0);
        synced(bob, as("bob"));
        synced(alice, as("alice"));
        const QStringList all{"Arusha", "Longido", "Monduli", "Moshi", "Ngorongoro"};
        QCOMPARE(alice.places(), all);
        QCOMPARE(bob.places(), all);
        QCOMPARE(serverCount(), 5);
        // Twice is the same as once: nothing pushed, pulled or doubled.
        const SyncReport again = bob.sync(as("bob"));
        QVERIFY(again.ok);
        QCOMPARE(again.pushed + again.pulled + again.conflicts, 0);
        QCOMPARE(bob.places(), all);
        QCOMPARE(serverCount(), 5);
    }

    void bothEditedKeepsBoth() {
        Device alice, ed;
        const qint64 mine = alice.add(sampleRecord("Arusha"));
        synced(alice, as("alice"));
        synced(ed, as("ed"));
        const qint64 theirs = RecordStore(ed.db()).allIds().value(0);
        edit(alice, mine, "south began");
        edit(ed, theirs, "north began");
        synced(ed, as("ed"));
        const SyncReport report = alice.sync(as("alice"));
        QVERIFY2(report.ok, qPrintable(report.error));
        QCOMPARE(report.conflicts, 1);
        // Both versions kept: Alice's here, Ed's on the server and in the conflict.
        QCOMPARE(commentOf(alice, mine), "south began");
        const QList<Conflict> conflicts = SyncLedger(alice.db()).conflicts();
        QCOMPARE(conflicts.size(), 1);
        QVERIFY(conflicts[0].serverBody.contains("north began"));
        QCOMPARE(conflicts[0].serverChangedBy, group_ + "_ed");
        // A second sync changes nothing while the conflict waits.
        QCOMPARE(alice.sync(as("alice")).conflicts, 0);
        QCOMPARE(commentOf(alice, mine), "south began");
        // Keeping both: Ed's version under the UUID, Alice's as a new record.
        QVERIFY(resolveConflict(alice.db(), conflicts[0].uuid, Keep::Both));
        synced(alice, as("alice"));
        QCOMPARE(serverCount(), 2);
        synced(ed, as("ed"));
        QStringList comments;
        for (qint64 id : RecordStore(ed.db()).allIds()) comments << commentOf(ed, id);
        comments.sort();
        QCOMPARE(comments, (QStringList{"north began", "south began"}));
    }

    void keepLocalWritesOverTheServer() {
        Device alice, ed;
        const qint64 mine = alice.add(sampleRecord("Arusha"));
        synced(alice, as("alice"));
        synced(ed, as("ed"));
        edit(alice, mine, "alice's reading");
        edit(ed, RecordStore(ed.db()).allIds().value(0), "ed's reading");
        synced(ed, as("ed"));
        QCOMPARE(alice.sync(as("alice")).conflicts, 1);
        QVERIFY(
            resolveConflict(alice.db(), SyncLedger(alice.db()).conflicts()[0].uuid, Keep::Local));
        synced(alice, as("alice"));
        synced(ed, as("ed"));
        QCOMPARE(commentOf(ed, RecordStore(ed.db()).allIds().value(0)), "alice's reading");
        QCOMPARE(serverCount(), 1);
    }

    void deleteAgainstEdit() {
        Device alice, ed;
        const qint64 mine = alice.add(sampleRecord("Arusha"));
        synced(alice, as("alice"));
        synced(ed, as("ed"));
        // Ed deletes it; Alice, offline, edits it.
        QVERIFY(RecordStore(ed.db()).remove(RecordStore(ed.db()).allIds().value(0)));
        synced(ed, as("ed"));
        QCOMPARE(serverCount(), 0);
        edit(alice, mine, "still needed");
        const SyncReport report = alice.sync(as("alice"));
        QVERIFY(report.ok);
        QCOMPARE(report.conflicts, 1);
        QCOMPARE(commentOf(alice, mine), "still needed");  // the edit is not lost
        const Conflict c = SyncLedger(alice.db()).conflicts().value(0);
        QVERIFY(c.serverDeleted);
        QVERIFY(resolveConflict(alice.db(), c.uuid, Keep::Local));
        synced(alice, as("alice"));
        QCOMPARE(serverCount(), 1);
        synced(ed, as("ed"));
        QCOMPARE(ed.places(), QStringList{"Arusha"});
    }

    void editAgainstDelete() {
        Device alice, ed;
        const qint64 mine = alice.add(sampleRecord("Arusha"));
        synced(alice, as("alice"));
        synced(ed, as("ed"));
        edit(ed, RecordStore(ed.db()).allIds().value(0), "ed's correction");
        synced(ed, as("ed"));
        QVERIFY(RecordStore(alice.db()).remove(mine));  // offline, Alice deletes it
        const SyncReport report = alice.sync(as("alice"));
        QCOMPARE(report.conflicts, 1);
        const Conflict c = SyncLedger(alice.db()).conflicts().value(0);
        QCOMPARE(c.localId, 0);
        QVERIFY(c.serverBody.contains("ed's correction"));
        QCOMPARE(serverCount(), 1);  // the deletion waits for a person's choice
        QVERIFY(resolveConflict(alice.db(), c.uuid, Keep::Server));
        QCOMPARE(alice.places(), QStringList{"Arusha"});
        QCOMPARE(commentOf(alice, RecordStore(alice.db()).allIds().value(0)), "ed's correction");
    }

    void serverKilledMidSyncThenCompletes() {
        Device alice;
        const int total = 3 * SyncSession::kBatch + 17;
        for (int i = 0; i < total; ++i) alice.add(sampleRecord(QStringLiteral("P%1").arg(i, 5)));
        bool killed = false;
        const SyncReport cut = alice.sync(as("alice"), [&](const SyncProgress& p) {
            if (!killed && p.phase == SyncProgress::Phase::Push) killed = server_.kill();
        });
        QVERIFY(killed);
        QVERIFY(!cut.ok);
        QCOMPARE(cut.pushed, SyncSession::kBatch);
        QVERIFY2(server_.restart(), qPrintable(server_.why()));
        QCOMPARE(SyncLedger(alice.db()).pendingCount(), total - SyncSession::kBatch);
        synced(alice, as("alice"));
        QCOMPARE(SyncLedger(alice.db()).pendingCount(), 0);
        QCOMPARE(serverCount(), total);
        QCOMPARE(RecordStore(alice.db()).count(), total);
        Device bob;
        synced(bob, as("bob"));
        QCOMPARE(bob.places(), alice.places());
    }

    // A record edited here while a sync runs (after the push, before the
    // pull) and changed on the server meanwhile: the pull keeps both.
    void editedDuringSyncKeepsBoth() {
        Device alice, ed;
        const qint64 mine = alice.add(sampleRecord("Arusha"));
        synced(alice, as("alice"));
        synced(ed, as("ed"));
        edit(ed, RecordStore(ed.db()).allIds().value(0), "ed's note");
        synced(ed, as("ed"));
        alice.add(sampleRecord("Moshi"));  // so that the push has a batch
        const SyncReport report = alice.sync(as("alice"), [&](const SyncProgress& p) {
            if (p.phase == SyncProgress::Phase::Push) edit(alice, mine, "alice's note");
        });
        QVERIFY2(report.ok, qPrintable(report.error));
        QCOMPARE(report.conflicts, 1);
        QCOMPARE(commentOf(alice, mine), "alice's note");
        QVERIFY(SyncLedger(alice.db()).conflicts().value(0).serverBody.contains("ed's note"));
    }

    void lostAnswerIsNotSentTwice() {
        Device alice;
        alice.add(sampleRecord("Arusha"));
        synced(alice, as("alice"));
        // As if the server's answer had been lost: the link forgets the push.
        QSqlQuery forget(alice.db().sql());
        QVERIFY(forget.exec("UPDATE sync_links SET revision = 0, hash = '', modified = ''"));
        synced(alice, as("alice"));
        QCOMPARE(serverCount(), 1);
        QCOMPARE(RecordStore(alice.db()).count(), 1);
        QCOMPARE(SyncLedger(alice.db()).conflicts().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestServerSync)
#include "tst_server_sync.moc"
