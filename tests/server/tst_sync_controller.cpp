// The app's SyncController against a real PostgreSQL: sync() returns at once
// (the work runs on the archive thread), progress and the result arrive as
// signals, the pending count falls to zero, a conflict is listed and resolved.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/archive_service.h"
#include "app/ui/sync_controller.h"
#include "archive/record_store.h"
#include "server_scenario.h"

using namespace enkang::archive;
using namespace enkang::test;

class TestSyncController : public QObject {
    Q_OBJECT
    PostgresFixture server_;
    QTemporaryDir dir_;

  private slots:
    void initTestCase() {
        if (const QString why = PostgresFixture::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (!ServerConnection::driverAvailable())
            QSKIP("Qt's PostgreSQL driver is not installed (libqt6sql6-psql)");
        QCoreApplication::setOrganizationName("EnkangTest");
        QVERIFY2(server_.start(), qPrintable(server_.why()));
        QString why;
        QVERIFY2(makeGroup(server_, "app", &why), qPrintable(why));
    }

    void syncRunsOffTheGuiThread() {
        enkang::ui::ArchiveService archive(dir_.filePath("app.sqlite"));
        enkang::ui::ArchiveService::setInstance(&archive);
        archive.run(
            [](Database& db) {
                for (int i = 0; i < 3; ++i) RecordStore(db).add(sampleRecord("Kiteto"));
                return QVariant();
            },
            &archive);
        archive.waitForIdle();
        enkang::ui::SyncController sync;
        QSignalSpy state(&sync, &enkang::ui::SyncController::stateChanged);
        QTRY_COMPARE(sync.pendingCount(), 3);
        const ServerAddress alice = login(server_, "app", "alice");
        sync.setServer(server_.url("app"));
        sync.setUser(alice.user);
        sync.setPassword(alice.password);
        QSignalSpy finished(&sync, &enkang::ui::SyncController::finished);
        sync.sync();
        QVERIFY(sync.busy());  // returned at once; the job is on the archive thread
        QVERIFY(finished.wait(60000));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(sync.status()));
        QCOMPARE(sync.pendingCount(), 0);
        QVERIFY(!sync.busy());
        QVERIFY(sync.status().contains("3"));

        // Ed changes a record on the server; Alice changes it here: a conflict.
        Device ed;
        QVERIFY(ed.sync(login(server_, "app", "ed")).ok);
        RecordStore edStore(ed.db());
        auto theirs = edStore.load(edStore.allIds().value(0));
        theirs->comment = "ed";
        QVERIFY(edStore.replace(edStore.allIds().value(0), *theirs));
        QVERIFY(ed.sync(login(server_, "app", "ed")).ok);
        archive.run(
            [](Database& db) {
                RecordStore store(db);
                for (qint64 id : store.allIds()) {
                    auto r = store.load(id);
                    r->comment = "alice";
                    store.replace(id, *r);
                }
                return QVariant();
            },
            &archive);
        sync.sync();
        QVERIFY(finished.wait(60000));
        QCOMPARE(sync.conflicts().size(), 1);
        const QString uuid = sync.conflicts()[0].toMap()["uuid"].toString();
        sync.resolve(uuid, "server");
        QTRY_COMPARE(sync.conflicts().size(), 0);
        archive.waitForIdle();
        enkang::ui::ArchiveService::setInstance(nullptr);
    }
};

QTEST_MAIN(TestSyncController)
#include "tst_sync_controller.moc"
