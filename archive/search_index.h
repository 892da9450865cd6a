// The full-text index of records (records_search, FTS5, schema 4), kept in
// step with records by triggers. One record at a time through the trigger is
// slow inside a long transaction: SQLite opens a savepoint on the FTS5 table
// for every later statement, and FTS5 (3.40) then writes the words it holds
// as a new segment, to be merged again and again. An import therefore lifts
// the insert trigger, writes its records, and indexes them in one statement
// before putting the trigger back, all inside its own transaction.
#pragma once

#include <QString>
#include <QtGlobal>

namespace enkang::archive {

class Database;

// The folded columns of records that records_search indexes, in its order.
extern const char* const kSearchColumns;
// What indexes a new record (`new`, in a trigger), and the trigger that
// runs it as each record is inserted.
QString searchAddSql();
QString searchAddTriggerSql();

// Inside a transaction: drops the insert trigger; `lastId` is the highest
// record id before (the records after it are the ones to index).
bool suspendSearchIndexing(Database& db, qint64& lastId);
// Indexes the records after `lastId` and creates the trigger again.
bool resumeSearchIndexing(Database& db, qint64 lastId);

}  // namespace enkang::archive
