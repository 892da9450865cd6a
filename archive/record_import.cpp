// The import policy (record_import.h): files read game by game, checked,
// and written through one transaction with a savepoint per file.
#include "record_import.h"

#include <QFile>
#include <QFileInfo>

#include "record_check.h"
#include "record_text.h"
#include "record_writer.h"

namespace enkang::archive {
namespace {

// The place of a problem found by checking a game: the move's own place, else
// its tag's, else the game's first line.
TextSpot placeOf(const RecordProblem& p, const ParsedGame& game) {
    if (p.line > 0) return {p.line, p.column};
    const GameRecord& record = game.record;
    for (std::size_t t = 0; t < record.tags.size() && t < game.tagSpots.size(); ++t)
        if (!p.tag.empty() && record.tags[t].first == p.tag) return game.tagSpots[t];
    return {game.line, 1};
}

// Adds the game's problems (text, then engine) to the report; true if none.
bool checkGame(const QString& path, const ParsedGame& game, ImportReport& report) {
    const std::size_t before = report.problems.size();
    for (const TextError& e : game.errors)
        report.problems.push_back(
            {path, e.line, e.column, game.number, QString::fromStdString(e.message)});
    if (report.problems.size() == before)
        for (const RecordProblem& p : recordProblems(game.record)) {
            const TextSpot at = placeOf(p, game);
            report.problems.push_back(
                {path, at.line, at.column, game.number, QString::fromStdString(p.message)});
        }
    if (report.problems.size() == before) return true;
    report.skipped.append({path, game.number});
    return false;
}

// One import: the files in turn, inside the caller's transaction.
class Importer {
  public:
    Importer(Database& db, const ImportOptions& options, ImportReport& report,
             const ImportProgress& progress, const std::atomic<bool>* cancel)
        : db_(db),
          writer_(db),
          options_(options),
          report_(report),
          progress_(progress),
          cancel_(cancel) {}

    void setTotal(qint64 bytes) { totalBytes_ = std::max<qint64>(bytes, 1); }
    bool writing() const { return writing_; }

    // Reads, checks and (while writing) writes one file; false when a write
    // failed or the import was cancelled, so that no later file is read.
    bool importFile(const QString& path) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            report_.problems.push_back({path, 0, 0, 0, "cannot be read: " + file.errorString()});
            if (!options_.keepGoodGames) writing_ = false;
            return true;
        }
        if (writing_ && !db_.exec("SAVEPOINT import_file")) return failed(path);
        RecordReader reader([&file](char* buffer, std::size_t capacity) {
            const qint64 got = file.read(buffer, qint64(capacity));
            return got > 0 ? std::size_t(got) : std::size_t(0);
        });
        QList<qint64> ids;
        for (ParsedGame game; reader.next(game);) {
            if (cancelled()) {
                undoFile();
                return false;
            }
            if (game.number % 1000 == 0) tell(file.pos());
            if (!checkGame(path, game, report_)) {
                if (!options_.keepGoodGames && writing_) {
                    if (!undoFile()) return false;
                    writing_ = false;
                }
                continue;
            }
            if (!writing_) continue;
            const qint64 id = writer_.add(game.record);
            if (!id) return failed(path);
            ids << id;
        }
        doneBytes_ += file.size();
        tell(0);
        if (!writing_) return true;
        if (!db_.exec("RELEASE import_file")) return failed(path);
        report_.imported += ids;
        report_.filesWritten << path;
        return true;
    }

  private:
    bool cancelled() const {
        if (!cancel_ || !cancel_->load()) return false;
        report_.cancelled = true;
        return true;
    }
    void tell(qint64 pos) {
        if (progress_) progress_(int((doneBytes_ + pos) / 1024), int(totalBytes_ / 1024));
    }
    // Takes back what this file wrote; the files before it stay.
    bool undoFile() {
        if (!writing_) return false;
        writing_ = false;
        return db_.exec("ROLLBACK TO import_file") && db_.exec("RELEASE import_file");
    }
    bool failed(const QString& path) {
        report_.fault = db_.fault();
        report_.error = path + ": nothing of this file was imported: " + db_.error();
        const Fault fault = db_.fault();
        const QString error = db_.error();
        undoFile();
        db_.fail(error, fault);
        return false;
    }

    Database& db_;
    RecordWriter writer_;
    const ImportOptions& options_;
    ImportReport& report_;
    const ImportProgress& progress_;
    const std::atomic<bool>* cancel_;
    qint64 totalBytes_ = 1, doneBytes_ = 0;
    bool writing_ = true;  // false once nothing more is to be written
};

}  // namespace

QString ImportProblem::describe() const {
    QString where = file;
    if (line > 0) where += QString(":%1:%2").arg(line).arg(column);
    return where + ": " + message + (game > 0 ? QString(" (game %1)").arg(game) : QString());
}

ImportReport importRecords(Database& db, const QStringList& files, const ImportOptions& options,
                           const ImportProgress& progress, const std::atomic<bool>* cancel) {
    ImportReport report;
    Importer importer(db, options, report, progress, cancel);
    qint64 total = 0;
    for (const QString& path : files) total += QFileInfo(path).size();
    importer.setTotal(total);
    const bool committed = db.transaction([&] {
        for (const QString& path : files)
            if (!importer.importFile(path)) break;
        // All or nothing: a problem anywhere (unless good games are kept) keeps every file out.
        return options.keepGoodGames || report.problems.empty();
    });
    if (!committed || (!options.keepGoodGames && !report.problems.empty())) {
        if (!committed && report.fault == Fault::None && report.problems.empty()) {
            report.fault = db.fault();
            report.error = "nothing was imported: " + db.error();
        }
        report.imported.clear();
        report.filesWritten.clear();
    }
    return report;
}

}  // namespace enkang::archive
