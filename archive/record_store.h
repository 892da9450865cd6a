// Game records in the database: save (one transaction each), load, search,
// update and delete. All the SQL for records lives here.
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
    QString observer = {};
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
    QList<RecordSummary> search(const RecordFilter& filter);
    int count();

  private:
    bool write(qint64 id, const GameRecord& record);
    bool writeLine(qint64 recordId, const std::vector<RecordMove>& line, const QVariant& parent,
                   int variation);
    bool readLine(qint64 recordId, const QVariant& parent, int variation,
                  std::vector<RecordMove>& out, int depth);

    Database& db_;
};

}  // namespace enkang::archive
