// Writing game records into the archive with prepared statements kept for
// the writer's life: a record, its tags and its tree of moves. Used for one
// record (RecordStore) and for millions (record_import.h). The caller
// chooses the transaction.
#pragma once

#include <QtGlobal>

#include "database.h"
#include "game_record.h"
#include "sqlite_statement.h"

namespace enkang::archive {

class RecordWriter {
  public:
    explicit RecordWriter(Database& db);

    // The new record's id, or 0 with the Database's error set.
    qint64 add(const GameRecord& record);
    bool replace(qint64 id, const GameRecord& record);

  private:
    bool acceptable(const GameRecord& record);
    bool runHead(Statement& statement, const GameRecord& record);
    bool writeBody(qint64 id, const GameRecord& record);
    bool writeLine(qint64 recordId, const std::vector<RecordMove>& line, qint64 parent,
                   int variation);

    Database& db_;
    Statement insertRecord_, updateRecord_, insertTag_, insertMove_, clearTags_, clearMoves_;
};

}  // namespace enkang::archive
