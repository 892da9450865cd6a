#include "record_store.h"

#include <QSqlError>
#include <QSqlQuery>

#include "text_fold.h"

namespace enkang::archive {
namespace {

// Never a null QString: a null binds as SQL NULL, and the columns are NOT NULL.
QString q(const std::string& s) {
    return s.empty() ? QStringLiteral("") : QString::fromStdString(s);
}
std::string s(const QVariant& v) {
    return v.toString().toStdString();
}

// The names of everyone who played: team names and members, for searching.
QString playersOf(const GameRecord& r) {
    QStringList out;
    for (const char* tag : {"South", "North", "SouthMembers", "NorthMembers"})
        if (!r.tag(tag).empty()) out << q(r.tag(tag));
    return out.isEmpty() ? QStringLiteral("") : out.join(" | ");
}

// Everything a text search looks in: the game's comment, its tag values and
// every move's comment (variations included).
QString searchTextOf(const GameRecord& r) {
    QStringList parts{q(r.comment)};
    for (const auto& tag : r.tags) parts << q(tag.second);
    std::vector<const std::vector<RecordMove>*> lines{&r.moves};
    while (!lines.empty()) {
        const auto* line = lines.back();
        lines.pop_back();
        for (const RecordMove& m : *line) {
            if (!m.comment.empty()) parts << q(m.comment);
            for (const auto& v : m.variations) lines.push_back(&v);
        }
    }
    return parts.join(' ');
}

}  // namespace

qint64 RecordStore::add(const GameRecord& record) {
    qint64 id = 0;
    const bool ok = db_.transaction([&] {
        QSqlQuery insert(db_.sql());
        if (!insert.exec("INSERT INTO records (game) VALUES ('')")) return db_.fail(insert);
        id = insert.lastInsertId().toLongLong();
        return write(id, record);
    });
    return ok ? id : 0;
}

bool RecordStore::replace(qint64 id, const GameRecord& record) {
    return db_.transaction([&] {
        QSqlQuery clear(db_.sql());
        clear.prepare("DELETE FROM record_moves WHERE record_id = ?");
        clear.addBindValue(id);
        if (!clear.exec()) return db_.fail(clear);
        clear.prepare("DELETE FROM record_tags WHERE record_id = ?");
        clear.addBindValue(id);
        if (!clear.exec()) return db_.fail(clear);
        return write(id, record);
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

bool RecordStore::write(qint64 id, const GameRecord& r) {
    // What the text format cannot hold never enters the archive.
    for (const auto& [name, value] : r.tags)
        if (const std::string problem = tagNameProblem(name); !problem.empty())
            return db_.fail(QString::fromStdString(problem));
    if (nestedDeeperThan(r.moves, kMaxVariationDepth))
        return db_.fail("variations nested deeper than 1,000");
    QSqlQuery update(db_.sql());
    update.prepare(
        "UPDATE records SET game = ?, result = ?, comment = ?, date = ?, place = ?, event = ?,"
        " observer = ?, players = ?, place_folded = ?, players_folded = ?, observer_folded = ?,"
        " event_folded = ?, text_folded = ?,"
        " modified = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?");
    const QString players = playersOf(r);
    for (const QVariant& v :
         {QVariant(q(r.tag("Game"))), QVariant(q(r.result)), QVariant(q(r.comment)),
          QVariant(q(r.tag("Date"))), QVariant(q(r.tag("Place"))), QVariant(q(r.tag("Event"))),
          QVariant(q(r.tag("Observer"))), QVariant(players),
          QVariant(foldForSearch(q(r.tag("Place")))), QVariant(foldForSearch(players)),
          QVariant(foldForSearch(q(r.tag("Observer")))), QVariant(foldForSearch(q(r.tag("Event")))),
          QVariant(foldForSearch(searchTextOf(r))), QVariant(id)})
        update.addBindValue(v);
    if (!update.exec()) return db_.fail(update);
    QSqlQuery tag(db_.sql());
    tag.prepare("INSERT INTO record_tags (record_id, position, name, value) VALUES (?, ?, ?, ?)");
    for (std::size_t i = 0; i < r.tags.size(); ++i) {
        tag.addBindValue(id);
        tag.addBindValue(int(i));
        tag.addBindValue(q(r.tags[i].first));
        tag.addBindValue(q(r.tags[i].second));
        if (!tag.exec()) return db_.fail(tag);
    }
    return writeLine(id, r.moves, QVariant(QMetaType(QMetaType::LongLong)), 0);
}

bool RecordStore::writeLine(qint64 recordId, const std::vector<RecordMove>& line,
                            const QVariant& parent, int variation) {
    QSqlQuery insert(db_.sql());
    insert.prepare(
        "INSERT INTO record_moves (record_id, parent_id, variation, position, pit, irregular, "
        "glyph,"
        " comment, handler, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (std::size_t i = 0; i < line.size(); ++i) {
        const RecordMove& m = line[i];
        for (const QVariant& v :
             {QVariant(recordId), parent, QVariant(variation), QVariant(int(i)), QVariant(q(m.pit)),
              QVariant(int(m.irregular)), QVariant(q(m.glyph)), QVariant(q(m.comment)),
              QVariant(q(m.handler)), QVariant(q(m.time))})
            insert.addBindValue(v);
        if (!insert.exec()) return db_.fail(insert);
        const qint64 moveId = insert.lastInsertId().toLongLong();
        for (std::size_t v = 0; v < m.variations.size(); ++v)
            if (!writeLine(recordId, m.variations[v], moveId, int(v) + 1)) return false;
    }
    return true;
}

bool RecordStore::readLine(qint64 recordId, const QVariant& parent, int variation,
                           std::vector<RecordMove>& out, int depth) {
    // A file edited by hand could nest (or loop) without end: stop where the format stops.
    if (depth > kMaxVariationDepth)
        return db_.fail(
            QString("record %1 is damaged: variations nested deeper than 1,000").arg(recordId),
            Fault::Damaged);
    QSqlQuery read(db_.sql());
    read.prepare(
        parent.isNull()
            ? "SELECT id, pit, irregular, glyph, comment, handler, time FROM record_moves"
              " WHERE record_id = ? AND parent_id IS NULL AND variation = ? ORDER BY position"
            : "SELECT id, pit, irregular, glyph, comment, handler, time FROM record_moves"
              " WHERE record_id = ? AND parent_id = ? AND variation = ? ORDER BY position");
    read.addBindValue(recordId);
    if (!parent.isNull()) read.addBindValue(parent);
    read.addBindValue(variation);
    if (!read.exec()) return db_.fail(read);
    std::vector<std::pair<qint64, RecordMove>> rows;
    while (read.next()) {
        RecordMove m;
        m.pit = s(read.value(1));
        m.irregular = read.value(2).toInt() != 0;
        m.glyph = s(read.value(3));
        m.comment = s(read.value(4));
        m.handler = s(read.value(5));
        m.time = s(read.value(6));
        rows.emplace_back(read.value(0).toLongLong(), std::move(m));
    }
    for (auto& [moveId, m] : rows) {
        for (int v = 1;; ++v) {
            std::vector<RecordMove> alternative;
            if (!readLine(recordId, moveId, v, alternative, depth + 1)) return false;
            if (alternative.empty()) break;
            m.variations.push_back(std::move(alternative));
        }
        out.push_back(std::move(m));
    }
    return true;
}

std::optional<GameRecord> RecordStore::load(qint64 id) {
    QSqlQuery head(db_.sql());
    head.prepare("SELECT result, comment FROM records WHERE id = ?");
    head.addBindValue(id);
    if (!head.exec() || !head.next()) {
        db_.fail(QString("no record %1").arg(id));
        return std::nullopt;
    }
    GameRecord r;
    r.result = s(head.value(0));
    r.comment = s(head.value(1));
    QSqlQuery tags(db_.sql());
    tags.prepare("SELECT name, value FROM record_tags WHERE record_id = ? ORDER BY position");
    tags.addBindValue(id);
    if (!tags.exec()) return std::nullopt;
    while (tags.next()) r.tags.emplace_back(s(tags.value(0)), s(tags.value(1)));
    if (!readLine(id, QVariant(QMetaType(QMetaType::LongLong)), 0, r.moves, 0)) return std::nullopt;
    return r;
}

QList<qint64> RecordStore::allIds() {
    QList<qint64> out;
    QSqlQuery query(db_.sql());
    query.exec("SELECT id FROM records ORDER BY id");
    while (query.next()) out << query.value(0).toLongLong();
    return out;
}

int RecordStore::count() {
    QSqlQuery query(db_.sql());
    return query.exec("SELECT count(*) FROM records") && query.next() ? query.value(0).toInt() : 0;
}

QList<RecordSummary> RecordStore::search(const RecordFilter& f) {
    QStringList where;
    QVariantList values;
    // Folded text in folded columns: "ŠAĽA" and "sala" find "Šaľa".
    auto contains = [&](const QString& column, const QString& text) {
        if (text.isEmpty()) return;
        where << column + " LIKE ? ESCAPE '\\'";
        QString escaped = foldForSearch(text);
        escaped.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
        values << "%" + escaped + "%";
    };
    if (!f.game.isEmpty()) {
        where << "r.game = ?";
        values << f.game;
    }
    contains("r.place_folded", f.place);
    contains("r.players_folded", f.player);
    contains("r.observer_folded", f.observer);
    contains("r.text_folded", f.text);
    const QString order = f.sort == "place"  ? "r.place, r.date"
                          : f.sort == "game" ? "r.game, r.date"
                          : f.sort == "id"   ? "r.id"
                                             : "r.date DESC, r.id DESC";
    const QString sql =
        "SELECT r.id, r.game, r.date, r.place, r.event, r.observer, r.players, r.result,"
        " (SELECT count(*) FROM record_moves m WHERE m.record_id = r.id AND m.parent_id IS NULL)"
        " FROM records r" +
        (where.isEmpty() ? QString() : " WHERE " + where.join(" AND ")) + " ORDER BY " + order +
        QString(" LIMIT %1").arg(f.limit);
    QSqlQuery query(db_.sql());
    query.prepare(sql);
    for (const QVariant& v : values) query.addBindValue(v);
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
