// The archive service behind Settings → Back up the archive: the copy is
// made on the archive thread, holds every record, and a failure is said;
// and the check of every page, on request, on the same thread. A job's
// progress reaches its object on the GUI thread only while the object lives.
#include <QPointer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <atomic>
#include <memory>
#include <vector>

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

    // An importer's or exporter's progress, posted from its job: delivered on
    // the GUI thread to an object still alive, dropped for one deleted.
    void aPostReachesOnlyALiveObject() {
        ui::ArchiveService service(dir_.filePath("posts.sqlite"));
        QTRY_VERIFY(service.ready());
        auto* gone = new QObject;
        QObject kept;
        QPointer<QObject> goneRef(gone), keptRef(&kept);
        QSemaphore deleted;
        int goneCalls = 0, keptCalls = 0;
        bool onGuiThread = false;
        service.run(
            [&](archive::Database&) {
                deleted.acquire();
                service.post(goneRef, [&goneCalls](QObject*) { ++goneCalls; });
                service.post(keptRef, [&](QObject* object) {
                    onGuiThread = QThread::currentThread() == qApp->thread();
                    keptCalls += object == &kept;
                });
                return QVariant();
            },
            nullptr);
        delete gone;
        deleted.release();
        QTRY_COMPARE(keptCalls, 1);
        QVERIFY(onGuiThread);
        QCOMPARE(goneCalls, 0);
    }

    // Objects deleted on the GUI thread while a job posts to them all as
    // fast as it can: each post finds its object alive, or is dropped. (A
    // post that looked at the object on the archive thread could reach one
    // deleted in between; this makes that window busy, it cannot force it.)
    void postsToObjectsBeingDeletedAreSafe() {
        ui::ArchiveService service(dir_.filePath("stress.sqlite"));
        QTRY_VERIFY(service.ready());
        constexpr int kObjects = 300;
        std::vector<std::unique_ptr<QObject>> objects;
        std::vector<QPointer<QObject>> refs;
        for (int i = 0; i < kObjects; ++i) {
            objects.push_back(std::make_unique<QObject>());
            refs.emplace_back(objects.back().get());
        }
        std::atomic<bool> allDeleted{false};
        QSemaphore started;
        int delivered = 0, afterDeletion = 0;
        bool deletedEverything = false;
        service.run(
            [&](archive::Database&) {
                started.release();
                for (int round = 0; round < 2000 && !allDeleted.load(); ++round)
                    for (const QPointer<QObject>& ref : refs)
                        service.post(ref, [&](QObject* object) {
                            object->setObjectName(QStringLiteral("reached"));  // touches it
                            ++delivered;
                            afterDeletion += deletedEverything;
                        });
                return QVariant();
            },
            nullptr);
        started.acquire();
        for (auto object = objects.rbegin(); object != objects.rend(); ++object) {
            QThread::usleep(100);  // the job posting meanwhile
            QCoreApplication::processEvents();
            object->reset();
        }
        deletedEverything = true;
        allDeleted = true;
        service.waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(delivered > 0);
        QCOMPARE(afterDeletion, 0);
    }
};

QTEST_GUILESS_MAIN(TestArchiveService)
#include "tst_archive_service.moc"
