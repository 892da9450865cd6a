// Reading whole records back from the archive with a few reused statements:
// one record by its id, or every record in id order (export), building each
// record's tree of moves from its rows in memory. Memory holds one record at
// a time, whatever the archive's size.
#pragma once

#include <QtGlobal>
#include <optional>

#include "database.h"
#include "game_record.h"
#include "sqlite_statement.h"

namespace enkang::archive {

// One move row as stored: its place in the tree and its content.
struct MoveRow {
    qint64 id = 0, parent = 0;  // parent 0: the main line
    int variation = 0, position = 0;
    RecordMove move;
};

// The record's main line (with its variations) from its move rows, in any
// order. False, with the Database's error (Fault::Damaged), when the tree
// nests deeper than the text format allows.
bool buildMoveTree(Database& db, qint64 recordId, std::vector<MoveRow>& rows,
                   std::vector<RecordMove>& out);

class RecordLoader {
  public:
    explicit RecordLoader(Database& db);
    std::optional<GameRecord> load(qint64 id);

  private:
    Database& db_;
    Statement head_, tags_, moves_;
};

// Every record in id order, for export: three statements walked in step.
class RecordScan {
  public:
    explicit RecordScan(Database& db);
    // The next record; false at the end or on an error (then failed()).
    bool next(qint64& id, GameRecord& record);
    bool failed() const { return failed_; }

  private:
    Database& db_;
    Statement records_, tags_, moves_;
    bool started_ = false, tagPending_ = false, movePending_ = false, failed_ = false;
};

}  // namespace enkang::archive
