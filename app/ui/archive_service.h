// The archive database on its own thread: the interface never waits for
// SQLite. Controllers hand it jobs (a function of the open Database) and get
// the result back on their own thread. Opened once by main (the --db path or
// the platform's app-data location); if the file is refused (newer, damaged,
// not a database) the app still runs and says why.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QUrl>
#include <QVariant>
#include <functional>

namespace enkang::archive {
class Database;
}

namespace enkang::ui {

class ArchiveService : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("opened by main")
    Q_PROPERTY(bool ready READ ready NOTIFY stateChanged)
    Q_PROPERTY(QString error READ error NOTIFY stateChanged)
    // Open for reading only (a read-only medium, a full disk): why nothing can be saved.
    Q_PROPERTY(QString readOnlyReason READ readOnlyReason NOTIFY stateChanged)
    Q_PROPERTY(QString path READ path CONSTANT)
  public:
    using Job = std::function<QVariant(archive::Database&)>;
    using Done = std::function<void(const QVariant&)>;

    explicit ArchiveService(const QString& path, QObject* parent = nullptr);
    ~ArchiveService() override;  // finishes the job in hand, then closes

    static ArchiveService* instance();  // the app's archive (null in tests that make none)
    static void setInstance(ArchiveService* service);

    bool ready() const { return ready_; }
    QString error() const { return error_; }
    QString readOnlyReason() const { return readOnlyReason_; }
    QString path() const { return path_; }

    // Runs `job` on the archive thread; `done` is called on the service's
    // thread (the GUI thread, as every context is), if `context` still exists.
    void run(Job job, QObject* context, Done done = {});
    // For a job's progress, from the archive thread: calls `work(object)` on
    // the service's thread if `context` (made there) still exists then. The
    // context is looked at only there: looked at here and then posted to, it
    // could be deleted between the look and the post.
    template <class T, class Work>
    void post(const QPointer<T>& context, Work work) {
        QMetaObject::invokeMethod(this, [context, work] {
            if (T* object = context.data()) work(object);
        });
    }
    // A complete copy of the archive (WAL included) at `file`, made on the
    // archive thread; answered by backupFinished.
    Q_INVOKABLE void backup(const QUrl& file);
    // SQLite's check of every page (seconds at a million records), on the
    // archive thread; answered by checkFinished. Opening runs it only after
    // an unclean shutdown (Database::closedUncleanly).
    Q_INVOKABLE void check();

    // Blocks until the jobs queued so far are done (tests and shutdown only).
    void waitForIdle();

  signals:
    void stateChanged();
    void recordsChanged();  // a record was added, edited or deleted
    void progressChanged();
    void backupFinished(bool ok, const QString& message);
    void checkFinished(bool ok, const QString& message);

  private:
    QThread thread_;
    QObject* worker_ = nullptr;        // lives on thread_
    archive::Database* db_ = nullptr;  // used only on thread_
    QString path_;
    QString error_;
    QString readOnlyReason_;
    bool ready_ = false;
};

}  // namespace enkang::ui
