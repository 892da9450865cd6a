// Game records in the database: save (one transaction each), load, search,
// update and delete. Search reads indexes: the folded metadata and comments
// through the FTS5 index records_search (every word of the query must begin
// a word of its field, case and accents ignored), game, result and dates
// through B-tree indexes; results come a page at a time (keyset paging).
#pragma once

#include <QList>
#include <QString>
#include <optional>

#include "database.h"
#include "game_record.h"

namespace enkang::archive {

struct RecordSummary {
    qint64 id = 0;
    QString game, date, place, event, observer, players, result;
    int moves = 0;
};

struct RecordFilter {
    QString game, place, player, text;  // text: comments and tag values
    QString sort = "date";              // date | place | game | id
    int limit = 1000;
    QString observer = {}, event = {};
    QString result = {};                 // "1-0", "0-1", "1/2-1/2", "*"
    QString dateFrom = {}, dateTo = {};  // inclusive, as written ("2026.11.29")
    // Records whose stored analysis (analysis_store.h) marks a move "inaccuracy",
    // "mistake" or "blunder", by markBy "south" or "north" ("" either side).
    QString mark = {}, markBy = {};
    qint64 after = 0;  // the page after this record (its id, in this filter's order)
};

class RecordStore {
  public:
    explicit RecordStore(Database& db) : db_(db) {}

    // Returns the new id, or 0 with db.error() set.
    qint64 add(const GameRecord& record);
    bool replace(qint64 id, const GameRecord& record);
    bool remove(qint64 id);
    std::optional<GameRecord> load(qint64 id);
    QList<qint64> allIds();
    // Up to filter.limit records, in the filter's order, after filter.after.
    QList<RecordSummary> search(const RecordFilter& filter);
    int count();
    int count(const RecordFilter& filter);  // all that match (ignores limit and after)

  private:
    Database& db_;
};

}  // namespace enkang::archive
