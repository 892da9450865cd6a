#include "record_import.h"

#include <QFile>

#include "record_check.h"
#include "record_store.h"
#include "record_text.h"

namespace enkang::archive {
namespace {

struct CheckedFile {
    QString path;
    std::vector<GameRecord> good;
};

// The place of a problem found by checking a game: the move's own place, else
// its tag's, else the game's first line.
TextSpot placeOf(const RecordProblem& p, const ParsedFile& file, std::size_t game) {
    if (p.line > 0) return {p.line, p.column};
    const GameRecord& record = file.games[game];
    for (std::size_t t = 0; t < record.tags.size() && t < file.tagSpots[game].size(); ++t)
        if (!p.tag.empty() && record.tags[t].first == p.tag) return file.tagSpots[game][t];
    return {file.gameLines[game], 1};
}

CheckedFile readAndCheck(const QString& path, ImportReport& report) {
    CheckedFile out{path, {}};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        report.problems.push_back({path, 0, 0, 0, "cannot be read: " + file.errorString()});
        return out;
    }
    const QByteArray bytes = file.readAll();
    const ParsedFile parsed = parseRecords(bytes.toStdString());
    for (std::size_t g = 0; g < parsed.games.size(); ++g) {
        const int number = int(g) + 1;
        const std::size_t before = report.problems.size();
        for (const TextError& e : parsed.errors)
            if (e.game == number)
                report.problems.push_back(
                    {path, e.line, e.column, number, QString::fromStdString(e.message)});
        if (report.problems.size() == before)
            for (const RecordProblem& p : recordProblems(parsed.games[g])) {
                const TextSpot at = placeOf(p, parsed, g);
                report.problems.push_back(
                    {path, at.line, at.column, number, QString::fromStdString(p.message)});
            }
        if (report.problems.size() == before)
            out.good.push_back(parsed.games[g]);
        else
            report.skipped.append({path, number});
    }
    return out;
}

}  // namespace

QString ImportProblem::describe() const {
    QString where = file;
    if (line > 0) where += QString(":%1:%2").arg(line).arg(column);
    return where + ": " + message + (game > 0 ? QString(" (game %1)").arg(game) : QString());
}

ImportReport importRecords(Database& db, const QStringList& files, const ImportOptions& options,
                           const ImportProgress& progress, const std::atomic<bool>* cancel) {
    ImportReport report;
    const int total = int(files.size()) * 2;
    int done = 0;
    auto cancelled = [&] { return cancel && cancel->load(); };
    std::vector<CheckedFile> checked;
    for (const QString& path : files) {
        if (cancelled()) {
            report.cancelled = true;
            return report;
        }
        checked.push_back(readAndCheck(path, report));
        if (progress) progress(++done, total);
    }
    if (!report.problems.empty() && !options.keepGoodGames) return report;
    RecordStore store(db);
    for (const CheckedFile& file : checked) {
        QList<qint64> ids;
        const bool written = db.transaction([&] {
            for (const GameRecord& record : file.good) {
                if (cancelled()) return false;
                const qint64 id = store.add(record);
                if (!id) return false;
                ids << id;
            }
            return true;
        });
        if (!written) {
            report.cancelled = cancelled();
            if (!report.cancelled) {
                report.fault = db.fault();
                report.error = file.path + ": nothing of this file was imported: " + db.error();
            }
            return report;
        }
        report.imported += ids;
        report.filesWritten << file.path;
        if (progress) progress(++done, total);
    }
    return report;
}

}  // namespace enkang::archive
