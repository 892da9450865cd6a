// Reading a batch of local records, their tags and their trees of moves.
#include "local_records.h"

#include <QSqlQuery>
#include <QStringList>
#include <optional>

namespace enkang::archive {
namespace {

std::string text(const QVariant& v) {
    return v.toString().toStdString();
}

// The moves of one record, by line: (the move a variation replaces, or 0 for
// the main line; the variation's number) -> (move id, move) in order.
using Lines = std::map<std::pair<qint64, int>, std::vector<std::pair<qint64, RecordMove>>>;

std::vector<RecordMove> assemble(Lines& lines, qint64 parent, int variation, int depth) {
    std::vector<RecordMove> out;
    const auto line = lines.find({parent, variation});
    if (line == lines.end() || depth > kMaxVariationDepth) return out;
    for (auto& [moveId, move] : line->second) {
        for (int v = 1; lines.count({moveId, v}); ++v)
            move.variations.push_back(assemble(lines, moveId, v, depth + 1));
        out.push_back(std::move(move));
    }
    return out;
}

}  // namespace

std::optional<std::map<qint64, GameRecord>> loadLocalRecords(Database& db,
                                                             const QList<qint64>& ids) {
    std::map<qint64, GameRecord> records;
    if (ids.isEmpty()) return records;
    QStringList list;
    for (qint64 id : ids) list << QString::number(id);
    const QString in = " IN (" + list.join(',') + ")";
    QSqlQuery q(db.sql());
    q.setForwardOnly(true);
    if (!q.exec("SELECT id, result, comment FROM records WHERE id" + in))
        return db.fail(q), std::nullopt;
    while (q.next()) {
        GameRecord& r = records[q.value(0).toLongLong()];
        r.result = text(q.value(1));
        r.comment = text(q.value(2));
    }
    if (!q.exec("SELECT record_id, name, value FROM record_tags WHERE record_id" + in +
                " ORDER BY record_id, position"))
        return db.fail(q), std::nullopt;
    while (q.next())
        records[q.value(0).toLongLong()].tags.emplace_back(text(q.value(1)), text(q.value(2)));
    if (!q.exec("SELECT record_id, coalesce(parent_id, 0), variation, id, pit, irregular, glyph,"
                " comment, handler, time FROM record_moves WHERE record_id" +
                in + " ORDER BY record_id, position"))
        return db.fail(q), std::nullopt;
    std::map<qint64, Lines> moves;
    while (q.next()) {
        RecordMove m;
        m.pit = text(q.value(4));
        m.irregular = q.value(5).toInt() != 0;
        m.glyph = text(q.value(6));
        m.comment = text(q.value(7));
        m.handler = text(q.value(8));
        m.time = text(q.value(9));
        moves[q.value(0).toLongLong()][{q.value(1).toLongLong(), q.value(2).toInt()}].emplace_back(
            q.value(3).toLongLong(), std::move(m));
    }
    for (auto& [id, lines] : moves)
        if (records.count(id)) records[id].moves = assemble(lines, 0, 0, 0);
    return records;
}

}  // namespace enkang::archive
