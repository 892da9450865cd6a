// Writing game records into the archive with prepared statements kept for
// the writer's life: a record, its tags and its tree of moves. Used for one
// record (RecordStore) and for millions (record_import.h). The caller
// chooses the transaction.
#pragma once

#include <QtGlobal>
#include <array>
#include <memory>
#include <string>

#include "database.h"
#include "game_record.h"
#include "multi_row_insert.h"
#include "sqlite_statement.h"

namespace enkang::archive {

// What search reads of a record besides its tags: the players' names, and
// the folded (case and accents) place, players, observer, event and text.
// Computed apart so that an import can fold on another thread.
struct SearchColumns {
    std::string players;
    std::string place, playersFolded, observer, event, text;
};
SearchColumns searchColumnsOf(const GameRecord& record);

class RecordWriter {
  public:
    explicit RecordWriter(Database& db);

    // The new record's id, or 0 with the Database's error set.
    qint64 add(const GameRecord& record);
    qint64 add(const GameRecord& record, const SearchColumns& search);
    bool replace(qint64 id, const GameRecord& record);

  private:
    bool acceptable(const GameRecord& record);
    bool runHead(Statement& statement, const GameRecord& record, const SearchColumns& search);
    bool writeBody(qint64 id, const GameRecord& record);
    bool writeLine(qint64 recordId, const std::vector<RecordMove>& line, qint64 parent,
                   int variation);

    Database& db_;
    Statement insertRecord_, updateRecord_, clearTags_, clearMoves_;
    MultiRowInsert insertTags_, insertMoves_;
};

}  // namespace enkang::archive
