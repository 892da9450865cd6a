#include "database.h"

#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QUuid>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "file_probe.h"
#include "search_index.h"
#include "text_fold.h"

namespace enkang::archive {
namespace {

// Why a file or its folder cannot be written, or an empty string when it can
// (WAL mode needs to create files beside the database).
QString whyNotWritable(const QString& path) {
    const QString folder = QFileInfo(path).absolutePath();
    for (const QString& p : {path, folder}) {
        if (!QFileInfo::exists(p)) continue;
        if (::access(QFile::encodeName(p).constData(), W_OK) == 0) continue;
        const int error = errno;
        if (error == EROFS) return ArchiveFile::tr("it is on a read-only medium");
        const QString reason = QString::fromLocal8Bit(std::strerror(error));
        return p == path ? ArchiveFile::tr("the file is read-only (%1)").arg(reason)
                         : ArchiveFile::tr("its folder is read-only (%1)").arg(reason);
    }
    return {};
}

// Less free space than SQLite needs for its shared-memory file and a few pages.
bool diskIsFull(const QString& path) {
    const QStorageInfo storage(QFileInfo(path).absolutePath());
    return storage.isValid() && storage.bytesAvailable() < 128 * 1024;
}

}  // namespace

Database::~Database() {
    close();
}

QString Database::defaultPath() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("enkang.sqlite"));
}

void Database::close() {
    if (connection_.isEmpty()) return;
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(connection_);
    connection_.clear();
}

QString Database::lastError() const {
    return db_.lastError().text();
}

bool Database::fail(const QString& message, Fault fault) {
    error_ = message;
    fault_ = fault;
    return false;
}

bool Database::failSql(const QSqlError& error, const QString& doing) {
    Fault fault = faultOf(error);
    // SQLite reports some writes on a full disk (its shared-memory file) as
    // plain I/O errors; the free space tells them apart.
    if (fault == Fault::Io && diskIsFull(path_)) fault = Fault::DiskFull;
    // Opened read-only because the disk was full: a write is refused for that reason.
    if (fault == Fault::ReadOnly && readOnlyFault_ == Fault::DiskFull) fault = Fault::DiskFull;
    QString message = adviceFor(fault);
    if (message.isEmpty()) message = doing + ": " + error.databaseText();
    if (fault == Fault::ReadOnly && readOnly()) message += " (" + readOnlyReason_ + ")";
    return fail(message, fault);
}

bool Database::fail(const QSqlQuery& failed) {
    return failSql(failed.lastError(), failed.lastQuery().left(60));
}

bool Database::exec(const QString& statement) {
    QSqlQuery q(db_);
    if (!q.exec(statement)) return fail(q);
    return true;
}

int Database::schemaVersion() {
    QSqlQuery q(db_);
    return q.exec("PRAGMA user_version") && q.next() ? q.value(0).toInt() : -1;
}

bool Database::openConnection(const QString& name, const QString& options) {
    connection_ = "enkang-" + QUuid::createUuid().toString(QUuid::WithoutBraces);
    db_ = QSqlDatabase::addDatabase("QSQLITE", connection_);
    db_.setDatabaseName(name);
    db_.setConnectOptions(options);
    if (db_.open()) return true;
    const QSqlError why = db_.lastError();
    close();
    return failSql(why, path_ + ": cannot be opened");
}

bool Database::configure() {
    return exec(QString("PRAGMA busy_timeout = %1").arg(busyTimeoutMs_)) &&
           exec("PRAGMA foreign_keys = ON");
}

bool Database::open(const QString& path) {
    close();
    error_.clear();
    readOnlyReason_.clear();
    readOnlyFault_ = Fault::None;
    fault_ = Fault::None;
    checkedAtOpen_ = false;
    path_ = path;
    const QFileInfo info(path);
    if (info.isDir())
        return fail(ArchiveFile::tr("%1: is a folder, not an archive").arg(path), Fault::NotOurs);
    const bool exists = info.exists();
    ProbeResult probe;
    if (exists) {
        // SQLite's check reads every page: it runs only when the archive was
        // not closed cleanly (see closedUncleanly), or on request (check()).
        checkedAtOpen_ = closedUncleanly(path);
        probe = probeFile(path, kApplicationId, kSchemaVersion, checkedAtOpen_);
        if (probe.fault != Fault::None) return fail(probe.message, probe.fault);
    } else if (!QDir().mkpath(info.absolutePath())) {
        return fail(ArchiveFile::tr("%1: the folder cannot be made; no archive was created")
                        .arg(info.absolutePath()),
                    Fault::Io);
    }
    const QString notWritable = whyNotWritable(path);
    if (!notWritable.isEmpty()) {
        if (!exists)
            return fail(
                ArchiveFile::tr("%1: no archive can be made here: %2").arg(path, notWritable),
                Fault::ReadOnly);
        if (probe.fresh || probe.version < kSchemaVersion)
            return fail(ArchiveFile::tr("%1: %2, and this archive must be upgraded before it can "
                                        "be read; copy it to a place that can be written")
                            .arg(path, notWritable),
                        Fault::ReadOnly);
        return openReadOnly(notWritable, Fault::ReadOnly);
    }
    const SideFiles side(path);
    auto refuse = [&] {
        close();
        if (exists) side.restore();
        return false;
    };
    const bool creating = !exists || probe.fresh;
    if (!openConnection(path, {}) || !configure() || schemaVersion() < 0) {
        // A full disk still lets the archive be read: browse, search, export.
        const bool full = fault_ == Fault::DiskFull || diskIsFull(path);
        refuse();
        if (full && !creating && probe.version == kSchemaVersion)
            return openReadOnly(ArchiveFile::tr("the disk is full"), Fault::DiskFull);
        return fail(ArchiveFile::tr("%1: cannot be opened: %2").arg(path, error_),
                    full ? Fault::DiskFull : fault_);
    }
    // The id goes into the file's header first, so a half-made archive is still ours.
    if (creating && !exec(QString("PRAGMA application_id = %1").arg(kApplicationId)))
        return refuse();
    const int version = schemaVersion();
    if (!creating && version < kSchemaVersion && !keepBackup(version)) return refuse();
    if (!exec("PRAGMA journal_mode = WAL") || !exec("PRAGMA synchronous = FULL")) return refuse();
    if (version < kSchemaVersion && !migrate(version)) {
        const QString why = error_;
        const Fault fault = fault_;
        close();
        return fail(
            ArchiveFile::tr("%1: migration failed, the archive is as it was: %2").arg(path, why),
            fault);
    }
    return true;
}

bool Database::closedUncleanly(const QString& path) {
    // Closing the last connection checkpoints the WAL into the database and
    // deletes it; a hot rollback journal is left only by a crash.
    const QFileInfo wal(path + "-wal");
    return (wal.exists() && wal.size() > 0) || QFileInfo::exists(path + "-journal");
}

bool Database::check() {
    QSqlQuery q(db_);
    q.setForwardOnly(true);
    if (!q.exec("PRAGMA quick_check")) return fail(q);
    QStringList problems;
    while (q.next() && problems.size() < 10) {
        const QString line = q.value(0).toString();
        if (line != "ok") problems << line;
    }
    if (problems.isEmpty()) return true;
    return fail(ArchiveFile::tr("%1: the database is damaged (SQLite's check failed: %2)")
                    .arg(path_, problems.join("; ")),
                Fault::Damaged);
}

// Browse, search and export still work; every write is refused, as `why`.
bool Database::openReadOnly(const QString& why, Fault writesFailAs) {
    readOnlyReason_ = why;
    readOnlyFault_ = writesFailAs;
    const ReadOnlyOpen how = readOnlyOpen(path_);
    if (openConnection(how.name, how.options) && configure() && schemaVersion() >= 0) return true;
    close();
    const ReadOnlyOpen frozen = readOnlyOpen(path_, true);  // nothing beside it can be made
    return openConnection(frozen.name, frozen.options) && configure();
}

// Before migrating: a complete copy beside the file, never overwriting one.
bool Database::keepBackup(int version) {
    QString target = QString("%1.backup-v%2").arg(path_).arg(version);
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QString("%1.backup-v%2.%3").arg(path_).arg(version).arg(n);
    if (backupTo(target)) return true;
    return fail(ArchiveFile::tr("%1: could not write the backup %2 before upgrading it; nothing "
                                "was changed (%3)")
                    .arg(path_, target, error_),
                fault_);
}

bool Database::backupTo(const QString& target) {
    // VACUUM INTO writes a fresh file; it is renamed over `target` only when whole.
    const QString partial = target + ".partial-" + QUuid::createUuid().toString(QUuid::Id128);
    QSqlQuery q(db_);
    q.prepare("VACUUM INTO ?");
    q.addBindValue(partial);
    if (!q.exec()) {
        const QSqlError why = q.lastError();
        QFile::remove(partial);
        return failSql(why, "backup to " + target);
    }
    if (std::rename(QFile::encodeName(partial).constData(),
                    QFile::encodeName(target).constData()) != 0) {
        const QString why = QString::fromLocal8Bit(std::strerror(errno));
        QFile::remove(partial);
        return fail(
            ArchiveFile::tr("%1: the backup could not be put in place (%2)").arg(target, why),
            Fault::Io);
    }
    return true;
}

bool Database::migrate(int from) {
    // Each step in its own transaction, ending with the new user_version.
    using Step = bool (Database::*)();
    const Step steps[] = {&Database::migrateTo1, &Database::migrateTo2, &Database::migrateTo3,
                          &Database::migrateTo4, &Database::migrateTo5};
    static_assert(std::size(steps) == kSchemaVersion);
    for (int v = from; v < kSchemaVersion; ++v) {
        const bool ok = transaction([&] {
            return (this->*steps[v])() && exec(QString("PRAGMA user_version = %1").arg(v + 1));
        });
        if (!ok) return false;
    }
    return true;
}
// Version 1: game records, their tags and their moves (a tree of variations).
bool Database::migrateTo1() {
    return exec(
               "CREATE TABLE records ("
               " id INTEGER PRIMARY KEY,"
               " game TEXT NOT NULL,"
               " result TEXT NOT NULL DEFAULT '*',"
               " comment TEXT NOT NULL DEFAULT '',"
               " date TEXT NOT NULL DEFAULT '', place TEXT NOT NULL DEFAULT '',"
               " event TEXT NOT NULL DEFAULT '', observer TEXT NOT NULL DEFAULT '',"
               " players TEXT NOT NULL DEFAULT '',"
               " created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),"
               " modified TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')))") &&
           exec(
               "CREATE TABLE record_tags ("
               " record_id INTEGER NOT NULL REFERENCES records(id) ON DELETE CASCADE,"
               " position INTEGER NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,"
               " PRIMARY KEY (record_id, position))") &&
           exec(
               "CREATE TABLE record_moves ("
               " id INTEGER PRIMARY KEY,"
               " record_id INTEGER NOT NULL REFERENCES records(id) ON DELETE CASCADE,"
               " parent_id INTEGER REFERENCES record_moves(id) ON DELETE CASCADE,"  // the move a
                                                                                    // variation
                                                                                    // replaces
               " variation INTEGER NOT NULL DEFAULT 0,"  // 0: the line itself
               " position INTEGER NOT NULL,"
               " pit TEXT NOT NULL, irregular INTEGER NOT NULL DEFAULT 0,"
               " glyph TEXT NOT NULL DEFAULT '', comment TEXT NOT NULL DEFAULT '',"
               " handler TEXT NOT NULL DEFAULT '', time TEXT NOT NULL DEFAULT '')") &&
           exec(
               "CREATE INDEX record_moves_by_record ON record_moves(record_id, parent_id, "
               "variation, position)") &&
           exec("CREATE INDEX records_by_game ON records(game)") &&
           exec("CREATE INDEX records_by_place ON records(place)");
}

// Version 2: the archive of sources with annotations and rulings, the Maa
// glossary, links from records to sources, and tutorial progress.
bool Database::migrateTo2() {
    return exec(
               "CREATE TABLE sources ("
               " id TEXT PRIMARY KEY, kind TEXT NOT NULL, data TEXT NOT NULL,"  // data: the source
                                                                                // as JSON
               " user_edited INTEGER NOT NULL DEFAULT 0, seeded_from TEXT)") &&
           exec(
               "CREATE TABLE annotations ("
               " id TEXT PRIMARY KEY, source_id TEXT NOT NULL REFERENCES sources(id) ON DELETE "
               "CASCADE,"
               " game TEXT, topic TEXT, kind TEXT, text TEXT NOT NULL, ruling_id TEXT,"
               " user_edited INTEGER NOT NULL DEFAULT 0)") &&
           exec("CREATE TABLE rulings (id TEXT PRIMARY KEY, game TEXT, data TEXT NOT NULL)") &&
           exec("CREATE TABLE glossary (id TEXT PRIMARY KEY, data TEXT NOT NULL)") &&
           exec(
               "CREATE TABLE record_sources ("
               " record_id INTEGER NOT NULL REFERENCES records(id) ON DELETE CASCADE,"
               " source_id TEXT NOT NULL REFERENCES sources(id) ON DELETE CASCADE,"
               " PRIMARY KEY (record_id, source_id))") &&
           exec(
               "CREATE TABLE tutorial_progress ("
               " lesson_id TEXT PRIMARY KEY, completed INTEGER NOT NULL DEFAULT 0,"
               " stars INTEGER NOT NULL DEFAULT 0, step INTEGER NOT NULL DEFAULT 0,"
               " updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')))");
}

// Version 3: the file says it is Enkang's (application_id), and search reads
// folded shadow columns (case and accents ignored, text_fold.h), filled here
// for the records already kept.
bool Database::migrateTo3() {
    if (!exec(QString("PRAGMA application_id = %1").arg(kApplicationId))) return false;
    for (const char* column :
         {"place_folded", "players_folded", "observer_folded", "event_folded", "text_folded"})
        if (!exec(
                QString("ALTER TABLE records ADD COLUMN %1 TEXT NOT NULL DEFAULT ''").arg(column)))
            return false;
    QSqlQuery read(db_);
    if (!read.exec("SELECT r.id, r.place, r.players, r.observer, r.event, r.comment,"
                   " (SELECT group_concat(value, ' ') FROM record_tags t WHERE t.record_id = r.id),"
                   " (SELECT group_concat(comment, ' ') FROM record_moves m"
                   "  WHERE m.record_id = r.id AND m.comment != '')"
                   " FROM records r"))
        return fail(read);
    QSqlQuery write(db_);
    write.prepare(
        "UPDATE records SET place_folded = ?, players_folded = ?, observer_folded = ?,"
        " event_folded = ?, text_folded = ? WHERE id = ?");
    while (read.next()) {
        for (int column = 1; column <= 4; ++column)
            write.addBindValue(foldForSearch(read.value(column).toString()));
        write.addBindValue(foldForSearch(read.value(5).toString() + ' ' + read.value(6).toString() +
                                         ' ' + read.value(7).toString()));
        write.addBindValue(read.value(0));
        if (!write.exec()) return fail(write);
    }
    return exec("CREATE INDEX records_by_place_folded ON records(place_folded)");
}

const QStringList& Database::searchIndexes() {
    static const QStringList names = {"records_by_date", "records_by_game",
                                      "records_by_place_folded", "records_by_result"};
    return names;
}

bool Database::createSearchIndexes() {
    return exec("CREATE INDEX records_by_date ON records(date)") &&
           exec("CREATE INDEX records_by_game ON records(game, date)") &&
           exec("CREATE INDEX records_by_place_folded ON records(place_folded, date)") &&
           exec("CREATE INDEX records_by_result ON records(result)");
}

bool Database::dropSearchIndexes() {
    for (const QString& name : searchIndexes())
        if (!exec("DROP INDEX " + name)) return false;
    return true;
}

// Version 4: search at a million records. The moves of a record's main line
// are counted in the record; dates, games, results and folded places are
// indexed; the folded metadata and comments are indexed word by word in the
// FTS5 table records_search (external content: it reads records' own
// folded columns), kept in step with records by triggers.
bool Database::migrateTo4() {
    const char* const columns = kSearchColumns;
    static const char* const oldValues =
        "old.place_folded, old.players_folded, old.observer_folded, old.event_folded, "
        "old.text_folded";
    const QString remove = QString(
                               "INSERT INTO records_search (records_search, rowid, %1)"
                               " VALUES ('delete', old.id, %2);")
                               .arg(columns, oldValues);
    const QString add = searchAddSql();
    return exec("ALTER TABLE records ADD COLUMN move_count INTEGER NOT NULL DEFAULT 0") &&
           exec(
               "UPDATE records SET move_count = (SELECT count(*) FROM record_moves m"
               " WHERE m.record_id = records.id AND m.parent_id IS NULL)") &&
           exec("DROP INDEX IF EXISTS records_by_game") &&
           exec("DROP INDEX IF EXISTS records_by_place") &&
           exec("DROP INDEX IF EXISTS records_by_place_folded") && createSearchIndexes() &&
           exec(QString(
                    "CREATE VIRTUAL TABLE records_search USING fts5(%1, content='records',"
                    " content_rowid='id', detail=column, tokenize='unicode61 remove_diacritics 2')")
                    .arg(columns)) &&
           exec(searchAddTriggerSql()) &&
           exec("CREATE TRIGGER records_search_remove AFTER DELETE ON records BEGIN " + remove +
                " END") &&
           exec(QString("CREATE TRIGGER records_search_change AFTER UPDATE OF %1 ON records BEGIN ")
                    .arg(columns) +
                remove + " " + add + " END") &&
           exec("INSERT INTO records_search (records_search) VALUES ('rebuild')");
}

// Version 5: the engine's analysis of records (analysis_store.h): a row per
// record analysed with its marks counted per side, for search ("a blunder
// by South"), and a row per move judged.
bool Database::migrateTo5() {
    QString counts;
    for (const char* side : {"south", "north"})
        for (const char* mark : {"inaccuracy", "mistake", "blunder"})
            counts += QString(", %1_%2 INTEGER NOT NULL DEFAULT 0").arg(side, mark);
    return exec(
               "CREATE TABLE record_analysis ("
               " record_id INTEGER PRIMARY KEY REFERENCES records(id) ON DELETE CASCADE,"
               " level INTEGER NOT NULL, moves_key TEXT NOT NULL,"
               " analysed TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))" +
               counts + ")") &&
           exec(
               "CREATE TABLE record_analysis_moves ("
               " record_id INTEGER NOT NULL REFERENCES record_analysis(record_id) ON DELETE "
               "CASCADE,"
               " ply INTEGER NOT NULL, side INTEGER NOT NULL, played TEXT NOT NULL,"
               " best TEXT NOT NULL, before INTEGER NOT NULL, after INTEGER NOT NULL,"
               " depth INTEGER NOT NULL, mark TEXT NOT NULL,"
               " PRIMARY KEY (record_id, ply)) WITHOUT ROWID");
}

}  // namespace enkang::archive
