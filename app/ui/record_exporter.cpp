#include "record_exporter.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QPointer>

#include "archive/record_loader.h"
#include "archive/record_text.h"
#include "archive_service.h"
#include "record_support.h"
#include "records_controller.h"

namespace enkang::ui {

RecordExporter::RecordExporter(QObject* parent) : QObject(parent) {}

void RecordExporter::exportAll(const QUrl& file) {
    run({}, file);
}

void RecordExporter::exportFound(RecordsController* search, const QUrl& file) {
    archive::ExportSelection what;
    what.kind = archive::ExportSelection::Found;
    if (search) what.filter = search->currentFilter();
    run(what, file);
}

void RecordExporter::exportChosen(const QVariantList& ids, const QUrl& file) {
    archive::ExportSelection what;
    what.kind = archive::ExportSelection::Chosen;
    for (const QVariant& id : ids) what.ids << id.toLongLong();
    run(what, file);
}

void RecordExporter::run(const archive::ExportSelection& what, const QUrl& file) {
    if (busy_ || file.isEmpty()) return;
    QString why;
    ArchiveService* archive = records::openArchive(why);
    succeeded_ = false;
    written_ = 0;
    if (!archive) {
        summary_ = why;
        emit stateChanged();
        emit finished(false);
        return;
    }
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    busy_ = true;
    summary_.clear();
    setProgress(0);
    emit stateChanged();
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto cancel = cancel_;
    auto report = std::make_shared<archive::ExportReport>();
    QPointer<RecordExporter> self(this);
    archive->run(
        [what, path, cancel, report, self, archive](archive::Database& db) {
            *report = archive::exportRecordsToFile(
                db, what, path,
                [self, archive](int done, int total) {
                    const double p = total > 0 ? double(done) / total : 1;
                    archive->post(self,
                                  [p](RecordExporter* exporter) { exporter->setProgress(p); });
                },
                cancel.get());
            return QVariant();
        },
        this,
        [this, report, path](const QVariant&) {
            busy_ = false;
            written_ = report->written;
            succeeded_ = report->ok();
            if (report->cancelled)
                summary_ = tr("Export cancelled: %1 was left as it was.").arg(path);
            else if (!report->ok())
                summary_ = tr("Nothing was exported: %1").arg(report->error);
            else
                summary_ = tr("%n record(s) exported to %1.", "", written_).arg(path);
            setProgress(1);
            emit stateChanged();
            emit finished(succeeded_);
        });
}

void RecordExporter::copyRecord(qint64 id) {
    QString why;
    ArchiveService* archive = records::openArchive(why);
    if (!archive) {
        emit copied(false, why);
        return;
    }
    auto text = std::make_shared<std::string>();
    auto error = std::make_shared<QString>();
    archive->run(
        [id, text, error](archive::Database& db) {
            if (auto r = archive::RecordLoader(db).load(id))
                *text = archive::writeRecord(*r);
            else
                *error = db.error();
            return QVariant();
        },
        this,
        [this, text, error](const QVariant&) {
            if (text->empty()) {
                emit copied(false, tr("The record could not be read: %1").arg(*error));
                return;
            }
            if (QClipboard* clipboard = QGuiApplication::clipboard())
                clipboard->setText(QString::fromStdString(*text));
            emit copied(true, tr("The record is on the clipboard, as text."));
        });
}

void RecordExporter::cancel() {
    if (cancel_) cancel_->store(true);
}

void RecordExporter::setProgress(double p) {
    if (p == progress_) return;
    progress_ = p;
    emit progressChanged();
}

}  // namespace enkang::ui
