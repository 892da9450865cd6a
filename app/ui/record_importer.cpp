#include "record_importer.h"

#include <QCoreApplication>
#include <QPointer>

#include "archive_service.h"
#include "record_support.h"

namespace enkang::ui {

namespace {
constexpr std::size_t kProblemsListed = 200;  // the rest are counted, not listed
}

QString importSummary(const archive::ImportReport& report) {
    QStringList lines;
    if (!report.imported.isEmpty())
        lines << QCoreApplication::translate("OpenFiles", "Records imported: %1.")
                     .arg(report.imported.size());
    else if (report.fault == archive::Fault::None && !report.cancelled)
        lines << QCoreApplication::translate(
            "OpenFiles", "Nothing was imported: the files have these problems.");
    if (report.fault != archive::Fault::None)
        lines << QCoreApplication::translate("OpenFiles", "Writing to the archive stopped: %1")
                     .arg(report.error);
    constexpr std::size_t kShown = 20;
    for (std::size_t i = 0; i < report.problems.size() && i < kShown; ++i)
        lines << report.problems[i].describe();
    if (report.problems.size() > kShown)
        lines << QCoreApplication::translate("OpenFiles", "Problems not shown: %1.")
                     .arg(report.problems.size() - kShown);
    return lines.join('\n');
}

RecordImporter::RecordImporter(QObject* parent) : QObject(parent) {}

void RecordImporter::importFiles(const QList<QUrl>& files, bool keepGoodGames) {
    if (busy_ || files.isEmpty()) return;
    QString why;
    ArchiveService* archive = records::openArchive(why);
    lastFiles_ = files;
    problems_.clear();
    importedCount_ = 0;
    canKeepGoodGames_ = false;
    if (!archive) {
        summary_ = why;
        emit stateChanged();
        emit finished(0);
        return;
    }
    QStringList paths;
    for (const QUrl& url : files) paths << (url.isLocalFile() ? url.toLocalFile() : url.toString());
    busy_ = true;
    summary_.clear();
    setProgress(0);
    emit stateChanged();
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto cancel = cancel_;
    QPointer<RecordImporter> self(this);
    QPointer<ArchiveService> service(archive);
    struct Outcome {
        archive::ImportReport report;
    };
    auto outcome = std::make_shared<Outcome>();
    archive->run(
        [paths, keepGoodGames, cancel, self, archive, outcome](archive::Database& db) {
            archive::ImportOptions options;
            options.keepGoodGames = keepGoodGames;
            outcome->report = archive::importRecords(
                db, paths, options,
                [self, archive](int done, int total) {
                    const double p = total > 0 ? double(done) / total : 0;
                    archive->post(self,
                                  [p](RecordImporter* importer) { importer->setProgress(p); });
                },
                cancel.get());
            return QVariant();
        },
        this,
        [this, outcome, service, keepGoodGames](const QVariant&) {
            const archive::ImportReport& r = outcome->report;
            busy_ = false;
            importedCount_ = int(r.imported.size());
            summary_ = importSummary(r);
            for (std::size_t i = 0; i < r.problems.size() && i < kProblemsListed; ++i)
                problems_ << r.problems[i].describe();
            canKeepGoodGames_ = !keepGoodGames && r.refusedForProblems() &&
                                r.fault == archive::Fault::None && !r.cancelled;
            setProgress(1);
            if (service && importedCount_ > 0) emit service->recordsChanged();
            emit stateChanged();
            emit finished(r.imported.isEmpty() ? 0 : r.imported.first());
        });
}

void RecordImporter::cancel() {
    if (cancel_) cancel_->store(true);
}

void RecordImporter::setProgress(double p) {
    if (p == progress_) return;
    progress_ = p;
    emit progressChanged();
}

}  // namespace enkang::ui
