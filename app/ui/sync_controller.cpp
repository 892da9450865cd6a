// The shared archive's sync, run on the archive thread for the Settings page.
#include "sync_controller.h"

#include <QSettings>

#include "archive/shared/conflict_resolution.h"
#include "archive/shared/sync_ledger.h"
#include "archive/shared/sync_session.h"
#include "archive_service.h"

namespace enkang::ui {

using namespace enkang::archive;

namespace {

// Pending count and conflicts, read on the archive thread.
struct LedgerView {
    int pending = 0;
    QVariantList conflicts;
};

LedgerView viewOf(Database& db) {
    LedgerView view;
    SyncLedger ledger(db);
    view.pending = std::max(0, ledger.pendingCount());
    for (const Conflict& c : ledger.conflicts())
        view.conflicts.append(QVariantMap{{"uuid", c.uuid},
                                          {"localId", c.localId},
                                          {"serverDeleted", c.serverDeleted},
                                          {"serverChangedBy", c.serverChangedBy},
                                          {"serverChangedAt", c.serverChangedAt},
                                          {"serverText", c.serverBody}});
    return view;
}

}  // namespace

SyncController::SyncController(QObject* parent)
    : QObject(parent), archive_(ArchiveService::instance()) {
    QSettings settings;
    server_ = settings.value("sharedArchive/server").toString();
    user_ = settings.value("sharedArchive/user").toString();
    if (archive_) {  // the pending count follows the archive's records
        connect(archive_, &ArchiveService::stateChanged, this, &SyncController::refresh);
        connect(archive_, &ArchiveService::recordsChanged, this, &SyncController::refresh);
    }
    refresh();
}

void SyncController::setServer(const QString& server) {
    if (server == server_) return;
    server_ = server;
    QSettings().setValue("sharedArchive/server", server);
    emit settingsChanged();
}

void SyncController::setUser(const QString& user) {
    if (user == user_) return;
    user_ = user;
    QSettings().setValue("sharedArchive/user", user);
    emit settingsChanged();
}

void SyncController::setPassword(const QString& password) {
    if (password == password_) return;
    password_ = password;  // never written anywhere
    emit settingsChanged();
}

void SyncController::setProgress(double progress, const QString& status) {
    progress_ = progress;
    status_ = status;
    emit stateChanged();
}

void SyncController::refresh() {
    if (!archive_ || !archive_->ready()) return;
    auto view = std::make_shared<LedgerView>();
    archive_->run(
        [view](Database& db) {
            *view = viewOf(db);
            return QVariant();
        },
        this,
        [this, view](const QVariant&) {
            pendingCount_ = view->pending;
            conflicts_ = view->conflicts;
            emit stateChanged();
        });
}

void SyncController::sync() {
    if (busy_ || !archive_ || !archive_->ready()) return;
    QString why;
    auto address = parseServerUrl(server_.trimmed(), &why);
    if (!address) return setProgress(0, why);
    address->user = user_.trimmed();
    address->password = password_;
    busy_ = true;
    setProgress(-1, tr("Connecting…"));
    QPointer<SyncController> self(this);
    auto report = std::make_shared<SyncReport>();
    auto view = std::make_shared<LedgerView>();
    const ServerAddress to = *address;
    archive_->run(
        [to, self, service = archive_.data(), report, view](Database& db) {
            ServerConnection server;  // made, used and closed on this thread
            if (!server.open(to)) {
                report->error = server.error();
            } else {
                SyncSession session(db, server);
                session.onProgress([self, service](const SyncProgress& p) {
                    const double share = p.total > 0 ? double(p.done) / p.total : -1;
                    const QString text =
                        p.phase == SyncProgress::Phase::Push
                            ? SyncController::tr("Sending %1 of %2").arg(p.done).arg(p.total)
                            : SyncController::tr("Receiving: %1 read").arg(p.done);
                    service->post(self, [share, text](SyncController* sync) {
                        sync->setProgress(share, text);
                    });
                });
                *report = session.run();
            }
            *view = viewOf(db);
            return QVariant();
        },
        this,
        [this, report, view](const QVariant&) {
            busy_ = false;
            pendingCount_ = view->pending;
            conflicts_ = view->conflicts;
            setProgress(report->ok ? 1 : 0,
                        report->ok ? tr("Sent %1, received %2, new conflicts %3, refused %4")
                                         .arg(report->pushed)
                                         .arg(report->pulled)
                                         .arg(report->conflicts)
                                         .arg(report->refused)
                                   : tr("Sync stopped: %1").arg(report->error));
            if (archive_ && (report->pulled > 0 || report->conflicts > 0))
                emit archive_->recordsChanged();
            emit finished(report->ok);
        });
}

void SyncController::resolve(const QString& uuid, const QString& keep) {
    if (!archive_ || !archive_->ready()) return;
    const Keep choice = keep == "local" ? Keep::Local : keep == "both" ? Keep::Both : Keep::Server;
    auto view = std::make_shared<LedgerView>();
    auto error = std::make_shared<QString>();
    archive_->run(
        [uuid, choice, view, error](Database& db) {
            if (!resolveConflict(db, uuid, choice)) *error = db.error();
            *view = viewOf(db);
            return QVariant();
        },
        this,
        [this, view, error](const QVariant&) {
            pendingCount_ = view->pending;
            conflicts_ = view->conflicts;
            status_ = error->isEmpty() ? status_ : *error;
            emit stateChanged();
            if (archive_) emit archive_->recordsChanged();
        });
}

}  // namespace enkang::ui
