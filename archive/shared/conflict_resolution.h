// A person's choice on a conflict found by sync: keep this device's version
// (pushed on the next sync, over the server's), keep the server's (it
// replaces the local one), or keep both (the local version becomes a new
// record of its own). The version not chosen stays in the server's history
// (record_versions) whenever it had reached the server.
#pragma once

#include <QString>

#include "archive/database.h"

namespace enkang::archive {

enum class Keep { Local, Server, Both };

// False with local.error() set when there is no such conflict, or when
// `Both` is asked for a deletion.
bool resolveConflict(Database& local, const QString& uuid, Keep keep);

}  // namespace enkang::archive
