// The Records page's search (records_controller.h).
#include "records_controller.h"

#include <QDateTime>
#include <algorithm>

#include "archive/database.h"
#include "archive/record_check.h"
#include "archive/record_store.h"
#include "archive/record_text.h"
#include "archive_service.h"
#include "engine/ai/match.h"
#include "game_controller.h"
#include "record_support.h"

namespace enkang::ui {

using archive::Database;
using archive::GameRecord;
using archive::RecordFilter;
using archive::RecordMove;
using archive::RecordStore;
using archive::RecordSummary;
using namespace records;

// ---------------------------------------------------------------------------
// RecordsController

RecordsController::RecordsController(QObject* parent)
    : QObject(parent), archive_(ArchiveService::instance()) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &RecordsController::refresh);
    connect(&model_, &RecordListModel::moreWanted, this, &RecordsController::fetchPage);
    if (archive_) {
        connect(archive_, &ArchiveService::stateChanged, this, [this] {
            emit archiveChanged();
            schedule(0);
        });
        connect(archive_, &ArchiveService::recordsChanged, this, [this] { schedule(debounceMs_); });
    }
    schedule(0);
}

bool RecordsController::ready() const {
    return archive_ && archive_->ready();
}

QString RecordsController::readOnlyReason() const {
    return archive_ ? archive_->readOnlyReason() : QString();
}

QString RecordsController::error() const {
    if (!archive_) return tr("The archive is not open.");
    if (!archive_->error().isEmpty()) return archive_->error();
    return queryError_;
}

bool RecordsController::filtered() const {
    return !game_.isEmpty() || !place_.trimmed().isEmpty() || !player_.trimmed().isEmpty() ||
           !text_.trimmed().isEmpty() || !mark_.isEmpty();
}

void RecordsController::setGame(const QString& value) {
    if (game_ == value) return;
    game_ = value;
    emit filterChanged();
    schedule(0);
}

void RecordsController::setPlace(const QString& value) {
    if (place_ == value) return;
    place_ = value;
    emit filterChanged();
    schedule(debounceMs_);
}

void RecordsController::setPlayer(const QString& value) {
    if (player_ == value) return;
    player_ = value;
    emit filterChanged();
    schedule(debounceMs_);
}

void RecordsController::setText(const QString& value) {
    if (text_ == value) return;
    text_ = value;
    emit filterChanged();
    schedule(debounceMs_);
}

void RecordsController::setSort(const QString& value) {
    const QString sort = value == "place" || value == "game" ? value : QStringLiteral("date");
    if (sort_ == sort) return;
    sort_ = sort;
    emit filterChanged();
    schedule(0);
}

void RecordsController::setMark(const QString& value) {
    if (mark_ == value) return;
    mark_ = value;
    emit filterChanged();
    schedule(0);
}

void RecordsController::setMarkBy(const QString& value) {
    if (markBy_ == value) return;
    markBy_ = value;
    emit filterChanged();
    schedule(0);
}

QVariantMap RecordsController::searchFilter() const {
    return records::filterMap(filter_);
}

void RecordsController::clearFilters() {
    if (!filtered()) return;
    game_.clear();
    place_.clear();
    player_.clear();
    text_.clear();
    mark_.clear();
    markBy_.clear();
    emit filterChanged();
    schedule(0);
}

void RecordsController::setDebounceMs(int ms) {
    ms = std::clamp(ms, 0, 5000);
    if (ms == debounceMs_) return;
    debounceMs_ = ms;
    emit debounceMsChanged();
}

void RecordsController::schedule(int ms) {
    timer_.start(ms);  // a later keystroke restarts the wait
}

void RecordsController::setBusy(bool on) {
    if (busy_ == on) return;
    busy_ = on;
    emit busyChanged();
}

namespace {

// A page of a search, and whether more follow.
struct Page {
    QList<RecordSummary> rows;
    bool more = false;
    QString error;
    bool skipped = false;  // overtaken before it ran
};

}  // namespace

void RecordsController::refresh() {
    timer_.stop();
    if (!archive_ || !archive_->ready()) return;
    filter_ = RecordFilter{};
    filter_.game = game_;
    filter_.place = place_.trimmed();
    filter_.player = player_.trimmed();
    filter_.text = text_.trimmed();
    filter_.sort = sort_;
    filter_.mark = mark_;
    filter_.markBy = mark_.isEmpty() ? QString() : markBy_;
    setBusy(true);
    ++serial_;
    latest_->store(serial_);
    model_.stopFetching();  // the rows shown belong to the search before
    fetchPage(0);
}

// The page after record `after` (0: the first page) of the newest search.
void RecordsController::fetchPage(qint64 after) {
    if (!archive_ || !archive_->ready()) return;
    RecordFilter filter = filter_;
    filter.after = after;
    filter.limit = kPageSize + 1;  // one more tells whether another page follows
    auto page = std::make_shared<Page>();
    const int serial = serial_;
    archive_->run(
        [filter, page, serial, latest = latest_](Database& db) {
            if (latest->load() != serial) {
                page->skipped = true;
                return QVariant();
            }
            const QString before = db.error();
            page->rows = RecordStore(db).search(filter);
            page->more = page->rows.size() > kPageSize;
            if (page->more) page->rows.removeLast();
            if (db.error() != before) page->error = db.error();
            return QVariant();
        },
        this,
        [this, serial, after, page](const QVariant&) {
            if (serial != serial_ || page->skipped) return;  // a newer search is on its way
            if (after == 0) {
                setBusy(false);
                found_ = -1;
                model_.setRecords(page->rows, page->more);
                emit countChanged();
                countFound();
            } else {
                model_.appendRecords(page->rows, page->more);
                if (found_ < 0) emit countChanged();
            }
            if (queryError_ != page->error) {
                queryError_ = page->error;
                emit archiveChanged();
            }
        });
}

// How many records the newest search finds, and how many the archive holds:
// a job of its own, after the first page is shown.
void RecordsController::countFound() {
    struct Counts {
        int found = -1, total = 0;
    };
    auto counts = std::make_shared<Counts>();
    const int serial = serial_;
    const RecordFilter filter = filter_;
    archive_->run(
        [filter, counts, serial, latest = latest_](Database& db) {
            if (latest->load() != serial) return QVariant();
            RecordStore store(db);
            counts->found = store.count(filter);
            counts->total = store.count();
            return QVariant();
        },
        this,
        [this, serial, counts](const QVariant&) {
            if (serial != serial_ || counts->found < 0) return;
            found_ = counts->found;
            total_ = counts->total;
            emit countChanged();
        });
}

void RecordsController::remove(qint64 id) {
    if (!archive_ || !archive_->ready()) {
        emit removed(id, false);
        return;
    }
    QPointer<ArchiveService> archive = archive_;
    archive_->run([id](Database& db) { return QVariant(RecordStore(db).remove(id)); }, this,
                  [this, id, archive](const QVariant& ok) {
                      emit removed(id, ok.toBool());
                      if (archive) emit archive->recordsChanged();
                  });
}

}  // namespace enkang::ui
