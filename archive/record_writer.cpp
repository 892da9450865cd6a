// Records into SQLite through reused prepared statements (record_writer.h).
#include "record_writer.h"

#include <QByteArray>
#include <QStringList>
#include <algorithm>
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
      clearTags_(db, "DELETE FROM record_tags WHERE record_id = ?"),
      clearMoves_(db, "DELETE FROM record_moves WHERE record_id = ?"),
      // OR FAIL: a failed write leaves the rows before it, and the caller's
      // transaction (or the import's savepoint) takes the whole record back.
      // With the default (ABORT) each statement of many rows keeps a journal
      // of the pages it changes, and inside a savepoint those journals pile
      // up in a temporary file until the savepoint ends: seven pages copied
      // a record.
      insertTags_(db, "INSERT OR FAIL INTO record_tags (record_id, position, name, value)", 4, 1),
      insertMoves_(db,
                   "INSERT OR FAIL INTO record_moves (record_id, parent_id, variation, position,"
                   " pit, irregular, glyph, comment, handler, time)",
                   10, 3) {}

// What the text format cannot hold never enters the archive.
bool RecordWriter::acceptable(const GameRecord& r) {
    for (const auto& [name, value] : r.tags)
        if (const std::string problem = tagNameProblem(name); !problem.empty())
            return db_.fail(QString::fromStdString(problem));
    if (nestedDeeperThan(r.moves, kMaxVariationDepth))
        return db_.fail("variations nested deeper than 1,000");
    return true;
}

SearchColumns searchColumnsOf(const GameRecord& r) {
    SearchColumns out;
    out.players = playersOf(r);
    out.place = foldUtf8ForSearch(r.tag("Place"));
    out.playersFolded = foldUtf8ForSearch(out.players);
    out.observer = foldUtf8ForSearch(r.tag("Observer"));
    out.event = foldUtf8ForSearch(r.tag("Event"));
    out.text = foldUtf8ForSearch(searchTextOf(r));
    return out;
}

qint64 RecordWriter::add(const GameRecord& record) {
    return add(record, searchColumnsOf(record));
}

qint64 RecordWriter::add(const GameRecord& record, const SearchColumns& search) {
    if (!acceptable(record)) return 0;
    qint64 id = 0;
    const bool ok = db_.transaction([&] {
        if (!runHead(insertRecord_, record, search)) return false;
        id = insertRecord_.lastInsertId();
        return writeBody(id, record);
    });
    return ok ? id : 0;
}

bool RecordWriter::replace(qint64 id, const GameRecord& record) {
    if (!acceptable(record)) return false;
    return db_.transaction([&] {
        updateRecord_.bind(kHeadColumns + 1, std::int64_t(id));
        if (!runHead(updateRecord_, record, searchColumnsOf(record))) return false;
        for (Statement* clear : {&clearMoves_, &clearTags_}) {
            clear->bind(1, std::int64_t(id));
            if (!clear->run()) return false;
        }
        return writeBody(id, record);
    });
}

// Binds the record's own columns and runs the statement (the text bound
// lives only for this call).
bool RecordWriter::runHead(Statement& statement, const GameRecord& r, const SearchColumns& search) {
    if (!statement.ok()) return false;
    const std::array<std::string, 8> plain = {r.tag("Game"),     r.result,       r.comment,
                                              r.tag("Date"),     r.tag("Place"), r.tag("Event"),
                                              r.tag("Observer"), search.players};
    int index = 1;
    for (const std::string& v : plain) statement.bind(index++, std::string_view(v));
    for (const std::string* v :
         {&search.place, &search.playersFolded, &search.observer, &search.event, &search.text})
        statement.bind(index++, std::string_view(*v));
    statement.bind(index, std::int64_t(r.moves.size()));
    return statement.run();
}

bool RecordWriter::writeBody(qint64 id, const GameRecord& r) {
    // Tags in runs of up to kMaxRows rows per statement.
    for (std::size_t i = 0; i < r.tags.size(); i += MultiRowInsert::kMaxRows) {
        const int rows = int(std::min<std::size_t>(r.tags.size() - i, MultiRowInsert::kMaxRows));
        Statement& insert = insertTags_.forRows(rows);
        insert.bind(1, std::int64_t(id));
        for (int k = 0; k < rows; ++k) {
            const auto& [name, value] = r.tags[i + std::size_t(k)];
            insert.bind(insertTags_.parameter(k, 0), std::int64_t(i) + k);
            insert.bind(insertTags_.parameter(k, 1), std::string_view(name));
            insert.bind(insertTags_.parameter(k, 2), std::string_view(value));
        }
        if (!insert.run()) return false;
    }
    return writeLine(id, r.moves, 0, 0);
}

// Moves go in runs of up to kMaxRows rows per statement; a move with
// variations goes alone, so that its id (their parent) is known.
bool RecordWriter::writeLine(qint64 recordId, const std::vector<RecordMove>& line, qint64 parent,
                             int variation) {
    std::size_t i = 0;
    while (i < line.size()) {
        std::size_t end = i + 1;
        if (line[i].variations.empty())
            while (end < line.size() && end - i < std::size_t(MultiRowInsert::kMaxRows) &&
                   line[end].variations.empty())
                ++end;
        Statement& insert = insertMoves_.forRows(int(end - i));
        insert.bind(1, std::int64_t(recordId));
        if (parent)
            insert.bind(2, std::int64_t(parent));
        else
            insert.bindNull(2);
        insert.bind(3, std::int64_t(variation));
        for (std::size_t k = i; k < end; ++k) {
            const RecordMove& m = line[k];
            int p = insertMoves_.parameter(int(k - i), 0);
            insert.bind(p++, std::int64_t(k));
            insert.bind(p++, std::string_view(m.pit));
            insert.bind(p++, std::int64_t(m.irregular));
            insert.bind(p++, std::string_view(m.glyph));
            insert.bind(p++, std::string_view(m.comment));
            insert.bind(p++, std::string_view(m.handler));
            insert.bind(p, std::string_view(m.time));
        }
        if (!insert.run()) return false;
        const RecordMove& last = line[end - 1];
        const qint64 moveId = insert.lastInsertId();
        for (std::size_t v = 0; v < last.variations.size(); ++v)
            if (!writeLine(recordId, last.variations[v], moveId, int(v) + 1)) return false;
        i = end;
    }
    return true;
}

}  // namespace enkang::archive
