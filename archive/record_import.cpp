// The import policy (record_import.h): files read game by game, checked,
// and written through one transaction with a savepoint per file.
#include "record_import.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>

#include "checked_games.h"
#include "record_writer.h"
#include "search_index.h"

namespace enkang::archive {
namespace {

constexpr qint64 kBulkBytes = 16 * 1024 * 1024;

// A PRAGMA set for the import's life, then put back.
class Pragma {
  public:
    Pragma(Database& db, const char* name, int value) : db_(db), name_(name) {
        QSqlQuery q(db.sql());
        if (q.exec(QString("PRAGMA %1").arg(name)) && q.next()) old_ = q.value(0).toInt();
        db.exec(QString("PRAGMA %1 = %2").arg(name).arg(value));
    }
    ~Pragma() { db_.exec(QString("PRAGMA %1 = %2").arg(name_).arg(old_)); }

  private:
    Database& db_;
    const char* name_;
    int old_ = 0;
};

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
        CheckedGames games(path);
        if (const QString error = games.openError(); !error.isEmpty()) {
            report_.problems.push_back({path, 0, 0, 0, error});
            if (!options_.keepGoodGames) writing_ = false;
            return true;
        }
        if (writing_ && !db_.exec("SAVEPOINT import_file")) return failed(path);
        QList<qint64> ids;
        qint64 bytes = 0;
        for (CheckedGames::Item item; games.next(item);) {
            if (cancelled()) {
                undoFile();
                return false;
            }
            bytes = item.bytesRead;
            if (item.game.number % 1000 == 0) tell(bytes);
            if (!item.problems.empty()) {
                for (ImportProblem& p : item.problems) report_.problems.push_back(std::move(p));
                report_.skipped.append({path, item.game.number});
                if (!options_.keepGoodGames && writing_) {
                    if (!undoFile()) return false;
                    writing_ = false;
                }
                continue;
            }
            if (!writing_) continue;
            const qint64 id = writer_.add(item.game.record, item.search);
            if (!id) return failed(path);
            ids << id;
        }
        doneBytes_ += bytes;
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
    return game > 0 ? QCoreApplication::translate("RecordText", "%1: %2 (game %3)")
                          .arg(where, message, QString::number(game))
                    : where + QStringLiteral(": ") + message;
}

ImportReport importRecords(Database& db, const QStringList& files, const ImportOptions& options,
                           const ImportProgress& progress, const std::atomic<bool>* cancel) {
    ImportReport report;
    Importer importer(db, options, report, progress, cancel);
    qint64 total = 0;
    for (const QString& path : files) total += QFileInfo(path).size();
    importer.setTotal(total);
    // A larger page cache for the long transaction: fewer pages spilled to
    // the WAL and written again (memory stays bounded: 64 MB at most).
    const Pragma cache(db, "cache_size", -65536);
    // The rows written refer only to rows just written (ids SQLite gave), so
    // checking each reference again would only cost time; the pragma cannot
    // change inside a transaction, so it is set around it.
    const Pragma foreignKeys(db, "foreign_keys", 0);
    // A large import (about 30,000 records or more) loads the records first
    // and sorts them into the search indexes at its end, in one pass each;
    // every import indexes its records' words at its end (search_index.h).
    const bool bulk = total >= kBulkBytes;
    const bool committed = db.transaction([&] {
        auto stop = [&] {
            report.fault = db.fault();
            report.error = "nothing was imported: " + db.error();
            return false;
        };
        qint64 lastId = 0;
        if (!suspendSearchIndexing(db, lastId) || (bulk && !db.dropSearchIndexes())) return stop();
        for (const QString& path : files)
            if (!importer.importFile(path)) break;
        if ((bulk && !db.createSearchIndexes()) || !resumeSearchIndexing(db, lastId)) return stop();
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
