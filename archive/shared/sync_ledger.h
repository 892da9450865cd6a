// What a local archive knows about the shared one, kept in three small
// tables of the local SQLite file, created by sync and by nothing else:
// sync_links (each local record's UUID, the server revision it was based on
// and the hash of that version), sync_conflicts (the server's version of
// each record in conflict, kept until a person chooses) and sync_state (how
// far the server's changes have been pulled). A record is pending when it
// has no link, when it changed since its link was written, or when it was
// deleted here while its link remains.
#pragma once

#include <QList>
#include <QString>
#include <optional>

#include "archive/database.h"

namespace enkang::archive {

struct RecordLink {
    QString uuid;
    qint64 localId = 0;   // 0: deleted here, the deletion not yet on the server
    qint64 revision = 0;  // 0: never on the server
    QString hash;
};

struct PendingChange {
    enum class Kind { Add, Change, Delete };
    Kind kind = Kind::Add;
    RecordLink link;
};

struct Conflict {
    QString uuid;
    qint64 localId = 0;  // 0: deleted here
    qint64 serverRevision = 0;
    bool serverDeleted = false;
    QString serverBody, serverChangedBy, serverChangedAt;
};

class SyncLedger {
  public:
    explicit SyncLedger(Database& local) : db_(local) {}

    // Creates the three tables if missing (CREATE TABLE IF NOT EXISTS).
    bool prepare();
    // Gives new records their UUIDs and lists what is to be pushed, records
    // in conflict left out. Nothing on failure (db.error() says why).
    std::optional<QList<PendingChange>> pending();
    // How many changes wait for the server (-1 on failure); writes nothing
    // but the empty tables of prepare().
    int pendingCount();

    std::optional<RecordLink> link(const QString& uuid);
    // Links `uuid` to the local record as it is now, at `revision`/`hash`.
    bool setLink(const QString& uuid, qint64 localId, qint64 revision, const QString& hash);
    // Marks a linked record as to be pushed again on `revision`.
    bool rebase(const QString& uuid, qint64 revision);
    bool dropLink(const QString& uuid);

    qint64 cursor();
    bool setCursor(qint64 changeSeq);

    bool addConflict(const Conflict& conflict);
    bool removeConflict(const QString& uuid);
    std::optional<Conflict> conflict(const QString& uuid);
    QList<Conflict> conflicts();

  private:
    bool run(const QString& statement, const QVariantList& values = {});

    Database& db_;
};

}  // namespace enkang::archive
