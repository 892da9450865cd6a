// The SQL of records on the server: conditional writes and reading changes.
#include "server_records.h"

#include <QSqlQuery>
#include <QStringList>

namespace enkang::archive {
namespace {

const char* const kFieldColumns =
    "body, body_hash, game, result, date, place, event, observer, players, place_folded,"
    " players_folded, observer_folded, event_folded, text_folded";

const char* const kRecordColumns =
    "SELECT uuid::text, revision, change_seq, deleted, body, body_hash, changed_by::text,"
    " to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM records";

QString nonNull(const QString& s) {
    return s.isNull() ? QStringLiteral("") : s;
}

void bindFields(QSqlQuery& query, const RecordFields& f) {
    for (const QString* v : {&f.body, &f.hash, &f.game, &f.result, &f.date, &f.place, &f.event,
                             &f.observer, &f.players, &f.placeFolded, &f.playersFolded,
                             &f.observerFolded, &f.eventFolded, &f.textFolded})
        query.addBindValue(nonNull(*v));
}

ServerRecord recordFrom(const QSqlQuery& q) {
    return {q.value(0).toString(), q.value(1).toLongLong(), q.value(2).toLongLong(),
            q.value(3).toBool(),   q.value(4).toString(),   q.value(5).toString(),
            q.value(6).toString(), q.value(7).toString()};
}

}  // namespace

std::optional<qint64> ServerRecords::revisionOf(QSqlQuery& query) {
    if (!query.exec()) return server_.fail(query), std::nullopt;
    return query.next() ? query.value(0).toLongLong() : 0;
}

std::optional<qint64> ServerRecords::insert(const QString& uuid, const RecordFields& fields) {
    QSqlQuery query(server_.sql());
    query.prepare(QStringLiteral("INSERT INTO records (uuid, %1) VALUES (?::uuid, ?, ?, ?, ?, "
                                 "?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                 " ON CONFLICT (uuid) DO NOTHING RETURNING revision")
                      .arg(kFieldColumns));
    query.addBindValue(uuid);
    bindFields(query, fields);
    return revisionOf(query);
}

std::optional<QHash<QString, qint64>> ServerRecords::insertMany(
    const QList<std::pair<QString, RecordFields>>& records) {
    QHash<QString, qint64> inserted;
    if (records.isEmpty()) return inserted;
    QStringList rows;
    const QString row = QStringLiteral("(?::uuid, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (qsizetype i = 0; i < records.size(); ++i) rows << row;
    QSqlQuery query(server_.sql());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("INSERT INTO records (uuid, %1) VALUES %2"
                                 " ON CONFLICT (uuid) DO NOTHING RETURNING uuid::text, revision")
                      .arg(kFieldColumns, rows.join(',')));
    for (const auto& [uuid, fields] : records) {
        query.addBindValue(uuid);
        bindFields(query, fields);
    }
    if (!query.exec()) return server_.fail(query), std::nullopt;
    while (query.next()) inserted.insert(query.value(0).toString(), query.value(1).toLongLong());
    return inserted;
}

std::optional<qint64> ServerRecords::update(const QString& uuid, qint64 base,
                                            const RecordFields& fields) {
    QSqlQuery query(server_.sql());
    query.prepare(QStringLiteral("UPDATE records SET deleted = false, (%1) = (?, ?, ?, ?, ?, ?,"
                                 " ?, ?, ?, ?, ?, ?, ?, ?)"
                                 " WHERE uuid = ?::uuid AND revision = ? RETURNING revision")
                      .arg(kFieldColumns));
    bindFields(query, fields);
    query.addBindValue(uuid);
    query.addBindValue(base);
    return revisionOf(query);
}

std::optional<qint64> ServerRecords::markDeleted(const QString& uuid, qint64 base) {
    QSqlQuery query(server_.sql());
    query.prepare(
        "UPDATE records SET deleted = true WHERE uuid = ?::uuid AND revision = ?"
        " RETURNING revision");
    query.addBindValue(uuid);
    query.addBindValue(base);
    return revisionOf(query);
}

std::optional<ServerRecord> ServerRecords::fetch(const QString& uuid) {
    QSqlQuery query(server_.sql());
    query.prepare(QString::fromLatin1(kRecordColumns) + " WHERE uuid = ?::uuid");
    query.addBindValue(uuid);
    if (!query.exec()) return server_.fail(query), std::nullopt;
    if (!query.next()) return std::nullopt;
    return recordFrom(query);
}

std::optional<QList<ServerRecord>> ServerRecords::changesAfter(qint64 changeSeq, int limit) {
    QSqlQuery query(server_.sql());
    query.setForwardOnly(true);
    query.prepare(QString::fromLatin1(kRecordColumns) +
                  " WHERE change_seq > ? ORDER BY change_seq LIMIT ?");
    query.addBindValue(changeSeq);
    query.addBindValue(limit);
    if (!query.exec()) return server_.fail(query), std::nullopt;
    QList<ServerRecord> out;
    while (query.next()) out.append(recordFrom(query));
    return out;
}

qint64 ServerRecords::count() {
    QSqlQuery query(server_.sql());
    if (!query.exec("SELECT count(*) FROM records WHERE NOT deleted") || !query.next())
        return server_.fail(query), -1;
    return query.value(0).toLongLong();
}

}  // namespace enkang::archive
