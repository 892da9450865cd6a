// The records of a search analysed in the background (archive::analyseRecord
// at a modest level), on a thread of their own: each record is read and its
// analysis saved by short jobs on the archive's thread, so that the
// interface and the archive stay free. Progress and cancel; a record whose
// analysis is under way when cancel comes is left without one (nothing is
// saved for it); records already analysed at this level or above are skipped.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <atomic>
#include <functional>
#include <memory>

#include "worker_thread.h"

namespace enkang::archive {
class Database;
}

namespace enkang::ui {

class BatchAnalysis : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool running READ running NOTIFY stateChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)              // records of the search
    Q_PROPERTY(int done READ doneCount NOTIFY progressChanged)           // looked at so far
    Q_PROPERTY(int analysed READ analysed NOTIFY progressChanged)        // analyses saved
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)     // 0..1
    Q_PROPERTY(int level READ level WRITE setLevel NOTIFY levelChanged)  // 1..4, 2 by default
    Q_PROPERTY(QString summary READ summary NOTIFY stateChanged)
  public:
    explicit BatchAnalysis(QObject* parent = nullptr);
    ~BatchAnalysis() override;  // stops after the record in hand, saving nothing more

    bool running() const { return running_; }
    int total() const { return total_; }
    int doneCount() const { return done_; }
    int analysed() const { return analysed_; }
    double progress() const { return total_ > 0 ? double(done_) / total_ : 0; }
    int level() const { return level_; }
    void setLevel(int level);
    QString summary() const { return summary_; }

    // Analyses the records the filter finds (RecordsController.searchFilter());
    // false when already running or the archive is not open (summary says why).
    Q_INVOKABLE bool analyse(const QVariantMap& filter);
    // The same for chosen records by id (the selection, or the record in the
    // viewer); a list of numbers, as QML's arrays convert.
    Q_INVOKABLE bool analyseRecords(const QVariantList& ids);
    Q_INVOKABLE void cancel();

  signals:
    void stateChanged();
    void progressChanged();
    void levelChanged();
    void finished(bool cancelled);

  private:
    struct Shared;
    bool start(std::function<QList<qint64>(archive::Database&)> idsJob);
    void report(int total, int done, int analysed);
    void end(bool cancelled, const QString& error);

    WorkerThread worker_{QStringLiteral("batch analysis")};
    std::shared_ptr<Shared> shared_;
    bool running_ = false;
    int total_ = 0, done_ = 0, analysed_ = 0;
    int level_ = 2;
    QString summary_;
};

}  // namespace enkang::ui
