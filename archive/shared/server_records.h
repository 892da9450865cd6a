// Records on the server, read and written with optimistic revisions: a write
// names the revision it was based on and changes nothing if the record has
// moved on since. The server's policies decide who may write at all.
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <optional>

#include "record_fields.h"
#include "server_connection.h"

namespace enkang::archive {

struct ServerRecord {
    QString uuid;
    qint64 revision = 0;
    qint64 changeSeq = 0;
    bool deleted = false;
    QString body, hash, changedBy, changedAt;
};

class ServerRecords {
  public:
    explicit ServerRecords(ServerConnection& server) : server_(server) {}

    // The new revision; 0 when the UUID is taken; nothing (error() says why) on failure.
    std::optional<qint64> insert(const QString& uuid, const RecordFields& fields);
    // Many at once (one statement): the new revision of each UUID inserted;
    // UUIDs already taken are left out.
    std::optional<QHash<QString, qint64>> insertMany(
        const QList<std::pair<QString, RecordFields>>& records);
    // The new revision; 0 when the record is no longer at `base` or may not be changed.
    std::optional<qint64> update(const QString& uuid, qint64 base, const RecordFields& fields);
    // Marks the record deleted (others learn of it when they pull); as update.
    std::optional<qint64> markDeleted(const QString& uuid, qint64 base);
    std::optional<ServerRecord> fetch(const QString& uuid);
    // The records changed after `changeSeq`, in the order they were changed.
    std::optional<QList<ServerRecord>> changesAfter(qint64 changeSeq, int limit);
    qint64 count();

    QString error() const { return server_.error(); }

  private:
    std::optional<qint64> revisionOf(class QSqlQuery& query);

    ServerConnection& server_;
};

}  // namespace enkang::archive
