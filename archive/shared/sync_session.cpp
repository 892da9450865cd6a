// The sync's push and pull, batch by batch.
#include "sync_session.h"

#include <QSqlError>

#include "archive/record_store.h"
#include "archive/record_text.h"
#include "local_records.h"
#include "record_fields.h"
#include "server_records.h"
#include "server_schema.h"
#include "shared_text.h"
#include "sync_ledger.h"

namespace enkang::archive {
namespace {

Conflict conflictOf(const QString& uuid, const ServerRecord& server) {
    return {
        uuid, 0, server.revision, server.deleted, server.body, server.changedBy, server.changedAt};
}

// After a conditional write changed nothing: the server's row says why.
std::optional<PushOutcome> explainUnwritten(ServerRecords& records, PushOutcome outcome,
                                            bool deleting) {
    const QString uuid = outcome.change.link.uuid;
    const std::optional<ServerRecord> row = records.fetch(uuid);
    if (!row) {
        if (!records.error().isEmpty()) return std::nullopt;
        // Removed from the server outright (not through Enkang).
        outcome.kind = deleting ? PushOutcome::Kind::Written : PushOutcome::Kind::Conflict;
        outcome.server = {uuid, 0, 0, true, {}, {}, {}, {}};
        return outcome;
    }
    outcome.server = *row;
    outcome.revision = row->revision;
    const bool alreadyThere =
        deleting ? row->deleted : (!row->deleted && row->hash == outcome.hash);
    if (alreadyThere)  // our own earlier write, whose answer was lost
        outcome.kind = PushOutcome::Kind::Written;
    else if (row->revision != outcome.change.link.revision)
        outcome.kind = PushOutcome::Kind::Conflict;
    else
        outcome.kind = PushOutcome::Kind::Refused;
    return outcome;
}

// After a write: its new revision, or why it wrote nothing. False on failure.
bool settle(ServerRecords& records, PushOutcome& outcome, std::optional<qint64> written,
            bool deleting) {
    if (!written) return false;
    if (*written > 0) {
        outcome.revision = *written;
        return true;
    }
    const auto explained = explainUnwritten(records, outcome, deleting);
    if (!explained) return false;
    outcome = *explained;
    return true;
}

}  // namespace

bool SyncSession::failed(SyncReport& report, const QString& why) {
    report.ok = false;
    report.error = why;
    return false;
}

SyncReport SyncSession::run() {
    SyncReport report;
    SyncLedger ledger(local_);
    if (local_.readOnly())
        return failed(report, SharedArchive::tr("the local archive is read-only: %1")
                                  .arg(local_.readOnlyReason())),
               report;
    if (!ledger.prepare()) return failed(report, local_.error()), report;
    if (!ServerSchema(server_).ready()) return failed(report, server_.error()), report;
    report.ok = push(report) && pull(report);
    return report;
}

bool SyncSession::pushBatch(const QList<PendingChange>& batch, QList<PushOutcome>& outcomes,
                            SyncReport& report) {
    QList<qint64> ids;
    for (const PendingChange& c : batch)
        if (c.kind != PendingChange::Kind::Delete) ids << c.link.localId;
    const auto loaded = loadLocalRecords(local_, ids);
    if (!loaded) return failed(report, local_.error());
    ServerRecords records(server_);
    if (!server_.sql().transaction())
        return failed(report, SharedArchive::tr("cannot start a transaction on the server"));
    const auto refused = [&] {
        const QString why = server_.error();
        server_.sql().rollback();
        return failed(report, SharedArchive::tr("the server refused: %1").arg(why));
    };
    QList<std::pair<QString, RecordFields>> added;
    QList<PushOutcome> addedOutcomes;
    for (const PendingChange& change : batch) {
        PushOutcome outcome{PushOutcome::Kind::Written, change, 0, {}, {}};
        const RecordLink& link = change.link;
        const bool deleting = change.kind == PendingChange::Kind::Delete;
        std::optional<qint64> written;
        if (deleting) {
            written = records.markDeleted(link.uuid, link.revision);
        } else {
            const auto record = loaded->find(link.localId);
            if (record == loaded->end()) continue;  // deleted since: the next sync sends that
            const RecordFields fields = recordFieldsOf(record->second);
            outcome.hash = fields.hash;
            if (fields.hash == link.hash) {
                outcome.kind = PushOutcome::Kind::Unchanged;
                outcome.revision = link.revision;
                outcomes.append(outcome);
                continue;
            }
            if (link.revision == 0) {
                added.append({link.uuid, fields});
                addedOutcomes.append(outcome);
                continue;
            }
            written = records.update(link.uuid, link.revision, fields);
        }
        if (!settle(records, outcome, written, deleting)) return refused();
        outcomes.append(outcome);
    }
    const auto inserted = records.insertMany(added);
    if (!inserted) return refused();
    for (PushOutcome& outcome : addedOutcomes) {
        if (!settle(records, outcome, inserted->value(outcome.change.link.uuid, 0), false))
            return refused();
        outcomes.append(outcome);
    }
    if (!server_.sql().commit())
        return failed(report, SharedArchive::tr("the server did not commit: %1")
                                  .arg(server_.sql().lastError().text()));
    return true;
}

bool SyncSession::recordOutcomes(const QList<PushOutcome>& outcomes, SyncReport& report) {
    SyncLedger ledger(local_);
    const bool recorded = local_.transaction([&] {
        for (const PushOutcome& o : outcomes) {
            const RecordLink& link = o.change.link;
            bool ok = true;
            switch (o.kind) {
                case PushOutcome::Kind::Written:
                case PushOutcome::Kind::Unchanged:
                    ok = o.change.kind == PendingChange::Kind::Delete
                             ? ledger.dropLink(link.uuid)
                             : ledger.setLink(link.uuid, link.localId, o.revision, o.hash);
                    if (o.kind == PushOutcome::Kind::Written) ++report.pushed;
                    break;
                case PushOutcome::Kind::Conflict:
                    ok = ledger.addConflict(conflictOf(link.uuid, o.server));
                    ++report.conflicts;
                    break;
                case PushOutcome::Kind::Refused:
                    ++report.refused;
                    break;
            }
            if (!ok) return false;
        }
        return true;
    });
    return recorded || failed(report, local_.error());
}

bool SyncSession::push(SyncReport& report) {
    const auto pending = SyncLedger(local_).pending();
    if (!pending) return failed(report, local_.error());
    for (qsizetype start = 0; start < pending->size(); start += kBatch) {
        QList<PushOutcome> outcomes;
        if (!pushBatch(pending->mid(start, kBatch), outcomes, report) ||
            !recordOutcomes(outcomes, report))
            return false;
        if (progress_)
            progress_({SyncProgress::Phase::Push, int(std::min(pending->size(), start + kBatch)),
                       int(pending->size())});
    }
    return true;
}

bool SyncSession::pull(SyncReport& report) {
    SyncLedger ledger(local_);
    RecordStore store(local_);
    ServerRecords records(server_);
    int done = 0;
    for (;;) {
        const qint64 cursor = ledger.cursor();
        const auto changes = records.changesAfter(cursor, kBatch);
        if (!changes) return failed(report, server_.error());
        if (changes->isEmpty()) return true;
        const bool applied = local_.transaction([&] {
            for (const ServerRecord& row : *changes) {
                if (const auto open = ledger.conflict(row.uuid)) {
                    // Still to be chosen: the server's newest version is the one kept.
                    if (row.revision > open->serverRevision &&
                        !ledger.addConflict(conflictOf(row.uuid, row)))
                        return false;
                    continue;
                }
                const auto link = ledger.link(row.uuid);
                if (link && link->revision >= row.revision) continue;  // our own write
                std::optional<GameRecord> incoming;
                if (!row.deleted) {
                    const ParsedFile parsed = parseRecords(row.body.toStdString());
                    if (parsed.games.size() != 1 || !parsed.errors.empty())
                        return local_.fail("record " + row.uuid + " on the server cannot be read");
                    incoming = parsed.games.front();
                }
                const QString incomingHash = incoming ? recordHash(*incoming) : QString();
                if (!link) {
                    if (!incoming) continue;  // added and deleted elsewhere
                    const qint64 id = store.add(*incoming);
                    if (!id || !ledger.setLink(row.uuid, id, row.revision, incomingHash))
                        return false;
                    ++report.pulled;
                    continue;
                }
                if (link->localId == 0) {  // deleted here, not yet pushed
                    const bool ok = row.deleted ? ledger.dropLink(row.uuid)
                                                : ledger.addConflict(conflictOf(row.uuid, row));
                    if (!ok) return false;
                    report.conflicts += row.deleted ? 0 : 1;
                    continue;
                }
                const auto here = store.load(link->localId);
                if (!here) return false;
                const QString hereHash = recordHash(*here);
                bool ok = true;
                if (hereHash == link->hash) {  // unchanged here: take the server's version
                    ok = row.deleted ? store.remove(link->localId) && ledger.dropLink(row.uuid)
                                     : store.replace(link->localId, *incoming) &&
                                           ledger.setLink(row.uuid, link->localId, row.revision,
                                                          incomingHash);
                    ++report.pulled;
                } else if (!row.deleted && hereHash == incomingHash) {  // the same edit
                    ok = ledger.setLink(row.uuid, link->localId, row.revision, hereHash);
                } else {
                    ok = ledger.addConflict(conflictOf(row.uuid, row));
                    ++report.conflicts;
                }
                if (!ok) return false;
            }
            return ledger.setCursor(changes->last().changeSeq);
        });
        if (!applied) return failed(report, local_.error());
        done += int(changes->size());
        if (progress_) progress_({SyncProgress::Phase::Pull, done, -1});
    }
}

}  // namespace enkang::archive
