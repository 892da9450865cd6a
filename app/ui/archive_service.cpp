#include "archive_service.h"

#include <QPointer>
#include <QSemaphore>

#include "archive/archive_fault.h"
#include "archive/database.h"
#include "archive/source_store.h"

namespace enkang::ui {
namespace {
ArchiveService* theInstance = nullptr;
}

ArchiveService* ArchiveService::instance() {
    return theInstance;
}
void ArchiveService::setInstance(ArchiveService* service) {
    theInstance = service;
}

ArchiveService::ArchiveService(const QString& path, QObject* parent)
    : QObject(parent), path_(path) {
    thread_.setObjectName(QStringLiteral("archive"));
    worker_ = new QObject;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.start();
    // Open and seed on the archive thread; tell the interface when it is ready.
    QMetaObject::invokeMethod(worker_, [this] {
        db_ = new archive::Database;
        QString error;
        if (!db_->open(path_))
            error = db_->error();
        else if (!db_->readOnly() &&
                 !archive::SourceStore(*db_).seed(archive::SourceStore::defaultContentFolder()))
            error = db_->error();
        const bool ok = error.isEmpty();
        // Said in the interface's language: a full disk, or something read-only.
        const QString readOnly =
            !db_->readOnly() ? QString()
            : db_->readOnlyFault() == archive::Fault::DiskFull
                ? tr("the disk is full")
                : tr("the file, its folder or the medium it is on is read-only");
        QMetaObject::invokeMethod(this, [this, ok, error, readOnly] {
            ready_ = ok;
            error_ = error;
            readOnlyReason_ = readOnly;
            emit stateChanged();
        });
    });
}

ArchiveService::~ArchiveService() {
    QMetaObject::invokeMethod(worker_, [this] {
        delete db_;
        db_ = nullptr;
    });
    thread_.quit();
    thread_.wait();
    if (theInstance == this) theInstance = nullptr;
}

void ArchiveService::run(Job job, QObject* context, Done done) {
    QPointer<QObject> target(context);
    QMetaObject::invokeMethod(worker_,
                              [this, job = std::move(job), target, done = std::move(done)] {
                                  if (!db_ || !db_->isOpen()) return;
                                  const QVariant result = job(*db_);
                                  // Through the service, which outlives this thread's jobs (a
                                  // test deleting its LearnController at once crashed when the
                                  // answer was posted to a context looked at here).
                                  if (done)
                                      post(target, [done, result](QObject*) { done(result); });
                              });
}

void ArchiveService::backup(const QUrl& file) {
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (!ready_) {
        emit backupFinished(false, tr("The archive is not open, so there is nothing to back up."));
        return;
    }
    run(
        [path](archive::Database& db) {
            return db.backupTo(path) ? QVariant() : QVariant(db.error());
        },
        this,
        [this, path](const QVariant& error) {
            if (error.isNull())
                emit backupFinished(true, tr("Backed up to %1.").arg(path));
            else
                //: %1 is why the backup failed (from the archive, in English)
                emit backupFinished(false, tr("The backup failed: %1").arg(error.toString()));
        });
}

void ArchiveService::check() {
    if (!ready_) {
        emit checkFinished(false, tr("The archive is not open, so there is nothing to check."));
        return;
    }
    run([](archive::Database& db) { return db.check() ? QVariant() : QVariant(db.error()); }, this,
        [this](const QVariant& error) {
            if (error.isNull())
                emit checkFinished(true, tr("The archive is intact."));
            else
                //: %1 is what the check found (from the archive, in English)
                emit checkFinished(false, tr("The archive is damaged: %1").arg(error.toString()));
        });
}

void ArchiveService::waitForIdle() {
    QSemaphore finished;
    QMetaObject::invokeMethod(worker_, [&finished] { finished.release(); });
    finished.acquire();
}

}  // namespace enkang::ui
