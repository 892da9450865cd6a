// One sync of a local archive with the shared archive: push what is pending
// here, then pull what others changed. Each batch is one server transaction
// and then one local transaction, so an interruption at any point (the
// network, the server killed, the program stopped) leaves both sides
// consistent, and the next sync carries on: a write the server committed but
// whose answer was lost is recognised by its hash, never sent twice. A record
// changed on both sides, or deleted on one and changed on the other, becomes
// a conflict: the local version stays in the archive, the server's is kept
// beside it, and a person chooses (conflict_resolution.h).
#pragma once

#include <QString>
#include <functional>

#include "archive/database.h"
#include "server_connection.h"
#include "server_records.h"
#include "sync_ledger.h"

namespace enkang::archive {

struct SyncProgress {
    enum class Phase { Push, Pull };
    Phase phase = Phase::Push;
    int done = 0;
    int total = 0;  // for the pull: -1, not known in advance
};

struct SyncReport {
    bool ok = false;
    QString error;
    int pushed = 0;     // records added, changed or deleted on the server
    int pulled = 0;     // records added, changed or deleted here
    int conflicts = 0;  // new conflicts
    int refused = 0;    // changes the server does not allow this person
};

// What happened to one pushed change, applied locally after the server commits.
struct PushOutcome {
    enum class Kind { Written, Unchanged, Conflict, Refused };
    Kind kind = Kind::Written;
    PendingChange change;
    qint64 revision = 0;
    QString hash;
    ServerRecord server;
};

class SyncSession {
  public:
    static constexpr int kBatch = 500;

    SyncSession(Database& local, ServerConnection& server) : local_(local), server_(server) {}

    // Called after each batch is committed on both sides.
    void onProgress(std::function<void(const SyncProgress&)> callback) {
        progress_ = std::move(callback);
    }
    SyncReport run();

  private:
    bool push(SyncReport& report);
    // One batch in one server transaction; its outcomes then in one local one.
    bool pushBatch(const QList<PendingChange>& batch, QList<PushOutcome>& outcomes,
                   SyncReport& report);
    bool recordOutcomes(const QList<PushOutcome>& outcomes, SyncReport& report);
    bool pull(SyncReport& report);
    bool failed(SyncReport& report, const QString& why);

    Database& local_;
    ServerConnection& server_;
    std::function<void(const SyncProgress&)> progress_;
};

}  // namespace enkang::archive
