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
           !text_.trimmed().isEmpty();
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

void RecordsController::clearFilters() {
    if (!filtered()) return;
    game_.clear();
    place_.clear();
    player_.clear();
    text_.clear();
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

void RecordsController::refresh() {
    timer_.stop();
    if (!archive_ || !archive_->ready()) return;
    RecordFilter filter;
    filter.game = game_;
    filter.place = place_.trimmed();
    filter.player = player_.trimmed();
    filter.text = text_.trimmed();
    filter.sort = sort_;
    struct Found {
        QList<RecordSummary> rows;
        int total = 0;
        QString error;
    };
    auto found = std::make_shared<Found>();
    const int serial = ++serial_;
    setBusy(true);
    archive_->run(
        [filter, found](Database& db) {
            const QString before = db.error();
            RecordStore store(db);
            found->rows = store.search(filter);
            found->total = store.count();
            if (db.error() != before) found->error = db.error();
            return QVariant();
        },
        this,
        [this, serial, found](const QVariant&) {
            if (serial != serial_) return;  // a newer search is on its way
            setBusy(false);
            model_.setRecords(found->rows);
            total_ = found->total;
            emit countChanged();
            if (queryError_ != found->error) {
                queryError_ = found->error;
                emit archiveChanged();
            }
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
