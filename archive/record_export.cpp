#include "record_export.h"

#include <QCoreApplication>
#include <QSaveFile>

#include "record_loader.h"
#include "record_text.h"

namespace enkang::archive {

namespace {

constexpr int kProgressEvery = 200;
constexpr int kSearchPage = 500;

// Walks the chosen records in order, calling `take` with each until it says stop.
class SelectionWalk {
  public:
    SelectionWalk(Database& db, const ExportSelection& what) : db_(db), what_(what), loader_(db) {}

    int total() {
        RecordStore store(db_);
        switch (what_.kind) {
            case ExportSelection::All:
                return store.count();
            case ExportSelection::Chosen:
                return int(what_.ids.size());
            case ExportSelection::Found:
                return store.count(what_.filter);
        }
        return 0;
    }

    // The next record; false at the end, or on an error (then `failedId` is set).
    bool next(GameRecord& record, qint64& failedId) {
        failedId = 0;
        if (what_.kind == ExportSelection::All) {
            if (!scan_) scan_.emplace(db_);
            qint64 id = 0;
            if (scan_->next(id, record)) return true;
            if (scan_->failed()) failedId = id > 0 ? id : -1;
            return false;
        }
        if (what_.kind == ExportSelection::Found && position_ >= pending_.size() && !searchDone_)
            fetchPage();
        const QList<qint64>& ids = what_.kind == ExportSelection::Chosen ? what_.ids : pending_;
        if (position_ >= ids.size()) return false;
        const qint64 id = ids[position_++];
        auto loaded = loader_.load(id);
        if (!loaded) {
            failedId = id;
            return false;
        }
        record = std::move(*loaded);
        return true;
    }

  private:
    void fetchPage() {
        RecordFilter page = what_.filter;
        page.limit = kSearchPage;
        page.after = pending_.isEmpty() ? 0 : pending_.last();
        const QList<RecordSummary> found = RecordStore(db_).search(page);
        pending_.clear();
        position_ = 0;
        for (const RecordSummary& s : found) pending_ << s.id;
        searchDone_ = found.size() < kSearchPage;
    }

    Database& db_;
    const ExportSelection& what_;
    RecordLoader loader_;
    std::optional<RecordScan> scan_;
    QList<qint64> pending_;  // Found: the current page of ids
    qsizetype position_ = 0;
    bool searchDone_ = false;
};

// The context of the export's messages, for lupdate and QTranslator.
struct RecordExport {
    Q_DECLARE_TR_FUNCTIONS(RecordExport)
};

}  // namespace

ExportReport exportRecords(Database& db, const ExportSelection& what, const ExportSink& sink,
                           const ExportProgress& progress, const std::atomic<bool>* cancel) {
    ExportReport report;
    SelectionWalk walk(db, what);
    const int total = walk.total();
    GameRecord record;
    qint64 failedId = 0;
    while (true) {
        if (cancel && cancel->load()) {
            report.cancelled = true;
            return report;
        }
        if (!walk.next(record, failedId)) break;
        const std::string text = (report.written == 0 ? "" : "\n") + writeRecord(record);
        if (!sink(text)) {
            report.fault = Fault::Io;
            return report;
        }
        ++report.written;
        if (progress && report.written % kProgressEvery == 0) progress(report.written, total);
    }
    if (failedId != 0) {
        report.fault = db.fault() == Fault::None ? Fault::Damaged : db.fault();
        report.error =
            failedId > 0
                ? RecordExport::tr("record %1 could not be read: %2").arg(failedId).arg(db.error())
                : RecordExport::tr("the records could not be read: %1").arg(db.error());
        return report;
    }
    // A search that stopped short (a failed page) must not pass for the whole result.
    if (what.kind == ExportSelection::Found && report.written != total) {
        report.fault = db.fault() == Fault::None ? Fault::Damaged : db.fault();
        report.error = RecordExport::tr("the search found %1 records but only %2 could be read: %3")
                           .arg(total)
                           .arg(report.written)
                           .arg(db.error());
        return report;
    }
    if (progress) progress(report.written, std::max(total, report.written));
    return report;
}

ExportReport exportRecordsToFile(Database& db, const ExportSelection& what, const QString& path,
                                 const ExportProgress& progress, const std::atomic<bool>* cancel) {
    QSaveFile file(path);
    ExportReport report;
    if (!file.open(QIODevice::WriteOnly)) {
        report.fault = Fault::Io;
        report.error = RecordExport::tr("%1 could not be written (%2); nothing was changed")
                           .arg(path, file.errorString());
        return report;
    }
    report = exportRecords(
        db, what,
        [&file](const std::string& text) {
            return file.write(text.data(), qint64(text.size())) == qint64(text.size());
        },
        progress, cancel);
    if (!report.ok()) {
        if (report.fault == Fault::Io && report.error.isEmpty())
            report.error = RecordExport::tr("%1 could not be written (%2); nothing was changed")
                               .arg(path, file.errorString());
        file.cancelWriting();
        return report;
    }
    if (!file.commit()) {
        report.fault = Fault::Io;
        report.error = RecordExport::tr("%1 could not be written (%2); nothing was changed")
                           .arg(path, file.errorString());
    }
    return report;
}

}  // namespace enkang::archive
