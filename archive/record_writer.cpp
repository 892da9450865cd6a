// Records into SQLite through reused prepared statements (record_writer.h).
#include "record_writer.h"

#include <QByteArray>
#include <QStringList>
#include <array>

#include "text_fold.h"

namespace enkang::archive {
namespace {

constexpr const char* kColumns =
    "game, result, comment, date, place, event, observer, players, place_folded,"
    " players_folded, observer_folded, event_folded, text_folded, move_count";
constexpr int kHeadColumns = 14;

// The names of everyone who played: team names and members, for searching.
std::string playersOf(const GameRecord& r) {
    std::string out;
    for (const char* tag : {"South", "North", "SouthMembers", "NorthMembers"}) {
        const std::string value = r.tag(tag);
        if (value.empty()) continue;
        out += (out.empty() ? "" : " | ") + value;
    }
    return out;
}

// Everything a text search looks in: the game's comment, its tag values and
// every move's comment (variations included).
std::string searchTextOf(const GameRecord& r) {
    std::string out = r.comment;
    for (const auto& tag : r.tags) out += ' ' + tag.second;
    std::vector<const std::vector<RecordMove>*> lines{&r.moves};
    while (!lines.empty()) {
        const auto* line = lines.back();
        lines.pop_back();
        for (const RecordMove& m : *line) {
            if (!m.comment.empty()) out += ' ' + m.comment;
            for (const auto& v : m.variations) lines.push_back(&v);
        }
    }
    return out;
}

QByteArray folded(const std::string& text) {
    return foldForSearch(QString::fromStdString(text)).toUtf8();
}

std::string insertRecordSql() {
    std::string values;
    for (int i = 0; i < kHeadColumns; ++i) values += i ? ", ?" : "?";
    return std::string("INSERT INTO records (") + kColumns + ") VALUES (" + values + ")";
}

std::string updateRecordSql() {
    std::string set;
    const QStringList columns = QString(kColumns).split(", ");
    for (const QString& c : columns)
        set += (set.empty() ? "" : ", ") + c.trimmed().toStdString() + " = ?";
    return "UPDATE records SET " + set +
           ", modified = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?";
}

}  // namespace

RecordWriter::RecordWriter(Database& db)
    : db_(db),
      insertRecord_(db, insertRecordSql().c_str()),
      updateRecord_(db, updateRecordSql().c_str()),
      insertTag_(db,
                 "INSERT INTO record_tags (record_id, position, name, value) VALUES (?, ?, ?, ?)"),
      insertMove_(
          db,
          "INSERT INTO record_moves (record_id, parent_id, variation, position, pit,"
          " irregular, glyph, comment, handler, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
      clearTags_(db, "DELETE FROM record_tags WHERE record_id = ?"),
      clearMoves_(db, "DELETE FROM record_moves WHERE record_id = ?") {}

// What the text format cannot hold never enters the archive.
bool RecordWriter::acceptable(const GameRecord& r) {
    for (const auto& [name, value] : r.tags)
        if (const std::string problem = tagNameProblem(name); !problem.empty())
            return db_.fail(QString::fromStdString(problem));
    if (nestedDeeperThan(r.moves, kMaxVariationDepth))
        return db_.fail("variations nested deeper than 1,000");
    return true;
}

qint64 RecordWriter::add(const GameRecord& record) {
    if (!acceptable(record)) return 0;
    qint64 id = 0;
    const bool ok = db_.transaction([&] {
        if (!runHead(insertRecord_, record)) return false;
        id = insertRecord_.lastInsertId();
        return writeBody(id, record);
    });
    return ok ? id : 0;
}

bool RecordWriter::replace(qint64 id, const GameRecord& record) {
    if (!acceptable(record)) return false;
    return db_.transaction([&] {
        updateRecord_.bind(kHeadColumns + 1, std::int64_t(id));
        if (!runHead(updateRecord_, record)) return false;
        for (Statement* clear : {&clearMoves_, &clearTags_}) {
            clear->bind(1, std::int64_t(id));
            if (!clear->run()) return false;
        }
        return writeBody(id, record);
    });
}

// Binds the record's own columns and runs the statement (the text bound
// lives only for this call).
bool RecordWriter::runHead(Statement& statement, const GameRecord& r) {
    if (!statement.ok()) return false;
    const std::string players = playersOf(r);
    const std::array<std::string, 8> plain = {r.tag("Game"),     r.result,       r.comment,
                                              r.tag("Date"),     r.tag("Place"), r.tag("Event"),
                                              r.tag("Observer"), players};
    const std::array<QByteArray, 5> foldedText = {folded(plain[4]), folded(players),
                                                  folded(plain[6]), folded(plain[5]),
                                                  folded(searchTextOf(r))};
    int index = 1;
    for (const std::string& v : plain) statement.bind(index++, std::string_view(v));
    for (const QByteArray& v : foldedText)
        statement.bind(index++, std::string_view(v.constData(), std::size_t(v.size())));
    statement.bind(index, std::int64_t(r.moves.size()));
    return statement.run();
}

bool RecordWriter::writeBody(qint64 id, const GameRecord& r) {
    for (std::size_t i = 0; i < r.tags.size(); ++i) {
        insertTag_.bind(1, std::int64_t(id));
        insertTag_.bind(2, std::int64_t(i));
        insertTag_.bind(3, std::string_view(r.tags[i].first));
        insertTag_.bind(4, std::string_view(r.tags[i].second));
        if (!insertTag_.run()) return false;
    }
    return writeLine(id, r.moves, 0, 0);
}

bool RecordWriter::writeLine(qint64 recordId, const std::vector<RecordMove>& line, qint64 parent,
                             int variation) {
    for (std::size_t i = 0; i < line.size(); ++i) {
        const RecordMove& m = line[i];
        insertMove_.bind(1, std::int64_t(recordId));
        if (parent)
            insertMove_.bind(2, std::int64_t(parent));
        else
            insertMove_.bindNull(2);
        insertMove_.bind(3, std::int64_t(variation));
        insertMove_.bind(4, std::int64_t(i));
        insertMove_.bind(5, std::string_view(m.pit));
        insertMove_.bind(6, std::int64_t(m.irregular));
        insertMove_.bind(7, std::string_view(m.glyph));
        insertMove_.bind(8, std::string_view(m.comment));
        insertMove_.bind(9, std::string_view(m.handler));
        insertMove_.bind(10, std::string_view(m.time));
        if (!insertMove_.run()) return false;
        const qint64 moveId = insertMove_.lastInsertId();
        for (std::size_t v = 0; v < m.variations.size(); ++v)
            if (!writeLine(recordId, m.variations[v], moveId, int(v) + 1)) return false;
    }
    return true;
}

}  // namespace enkang::archive
