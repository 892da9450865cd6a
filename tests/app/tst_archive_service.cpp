// The archive service behind Settings → Back up the archive: the copy is
// made on the archive thread, holds every record, and a failure is said;
// and the check of every page, on request, on the same thread.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "app/ui/archive_service.h"
#include "archive/database.h"
#include "archive/record_store.h"

using namespace enkang;

class TestArchiveService : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

  private slots:
    void backupCopiesTheWholeArchive() {
        const QString path = dir_.filePath("archive.sqlite");
        ui::ArchiveService service(path);
        QTRY_VERIFY(service.ready());
        service.run(
            [](archive::Database& db) {
                archive::GameRecord r;
                r.setTag("Game", "kimasai-mackay");
                r.setTag("Place", "Engaruka");
                return QVariant(archive::RecordStore(db).add(r));
            },
            this);
        service.waitForIdle();
        QSignalSpy finished(&service, &ui::ArchiveService::backupFinished);
        service.backup(QUrl::fromLocalFile(dir_.filePath("copy.sqlite")));
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished[0][0].toBool(), true);
        archive::Database copy;
        QVERIFY2(copy.open(dir_.filePath("copy.sqlite")), qPrintable(copy.error()));
        QCOMPARE(archive::RecordStore(copy).count(), 1);

        service.backup(QUrl::fromLocalFile(dir_.filePath("no/such/folder/copy.sqlite")));
        QTRY_COMPARE(finished.count(), 2);
        QCOMPARE(finished[1][0].toBool(), false);
        QVERIFY(finished[1][1].toString().startsWith("The backup failed"));
    }

    // Settings → Check the archive: SQLite's check on the archive thread.
    void theCheckRunsOnTheArchiveThread() {
        ui::ArchiveService service(dir_.filePath("checked.sqlite"));
        QTRY_VERIFY(service.ready());
        QSignalSpy finished(&service, &ui::ArchiveService::checkFinished);
        service.check();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished[0][0].toBool(), true);
        QCOMPARE(finished[0][1].toString(), QString("The archive is intact."));
    }
};

QTEST_GUILESS_MAIN(TestArchiveService)
#include "tst_archive_service.moc"
