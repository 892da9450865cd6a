// The shared archive's schema on the server, created and migrated by Enkang
// with a ladder like the local archive's: each step runs once, in one
// transaction, and the version is kept in enkang_schema. A server whose
// schema is newer than this Enkang knows is refused, not touched.
#pragma once

#include "server_connection.h"

namespace enkang::archive {

class ServerSchema {
  public:
    // 1: records (UUIDs, revisions, who changed what when), their history,
    //    sources; 2: roles and row-level security; 3: folded search columns
    //    and full-text search.
    static constexpr int kVersion = 3;

    explicit ServerSchema(ServerConnection& server) : server_(server) {}

    // The schema's version on the server (0: none yet; -1: cannot tell).
    int version();
    // Creates or migrates the schema; run by the database's owner.
    bool migrate();
    // True when the schema is there and current (for sync to refuse early).
    bool ready();

  private:
    bool migrateTo1();
    bool migrateTo2();
    bool migrateTo3();
    bool setVersion(int version);

    ServerConnection& server_;
};

}  // namespace enkang::archive
