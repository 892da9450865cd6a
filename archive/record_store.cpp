#include "record_store.h"

#include <QSqlError>
#include <QSqlQuery>

#include "analysis_store.h"
#include "record_loader.h"
#include "record_writer.h"
#include "text_fold.h"

namespace enkang::archive {
namespace {

// The FTS5 query for the text filters: each word of each filter must begin
// a word of its column, e.g. {place_folded} : "sala"* AND {text_folded} : "acacia"*.
QString matchQuery(const RecordFilter& f) {
    QStringList terms;
    const std::pair<const char*, const QString*> columns[] = {{"place_folded", &f.place},
                                                              {"players_folded", &f.player},
                                                              {"observer_folded", &f.observer},
                                                              {"event_folded", &f.event},
                                                              {"text_folded", &f.text}};
    for (const auto& [column, text] : columns) {
        QString word;
        const QString folded = foldForSearch(*text) + ' ';
        for (const QChar c : folded) {
            if (c.isLetterOrNumber()) {
                word += c;
            } else if (!word.isEmpty()) {
                terms << QString("{%1} : \"%2\"*").arg(column, word);
                word.clear();
            }
        }
    }
    return terms.join(" AND ");
}

struct Where {
    QString sql;
    QVariantList values;
};

// The WHERE clause of a filter (without paging).
Where whereOf(const RecordFilter& f) {
    QStringList where;
    Where out;
    auto equal = [&](const char* condition, const QString& value) {
        if (value.isEmpty()) return;
        where << condition;
        out.values << value;
    };
    equal("r.game = ?", f.game);
    equal("r.result = ?", f.result);
    equal("r.date >= ?", f.dateFrom);
    equal("r.date <= ?", f.dateTo);
    const QString match = matchQuery(f);
    equal("r.id IN (SELECT rowid FROM records_search WHERE records_search MATCH ?)", match);
    if (!f.mark.isEmpty() || !f.markBy.isEmpty()) {
        const QString marked = AnalysisStore::searchCondition(f.mark, f.markBy);
        where << (marked.isEmpty() ? QStringLiteral("0") : marked);  // unknown: nothing matches
    }
    out.sql = where.join(" AND ");
    return out;
}

struct Order {
    const char* by;     // ORDER BY
    const char* after;  // the rows after record ? in this order
};

Order orderOf(const QString& sort) {
    if (sort == "place")
        return {"r.place_folded, r.date, r.id",
                "(r.place_folded, r.date, r.id) > (SELECT place_folded, date, id FROM records "
                "WHERE id = ?)"};
    if (sort == "game")
        return {"r.game, r.date, r.id",
                "(r.game, r.date, r.id) > (SELECT game, date, id FROM records WHERE id = ?)"};
    if (sort == "id") return {"r.id", "r.id > ?"};
    return {"r.date DESC, r.id DESC",
            "(r.date, r.id) < (SELECT date, id FROM records WHERE id = ?)"};
}

}  // namespace

qint64 RecordStore::add(const GameRecord& record) {
    return RecordWriter(db_).add(record);
}

bool RecordStore::replace(qint64 id, const GameRecord& record) {
    // An analysis of moves the edit changed would be searched and shown as this record's.
    return db_.transaction([&] {
        return RecordWriter(db_).replace(id, record) && AnalysisStore(db_).dropIfStale(id, record);
    });
}

bool RecordStore::remove(qint64 id) {
    return db_.transaction([&] {
        QSqlQuery del(db_.sql());
        del.prepare("DELETE FROM records WHERE id = ?");
        del.addBindValue(id);
        return del.exec() || db_.fail(del);
    });
}

std::optional<GameRecord> RecordStore::load(qint64 id) {
    return RecordLoader(db_).load(id);
}

QList<qint64> RecordStore::allIds() {
    QList<qint64> out;
    QSqlQuery query(db_.sql());
    query.setForwardOnly(true);
    query.exec("SELECT id FROM records ORDER BY id");
    while (query.next()) out << query.value(0).toLongLong();
    return out;
}

int RecordStore::count() {
    QSqlQuery query(db_.sql());
    return query.exec("SELECT count(*) FROM records") && query.next() ? query.value(0).toInt() : 0;
}

int RecordStore::count(const RecordFilter& f) {
    const Where where = whereOf(f);
    QSqlQuery query(db_.sql());
    query.prepare("SELECT count(*) FROM records r" +
                  (where.sql.isEmpty() ? QString() : " WHERE " + where.sql));
    for (const QVariant& v : where.values) query.addBindValue(v);
    if (!query.exec() || !query.next()) {
        db_.fail(query);
        return 0;
    }
    return query.value(0).toInt();
}

QList<RecordSummary> RecordStore::search(const RecordFilter& f) {
    Where where = whereOf(f);
    const Order order = orderOf(f.sort);
    if (f.after > 0) {
        where.sql += QString(where.sql.isEmpty() ? "" : " AND ") + order.after;
        where.values << f.after;
    }
    const QString sql =
        "SELECT r.id, r.game, r.date, r.place, r.event, r.observer, r.players, r.result,"
        " r.move_count FROM records r" +
        (where.sql.isEmpty() ? QString() : " WHERE " + where.sql) + " ORDER BY " + order.by +
        QString(" LIMIT %1").arg(f.limit);
    QSqlQuery query(db_.sql());
    query.setForwardOnly(true);
    query.prepare(sql);
    for (const QVariant& v : where.values) query.addBindValue(v);
    QList<RecordSummary> out;
    if (!query.exec()) {
        db_.fail(query);
        return out;
    }
    while (query.next()) {
        RecordSummary r;
        r.id = query.value(0).toLongLong();
        r.game = query.value(1).toString();
        r.date = query.value(2).toString();
        r.place = query.value(3).toString();
        r.event = query.value(4).toString();
        r.observer = query.value(5).toString();
        r.players = query.value(6).toString();
        r.result = query.value(7).toString();
        r.moves = query.value(8).toInt();
        out << r;
    }
    return out;
}

}  // namespace enkang::archive
