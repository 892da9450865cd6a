// Exports records chosen in the app (one record, the current search, or the
// whole archive) to a record file through archive::exportRecordsToFile on the
// archive's thread: progress, cancel, and a summary; the file is replaced
// only when the export is complete. On a desktop, "share" is a save plus the
// record's text on the clipboard (Qt 6.4 has no share sheet there).
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <atomic>
#include <memory>

#include "archive/record_export.h"
#include "records_controller.h"

namespace enkang::ui {

class RecordExporter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool busy READ busy NOTIFY stateChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)  // 0..1 of the records
    Q_PROPERTY(int writtenCount READ writtenCount NOTIFY stateChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY stateChanged)
    Q_PROPERTY(bool succeeded READ succeeded NOTIFY stateChanged)
  public:
    explicit RecordExporter(QObject* parent = nullptr);

    Q_INVOKABLE void exportAll(const QUrl& file);
    // What `search` finds now (its filters, in its order).
    Q_INVOKABLE void exportFound(RecordsController* search, const QUrl& file);
    Q_INVOKABLE void exportChosen(const QVariantList& ids, const QUrl& file);
    // The record's text on the clipboard (answered by copied).
    Q_INVOKABLE void copyRecord(qint64 id);
    Q_INVOKABLE void cancel();

    bool busy() const { return busy_; }
    double progress() const { return progress_; }
    int writtenCount() const { return written_; }
    QString summary() const { return summary_; }
    bool succeeded() const { return succeeded_; }

  signals:
    void stateChanged();
    void progressChanged();
    void finished(bool ok);
    void copied(bool ok, const QString& message);

  private:
    void run(const archive::ExportSelection& what, const QUrl& file);
    void setProgress(double p);

    bool busy_ = false, succeeded_ = false;
    double progress_ = 0;
    int written_ = 0;
    QString summary_;
    std::shared_ptr<std::atomic<bool>> cancel_;
};

}  // namespace enkang::ui
