#include "analysis_store.h"

#include <QSqlQuery>
#include <QStringList>
#include <algorithm>

namespace enkang::archive {
namespace {

const char* const kSides[] = {"south", "north"};

// The counted column of a side and mark ("south_blunder"), from known names only.
QString countColumn(int side, const std::string& mark) {
    return QString("%1_%2").arg(kSides[side], QString::fromStdString(mark));
}

}  // namespace

bool AnalysisStore::save(qint64 recordId, const RecordAnalysis& a) {
    return db_.transaction([&] {
        if (!remove(recordId)) return false;
        QStringList columns = {"record_id", "level", "moves_key"};
        QVariantList values = {recordId, a.level, QString::fromStdString(a.key)};
        for (int side = 0; side < 2; ++side)
            for (const std::string& mark : analysisMarks()) {
                columns << countColumn(side, mark);
                values << a.count(side, mark);
            }
        QSqlQuery head(db_.sql());
        head.prepare(QString("INSERT INTO record_analysis (%1) VALUES (%2)")
                         .arg(columns.join(", "), QStringList(columns.size(), "?").join(", ")));
        for (const QVariant& v : values) head.addBindValue(v);
        if (!head.exec()) return db_.fail(head);
        QSqlQuery move(db_.sql());
        move.prepare(
            "INSERT INTO record_analysis_moves (record_id, ply, side, played, best, before,"
            " after, depth, mark) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const MoveVerdict& v : a.moves) {
            for (const QVariant& value :
                 QVariantList{recordId, v.ply, v.side, QString::fromStdString(v.played),
                              QString::fromStdString(v.best), v.before, v.after, v.depth,
                              QString::fromStdString(v.mark)})
                move.addBindValue(value);
            if (!move.exec()) return db_.fail(move);
        }
        return true;
    });
}

std::optional<RecordAnalysis> AnalysisStore::load(qint64 recordId) {
    QSqlQuery head(db_.sql());
    head.prepare("SELECT level, moves_key FROM record_analysis WHERE record_id = ?");
    head.addBindValue(recordId);
    if (!head.exec()) {
        db_.fail(head);
        return std::nullopt;
    }
    if (!head.next()) return std::nullopt;
    RecordAnalysis out;
    out.level = head.value(0).toInt();
    out.key = head.value(1).toString().toStdString();
    QSqlQuery moves(db_.sql());
    moves.setForwardOnly(true);
    moves.prepare(
        "SELECT ply, side, played, best, before, after, depth, mark FROM record_analysis_moves"
        " WHERE record_id = ? ORDER BY ply");
    moves.addBindValue(recordId);
    if (!moves.exec()) {
        db_.fail(moves);
        return std::nullopt;
    }
    while (moves.next()) {
        MoveVerdict v;
        v.ply = moves.value(0).toInt();
        v.side = moves.value(1).toInt();
        v.played = moves.value(2).toString().toStdString();
        v.best = moves.value(3).toString().toStdString();
        v.before = moves.value(4).toInt();
        v.after = moves.value(5).toInt();
        v.depth = moves.value(6).toInt();
        v.mark = moves.value(7).toString().toStdString();
        out.moves.push_back(v);
    }
    return out;
}

bool AnalysisStore::remove(qint64 recordId) {
    QSqlQuery del(db_.sql());
    del.prepare("DELETE FROM record_analysis WHERE record_id = ?");  // its moves cascade
    del.addBindValue(recordId);
    return del.exec() || db_.fail(del);
}

bool AnalysisStore::dropIfStale(qint64 recordId, const GameRecord& record) {
    QSqlQuery key(db_.sql());
    key.prepare("SELECT moves_key FROM record_analysis WHERE record_id = ?");
    key.addBindValue(recordId);
    if (!key.exec()) return db_.fail(key);
    if (!key.next() || key.value(0).toString().toStdString() == analysisKey(record)) return true;
    return remove(recordId);
}

QString AnalysisStore::searchCondition(const QString& mark, const QString& side) {
    const auto& marks = analysisMarks();
    if (std::find(marks.begin(), marks.end(), mark.toStdString()) == marks.end()) return {};
    QStringList counts;
    for (int s = 0; s < 2; ++s)
        if (side.isEmpty() || side == kSides[s]) counts << countColumn(s, mark.toStdString());
    if (counts.isEmpty()) return {};
    return QString("r.id IN (SELECT record_id FROM record_analysis WHERE %1 > 0)")
        .arg(counts.join(" + "));
}

}  // namespace enkang::archive
