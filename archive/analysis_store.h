// Stored analyses of records (schema 5): one row per record analysed, with
// its marks counted per side (what search reads: "records with a blunder by
// South"), and one row per move judged. Deleting a record deletes its
// analysis; RecordStore::replace drops it when an edit changed the moves.
#pragma once

#include <QString>
#include <optional>

#include "database.h"
#include "game_record.h"
#include "record_analysis.h"

namespace enkang::archive {

class AnalysisStore {
  public:
    explicit AnalysisStore(Database& db) : db_(db) {}

    // Replaces the record's analysis (one transaction); false with db.error() set.
    bool save(qint64 recordId, const RecordAnalysis& analysis);
    // The stored analysis, or nothing (none stored, or db.error() on failure).
    std::optional<RecordAnalysis> load(qint64 recordId);
    bool remove(qint64 recordId);
    // Drops the stored analysis when `record` no longer has the moves it judged.
    bool dropIfStale(qint64 recordId, const GameRecord& record);

    // The SQL condition on records r for "a move marked `mark` by `side`"
    // ("south", "north", or "" for either); empty when mark or side is unknown.
    static QString searchCondition(const QString& mark, const QString& side);

  private:
    Database& db_;
};

}  // namespace enkang::archive
