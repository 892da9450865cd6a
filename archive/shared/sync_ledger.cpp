// The local side of sync: links, conflicts and the pull cursor in SQLite.
#include "sync_ledger.h"

#include <QSqlQuery>
#include <QUuid>

namespace enkang::archive {
namespace {

// A link is stale when its record is gone, or when SQLite gave the record's
// id to a newer one (the creation time then differs).
const char* const kStaleLinks =
    "local_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM records r"
    " WHERE r.id = sync_links.local_id AND r.created = sync_links.created)";

RecordLink linkFrom(const QSqlQuery& q) {
    return {q.value(0).toString(), q.value(1).toLongLong(), q.value(2).toLongLong(),
            q.value(3).toString()};
}

}  // namespace

bool SyncLedger::run(const QString& statement, const QVariantList& values) {
    QSqlQuery query(db_.sql());
    query.prepare(statement);
    for (const QVariant& v : values) query.addBindValue(v);
    return query.exec() || db_.fail(query);
}

bool SyncLedger::prepare() {
    return db_.transaction([&] {
        return run("CREATE TABLE IF NOT EXISTS sync_links ("
                   " uuid TEXT PRIMARY KEY, local_id INTEGER UNIQUE, created TEXT,"
                   " modified TEXT NOT NULL DEFAULT '', revision INTEGER NOT NULL DEFAULT 0,"
                   " hash TEXT NOT NULL DEFAULT '')") &&
               run("CREATE TABLE IF NOT EXISTS sync_conflicts ("
                   " uuid TEXT PRIMARY KEY, server_revision INTEGER NOT NULL,"
                   " server_deleted INTEGER NOT NULL, server_body TEXT NOT NULL,"
                   " server_changed_by TEXT NOT NULL, server_changed_at TEXT NOT NULL,"
                   " found TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')))") &&
               run("CREATE TABLE IF NOT EXISTS sync_state (key TEXT PRIMARY KEY, value)");
    });
}

std::optional<QList<PendingChange>> SyncLedger::pending() {
    QList<PendingChange> out;
    const bool ok = db_.transaction([&] {
        if (!run(QStringLiteral("UPDATE sync_links SET local_id = NULL WHERE ") + kStaleLinks) ||
            !run("DELETE FROM sync_links WHERE local_id IS NULL AND revision = 0"))
            return false;
        QSqlQuery fresh(db_.sql());
        if (!fresh.exec("SELECT r.id FROM records r WHERE NOT EXISTS"
                        " (SELECT 1 FROM sync_links l WHERE l.local_id = r.id) ORDER BY r.id"))
            return db_.fail(fresh);
        QList<qint64> ids;
        while (fresh.next()) ids.append(fresh.value(0).toLongLong());
        QSqlQuery link(db_.sql());
        link.prepare(
            "INSERT INTO sync_links (uuid, local_id, created)"
            " SELECT ?, id, created FROM records WHERE id = ?");
        for (qint64 id : ids) {
            link.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
            link.addBindValue(id);
            if (!link.exec()) return db_.fail(link);
        }
        QSqlQuery changed(db_.sql());
        if (!changed.exec("SELECT l.uuid, coalesce(l.local_id, 0), l.revision, l.hash"
                          " FROM sync_links l LEFT JOIN records r ON r.id = l.local_id"
                          " WHERE (l.local_id IS NULL OR r.modified <> l.modified)"
                          " AND l.uuid NOT IN (SELECT uuid FROM sync_conflicts)"
                          " ORDER BY l.local_id"))
            return db_.fail(changed);
        while (changed.next()) {
            const RecordLink l = linkFrom(changed);
            const auto kind = l.localId == 0    ? PendingChange::Kind::Delete
                              : l.revision == 0 ? PendingChange::Kind::Add
                                                : PendingChange::Kind::Change;
            out.append({kind, l});
        }
        return true;
    });
    if (!ok) return std::nullopt;
    return out;
}

int SyncLedger::pendingCount() {
    if (!prepare()) return -1;
    QSqlQuery query(db_.sql());
    const QString sql = QStringLiteral(
                            "SELECT (SELECT count(*) FROM records r WHERE NOT EXISTS"
                            "  (SELECT 1 FROM sync_links l WHERE l.local_id = r.id))"
                            " + (SELECT count(*) FROM sync_links l JOIN records r ON r.id = "
                            "  l.local_id WHERE r.modified <> l.modified AND r.created = "
                            "  l.created AND l.uuid NOT IN (SELECT uuid FROM sync_conflicts))"
                            " + (SELECT count(*) FROM sync_links WHERE revision > 0 AND"
                            "  (local_id IS NULL OR (") +
                        kStaleLinks + ")) AND uuid NOT IN (SELECT uuid FROM sync_conflicts))";
    if (!query.exec(sql) || !query.next()) return db_.fail(query), -1;
    return query.value(0).toInt();
}

std::optional<RecordLink> SyncLedger::link(const QString& uuid) {
    QSqlQuery query(db_.sql());
    query.prepare(
        "SELECT uuid, coalesce(local_id, 0), revision, hash FROM sync_links"
        " WHERE uuid = ?");
    query.addBindValue(uuid);
    if (!query.exec() || !query.next()) return std::nullopt;
    return linkFrom(query);
}

bool SyncLedger::setLink(const QString& uuid, qint64 localId, qint64 revision,
                         const QString& hash) {
    if (localId == 0)
        return run(
            "INSERT OR REPLACE INTO sync_links (uuid, local_id, created, modified, "
            "revision, hash) VALUES (?, NULL, NULL, '', ?, ?)",
            {uuid, revision, hash});
    return run(
        "INSERT OR REPLACE INTO sync_links (uuid, local_id, created, modified, revision,"
        " hash) SELECT ?, id, created, modified, ?, ? FROM records WHERE id = ?",
        {uuid, revision, hash, localId});
}

bool SyncLedger::rebase(const QString& uuid, qint64 revision) {
    return run("UPDATE sync_links SET revision = ?, modified = '' WHERE uuid = ?",
               {revision, uuid});
}

bool SyncLedger::dropLink(const QString& uuid) {
    return run("DELETE FROM sync_links WHERE uuid = ?", {uuid});
}

qint64 SyncLedger::cursor() {
    QSqlQuery query(db_.sql());
    if (!query.exec("SELECT value FROM sync_state WHERE key = 'cursor'") || !query.next()) return 0;
    return query.value(0).toLongLong();
}

bool SyncLedger::setCursor(qint64 changeSeq) {
    return run("INSERT OR REPLACE INTO sync_state (key, value) VALUES ('cursor', ?)", {changeSeq});
}

bool SyncLedger::addConflict(const Conflict& c) {
    return run(
        "INSERT OR REPLACE INTO sync_conflicts (uuid, server_revision, server_deleted,"
        " server_body, server_changed_by, server_changed_at) VALUES (?, ?, ?, ?, ?, ?)",
        {c.uuid, c.serverRevision, int(c.serverDeleted), c.serverBody, c.serverChangedBy,
         c.serverChangedAt});
}

bool SyncLedger::removeConflict(const QString& uuid) {
    return run("DELETE FROM sync_conflicts WHERE uuid = ?", {uuid});
}

namespace {
const char* const kConflictColumns =
    "SELECT c.uuid, coalesce(l.local_id, 0), c.server_revision, c.server_deleted,"
    " c.server_body, c.server_changed_by, c.server_changed_at"
    " FROM sync_conflicts c LEFT JOIN sync_links l ON l.uuid = c.uuid";

Conflict conflictFrom(const QSqlQuery& q) {
    return {q.value(0).toString(), q.value(1).toLongLong(), q.value(2).toLongLong(),
            q.value(3).toBool(),   q.value(4).toString(),   q.value(5).toString(),
            q.value(6).toString()};
}
}  // namespace

std::optional<Conflict> SyncLedger::conflict(const QString& uuid) {
    QSqlQuery query(db_.sql());
    query.prepare(QString::fromLatin1(kConflictColumns) + " WHERE c.uuid = ?");
    query.addBindValue(uuid);
    if (!query.exec() || !query.next()) return std::nullopt;
    return conflictFrom(query);
}

QList<Conflict> SyncLedger::conflicts() {
    QList<Conflict> out;
    QSqlQuery query(db_.sql());
    if (!query.exec(QString::fromLatin1(kConflictColumns) + " ORDER BY c.found, c.uuid"))
        return db_.fail(query), out;
    while (query.next()) out.append(conflictFrom(query));
    return out;
}

}  // namespace enkang::archive
