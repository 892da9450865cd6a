// Imports record files chosen in the app through the archive's own policy
// (archive::importRecords) on the archive's thread: progress, cancel, and a
// summary with every problem at its place (FILE:LINE:COLUMN), with the choice
// to import the good games of files that have bad ones.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QList>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <atomic>
#include <memory>

#include "archive/record_import.h"

namespace enkang::ui {

class RecordImporter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool busy READ busy NOTIFY stateChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)  // 0..1 of the bytes
    Q_PROPERTY(int importedCount READ importedCount NOTIFY stateChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY stateChanged)
    Q_PROPERTY(QStringList problems READ problems NOTIFY stateChanged)
    // Nothing came in because of problems, but the files hold good games too.
    Q_PROPERTY(bool canKeepGoodGames READ canKeepGoodGames NOTIFY stateChanged)
  public:
    explicit RecordImporter(QObject* parent = nullptr);

    Q_INVOKABLE void importFiles(const QList<QUrl>& files, bool keepGoodGames = false);
    // The same files again, keeping their good games.
    Q_INVOKABLE void importGoodGames() { importFiles(lastFiles_, true); }
    Q_INVOKABLE void cancel();

    bool busy() const { return busy_; }
    double progress() const { return progress_; }
    int importedCount() const { return importedCount_; }
    QString summary() const { return summary_; }
    QStringList problems() const { return problems_; }
    bool canKeepGoodGames() const { return canKeepGoodGames_; }

  signals:
    void stateChanged();
    void progressChanged();
    void finished(qint64 firstId);  // 0 when nothing came in

  private:
    void setProgress(double p);

    bool busy_ = false;
    double progress_ = 0;
    int importedCount_ = 0;
    QString summary_;
    QStringList problems_;
    bool canKeepGoodGames_ = false;
    QList<QUrl> lastFiles_;
    std::shared_ptr<std::atomic<bool>> cancel_;
};

// What a person reads after an import: how many came in, or why none did,
// and the first problems at their places.
QString importSummary(const archive::ImportReport& report);

}  // namespace enkang::ui
