// Many local records read at once (three queries per batch, where
// RecordStore::load asks once per line of moves), for sync. Reads the local
// archive's tables as RecordStore writes them (schema 3); a test compares
// the two on records with nested variations.
#pragma once

#include <QList>
#include <map>

#include "archive/database.h"
#include "archive/game_record.h"

namespace enkang::archive {

// The records of `ids` that exist; nothing on failure (db.error() says why).
std::optional<std::map<qint64, GameRecord>> loadLocalRecords(Database& db,
                                                             const QList<qint64>& ids);

}  // namespace enkang::archive
