#include "batch_analysis.h"

#include <QPointer>
#include <QSemaphore>
#include <algorithm>
#include <optional>

#include "archive/analysis_store.h"
#include "archive/record_store.h"
#include "archive_service.h"
#include "record_support.h"

namespace enkang::ui {

using archive::AnalysisStore;
using archive::Database;
using archive::GameRecord;
using archive::RecordAnalysis;

struct BatchAnalysis::Shared {
    std::atomic<bool> cancel{false};  // the person asked to stop
    std::atomic<bool> stop{false};    // the object is going away
};

namespace {

// Runs `job` on the archive's thread and waits for it; from the batch's
// thread only. Nothing when `stop` comes first.
template <class T, class Job>
std::optional<T> onArchive(ArchiveService* archive, Job job, const std::atomic<bool>& stop) {
    struct Call {
        QSemaphore done;
        T value{};
    };
    auto call = std::make_shared<Call>();
    archive->run(
        [call, job](Database& db) {
            call->value = job(db);
            call->done.release();
            return QVariant();
        },
        nullptr);
    while (!call->done.tryAcquire(1, 50))
        if (stop) return std::nullopt;
    return std::move(call->value);
}

// Every record the filter finds, in id order, a page at a time.
QList<qint64> idsOf(Database& db, archive::RecordFilter filter) {
    QList<qint64> out;
    filter.sort = "id";
    filter.limit = 1000;
    archive::RecordStore store(db);
    for (;;) {
        const QList<archive::RecordSummary> page = store.search(filter);
        for (const archive::RecordSummary& s : page) out << s.id;
        if (page.size() < filter.limit) return out;
        filter.after = page.back().id;
    }
}

struct Loaded {
    std::optional<GameRecord> record;
    std::optional<RecordAnalysis> stored;
};

}  // namespace

BatchAnalysis::BatchAnalysis(QObject* parent) : QObject(parent) {}

BatchAnalysis::~BatchAnalysis() {
    if (shared_) shared_->stop = true;
}

void BatchAnalysis::setLevel(int level) {
    level = std::clamp(level, 1, 4);
    if (level == level_) return;
    level_ = level;
    emit levelChanged();
}

void BatchAnalysis::cancel() {
    if (shared_) shared_->cancel = true;
}

bool BatchAnalysis::analyse(const QVariantMap& filterMap) {
    const archive::RecordFilter filter = records::filterFrom(filterMap);
    return start([filter](Database& db) { return idsOf(db, filter); });
}

bool BatchAnalysis::analyseRecords(const QVariantList& list) {
    QList<qint64> ids;
    for (const QVariant& id : list)
        if (const qint64 n = id.toLongLong(); n > 0) ids << n;
    return start([ids](Database&) { return ids; });
}

bool BatchAnalysis::start(std::function<QList<qint64>(Database&)> idsJob) {
    if (running_) return false;
    QString why;
    ArchiveService* archive = records::openArchive(why);
    if (!archive || !archive->readOnlyReason().isEmpty()) {
        summary_ =
            archive ? tr("Nothing can be saved in this archive: %1").arg(archive->readOnlyReason())
                    : why;
        emit stateChanged();
        return false;
    }
    shared_ = std::make_shared<Shared>();
    running_ = true;
    summary_.clear();
    total_ = done_ = analysed_ = 0;
    emit stateChanged();
    emit progressChanged();
    const int level = level_;
    QPointer<BatchAnalysis> self(this);
    worker_.run([shared = shared_, archive, idsJob = std::move(idsJob), level, self] {
        auto post = [self](auto work) {
            if (BatchAnalysis* batch = self.data())
                QMetaObject::invokeMethod(batch, [self, work] {
                    if (self) work(self.data());
                });
        };
        const auto ids = onArchive<QList<qint64>>(archive, idsJob, shared->stop);
        if (!ids) return;
        const int total = int(ids->size());
        int done = 0, analysed = 0;
        QString error;
        post([total](BatchAnalysis* b) { b->report(total, 0, 0); });
        for (const qint64 id : *ids) {
            if (shared->cancel || shared->stop) break;
            const auto loaded = onArchive<Loaded>(
                archive,
                [id](Database& db) {
                    return Loaded{archive::RecordStore(db).load(id), AnalysisStore(db).load(id)};
                },
                shared->stop);
            if (!loaded) return;
            const bool current = loaded->record && loaded->stored &&
                                 loaded->stored->level >= level &&
                                 loaded->stored->key == archive::analysisKey(*loaded->record);
            if (loaded->record && !current) {
                const RecordAnalysis analysis = archive::analyseRecord(*loaded->record, level);
                if (shared->cancel || shared->stop) break;  // nothing of it is saved
                const auto saved = onArchive<QString>(
                    archive,
                    [id, analysis](Database& db) {
                        return AnalysisStore(db).save(id, analysis) ? QString() : db.error();
                    },
                    shared->stop);
                if (!saved) return;
                if (!saved->isEmpty()) {
                    error = *saved;
                    break;
                }
                ++analysed;
            }
            ++done;
            post([total, done, analysed](BatchAnalysis* b) { b->report(total, done, analysed); });
        }
        const bool cancelled = done < total && error.isEmpty();
        post([cancelled, error](BatchAnalysis* b) { b->end(cancelled, error); });
    });
    return true;
}

void BatchAnalysis::report(int total, int done, int analysed) {
    total_ = total;
    done_ = done;
    analysed_ = analysed;
    emit progressChanged();
}

void BatchAnalysis::end(bool cancelled, const QString& error) {
    running_ = false;
    if (!error.isEmpty())
        //: %1 is why saving failed (from the archive, in English)
        summary_ = tr("The analysis stopped: %1").arg(error);
    else if (cancelled)
        summary_ = tr("Cancelled. Records looked at: %1 of %2. Analyses saved: %3.")
                       .arg(done_)
                       .arg(total_)
                       .arg(analysed_);
    else
        summary_ = tr("Records looked at: %1. Analyses saved: %2.").arg(total_).arg(analysed_);
    // Searches by the engine's marks find other records now.
    if (analysed_ > 0)
        if (ArchiveService* archive = ArchiveService::instance()) emit archive->recordsChanged();
    emit stateChanged();
    emit finished(cancelled);
}

}  // namespace enkang::ui
