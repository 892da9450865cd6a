#include "database.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

namespace enkang::archive {

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

bool Database::exec(const QString& statement) {
    QSqlQuery q(db_);
    if (!q.exec(statement)) return fail(statement.left(60) + ": " + q.lastError().text());
    return true;
}

int Database::schemaVersion() {
    QSqlQuery q(db_);
    return q.exec("PRAGMA user_version") && q.next() ? q.value(0).toInt() : -1;
}

// Looks at an existing file read-only: is it SQLite, intact, and not newer?
bool Database::inspect(const QString& path, int& version) {
    version = 0;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return fail(path + ": cannot be read");
    const QByteArray header = file.read(16);
    file.close();
    if (header.size() == 0) return true;  // an empty file: treated as new
    if (header != QByteArray("SQLite format 3\0", 16))
        return fail(path +
                    ": not an Enkang archive (not an SQLite database); it was left untouched");
    const QString name = "inspect-" + QUuid::createUuid().toString(QUuid::WithoutBraces);
    bool ok = true;
    {
        QSqlDatabase probe = QSqlDatabase::addDatabase("QSQLITE", name);
        probe.setDatabaseName(path);
        probe.setConnectOptions("QSQLITE_OPEN_READONLY");
        if (!probe.open()) {
            ok = fail(path + ": cannot be opened: " + probe.lastError().text());
        } else {
            QSqlQuery q(probe);
            if (!q.exec("PRAGMA quick_check") || !q.next() || q.value(0).toString() != "ok") {
                ok = fail(
                    path +
                    ": the database is damaged (SQLite's check failed); it was left untouched");
            } else if (q.exec("PRAGMA user_version") && q.next() &&
                       (version = q.value(0).toInt()) > kSchemaVersion) {
                ok =
                    fail(QString("%1: made by a newer Enkang (schema %2; this app knows up to %3). "
                                 "It was left untouched: update Enkang to open it.")
                             .arg(path)
                             .arg(q.value(0).toInt())
                             .arg(kSchemaVersion));
            }
        }
        probe.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

bool Database::open(const QString& path) {
    close();
    error_.clear();
    path_ = path;
    const bool existed = QFileInfo::exists(path) && QFileInfo(path).size() > 0;
    int found = 0;
    if (existed && !inspect(path, found)) return false;
    if (existed && found > 0 && found < kSchemaVersion) {
        // A copy of the file exactly as it was, before anything writes to it.
        const QString backup = QString("%1.backup-v%2").arg(path).arg(found);
        QFile::remove(backup);
        if (!QFile::copy(path, backup))
            return fail(path + ": could not write the backup " + backup +
                        " before migrating; nothing was changed");
    }
    if (!existed) QDir().mkpath(QFileInfo(path).absolutePath());
    connection_ = "enkang-" + QUuid::createUuid().toString(QUuid::WithoutBraces);
    db_ = QSqlDatabase::addDatabase("QSQLITE", connection_);
    db_.setDatabaseName(path);
    if (!db_.open()) {
        const QString why = db_.lastError().text();
        close();
        return fail(path + ": cannot be opened: " + why);
    }
    if (!exec("PRAGMA foreign_keys = ON") || !exec("PRAGMA journal_mode = WAL") ||
        !exec("PRAGMA synchronous = FULL") || !exec("PRAGMA busy_timeout = 5000")) {
        close();
        return false;
    }
    const int version = schemaVersion();
    if (version < kSchemaVersion) {
        if (!migrate(version)) {
            const QString why = error_;
            close();
            return fail(path + ": migration failed, the database is as it was: " + why);
        }
    }
    return true;
}

bool Database::migrate(int from) {
    // Each step in its own transaction, ending with the new user_version.
    using Step = bool (Database::*)();
    const Step steps[] = {&Database::migrateTo1, &Database::migrateTo2};
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

}  // namespace enkang::archive
