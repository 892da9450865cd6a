// Applying a person's choice on one conflict, in one local transaction.
#include "conflict_resolution.h"

#include "archive/record_store.h"
#include "archive/record_text.h"
#include "record_fields.h"
#include "shared_text.h"
#include "sync_ledger.h"

namespace enkang::archive {
namespace {

// The server's version stored here, linked to its UUID.
bool takeServerVersion(Database& local, SyncLedger& ledger, const Conflict& c, qint64 intoId) {
    RecordStore store(local);
    if (c.serverDeleted) {
        if (intoId != 0 && !store.remove(intoId)) return false;
        return ledger.dropLink(c.uuid);
    }
    const ParsedFile parsed = parseRecords(c.serverBody.toStdString());
    if (parsed.games.size() != 1 || !parsed.errors.empty())
        return local.fail(
            SharedArchive::tr("the server's version of %1 cannot be read").arg(c.uuid));
    const GameRecord& record = parsed.games.front();
    qint64 id = intoId;
    if (id != 0 ? !store.replace(id, record) : !(id = store.add(record))) return false;
    return ledger.setLink(c.uuid, id, c.serverRevision, recordHash(record));
}

}  // namespace

bool resolveConflict(Database& local, const QString& uuid, Keep keep) {
    SyncLedger ledger(local);
    if (!ledger.prepare()) return false;
    const auto c = ledger.conflict(uuid);
    if (!c)
        return local.fail(
            SharedArchive::tr("no conflict %1 (see 'enkang-cli sync conflicts')").arg(uuid));
    return local.transaction([&] {
        switch (keep) {
            case Keep::Local:
                // Based on the server's version now: the next sync writes over it.
                if (!ledger.rebase(uuid, c->serverRevision)) return false;
                break;
            case Keep::Server:
                if (!takeServerVersion(local, ledger, *c, c->localId)) return false;
                break;
            case Keep::Both:
                if (c->localId == 0 || c->serverDeleted)
                    return local.fail(
                        SharedArchive::tr("one side deleted the record: keep local or server"));
                // Unlinked, the local version is a new record at the next sync.
                if (!ledger.dropLink(uuid) || !takeServerVersion(local, ledger, *c, 0))
                    return false;
                break;
        }
        return ledger.removeConflict(uuid);
    });
}

}  // namespace enkang::archive
