// Importing record files into the archive: the one policy that enkang-cli and
// the app share. Files are read game by game (memory does not grow with a
// file's size), each game checked and written as it is read; each problem is
// named at its place (FILE:LINE:COLUMN). Unless the caller asks to keep the
// good games, any problem means nothing is imported: everything is written
// in one transaction, rolled back at the end if a problem was found. Each
// file has its own savepoint: a write that fails half way (disk full, a
// constraint) leaves nothing of that file in the archive, and the files
// before it are kept. Cancelling keeps the files already written whole.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <vector>

#include "archive_fault.h"
#include "database.h"

namespace enkang::archive {

struct ImportOptions {
    bool keepGoodGames = false;  // import the games without problems even if others have some
};

struct ImportProblem {
    QString file;
    int line = 0, column = 0;
    int game = 0;  // 1-based game in the file
    QString message;
    QString describe() const;  // "FILE:LINE:COLUMN: message (game N)"
};

struct ImportReport {
    QList<qint64> imported;               // ids of the new records, in file order
    std::vector<ImportProblem> problems;  // every problem found while reading
    QList<QPair<QString, int>> skipped;   // games not imported (file, game number)
    QStringList filesWritten;             // files whose good games are all in the archive
    Fault fault = Fault::None;            // why writing stopped (None: it did not)
    QString error;                        // and in plain words
    bool cancelled = false;

    bool refusedForProblems() const { return imported.isEmpty() && !problems.empty(); }
};

// Called every 1,000 games and after each file: kilobytes read of the total.
using ImportProgress = std::function<void(int done, int total)>;

ImportReport importRecords(Database& db, const QStringList& files, const ImportOptions& options,
                           const ImportProgress& progress = {},
                           const std::atomic<bool>* cancel = nullptr);

}  // namespace enkang::archive
