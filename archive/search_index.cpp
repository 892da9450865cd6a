// Lifting and restoring the full-text index's insert trigger (search_index.h).
#include "search_index.h"

#include <QSqlQuery>

#include "database.h"

namespace enkang::archive {

const char* const kSearchColumns =
    "place_folded, players_folded, observer_folded, event_folded, text_folded";

QString searchAddSql() {
    return QString(
               "INSERT INTO records_search (rowid, %1) VALUES (new.id, new.place_folded,"
               " new.players_folded, new.observer_folded, new.event_folded, new.text_folded);")
        .arg(kSearchColumns);
}

QString searchAddTriggerSql() {
    return "CREATE TRIGGER records_search_add AFTER INSERT ON records BEGIN " + searchAddSql() +
           " END";
}

bool suspendSearchIndexing(Database& db, qint64& lastId) {
    QSqlQuery q(db.sql());
    if (!q.exec("SELECT coalesce(max(id), 0) FROM records") || !q.next()) return db.fail(q);
    lastId = q.value(0).toLongLong();
    return db.exec("DROP TRIGGER records_search_add");
}

bool resumeSearchIndexing(Database& db, qint64 lastId) {
    QSqlQuery q(db.sql());
    q.prepare(QString("INSERT INTO records_search (rowid, %1) SELECT id, %1 FROM records"
                      " WHERE id > ? ORDER BY id")
                  .arg(kSearchColumns));
    q.addBindValue(lastId);
    if (!q.exec()) return db.fail(q);
    return db.exec(searchAddTriggerSql());
}

}  // namespace enkang::archive
