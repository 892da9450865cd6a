// Prepared statements through SQLite's C API (sqlite_statement.h).
#include "sqlite_statement.h"

#include <sqlite3.h>

#include <QSqlDriver>
#include <QSqlError>
#include <QVariant>

#include "database.h"

namespace enkang::archive {
namespace {

// The sqlite3 handle under Qt's QSQLITE connection (the same library).
sqlite3* handleOf(Database& db) {
    const QVariant v = db.sql().driver()->handle();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0) return nullptr;
    return *static_cast<sqlite3* const*>(v.constData());
}

}  // namespace

Statement::Statement(Database& db, const char* sql) : db_(db), handle_(handleOf(db)) {
    if (!handle_) {
        db_.fail("the archive is not open", Fault::Io);
        return;
    }
    if (sqlite3_prepare_v3(handle_, sql, -1, SQLITE_PREPARE_PERSISTENT, &statement_, nullptr) !=
        SQLITE_OK) {
        fail();
        sqlite3_finalize(statement_);
        statement_ = nullptr;
    }
}

Statement::~Statement() {
    sqlite3_finalize(statement_);
}

bool Statement::fail() {
    failed_ = true;
    const int code = sqlite3_extended_errcode(handle_);
    const QSqlError error(QString(), QString::fromUtf8(sqlite3_errmsg(handle_)),
                          QSqlError::StatementError, QString::number(code));
    const char* sql = statement_ ? sqlite3_sql(statement_) : nullptr;
    return db_.failSql(error, QString::fromUtf8(sql ? sql : "").left(60));
}

void Statement::bind(int index, std::string_view text) {
    if (!statement_) return;
    sqlite3_bind_text(statement_, index, text.data(), int(text.size()), SQLITE_STATIC);
}

void Statement::bind(int index, std::int64_t value) {
    if (!statement_) return;
    sqlite3_bind_int64(statement_, index, value);
}

void Statement::bindNull(int index) {
    if (!statement_) return;
    sqlite3_bind_null(statement_, index);
}

bool Statement::run() {
    if (!statement_) return false;
    const int rc = sqlite3_step(statement_);
    const bool done = rc == SQLITE_DONE || rc == SQLITE_ROW;
    if (!done) fail();
    reset();
    return done;
}

bool Statement::nextRow() {
    if (!statement_ || failed_) return false;
    const int rc = sqlite3_step(statement_);
    if (rc == SQLITE_ROW) return true;
    if (rc != SQLITE_DONE) fail();
    return false;
}

void Statement::reset() {
    // A statement that failed to prepare (a table missing from a damaged or
    // foreign file) has no handle: sqlite3_clear_bindings(NULL) would crash.
    if (!statement_) return;
    sqlite3_reset(statement_);
    sqlite3_clear_bindings(statement_);
}

std::int64_t Statement::integer(int column) const {
    return sqlite3_column_int64(statement_, column);
}

bool Statement::isNull(int column) const {
    return sqlite3_column_type(statement_, column) == SQLITE_NULL;
}

std::string Statement::text(int column) const {
    const auto* bytes = reinterpret_cast<const char*>(sqlite3_column_text(statement_, column));
    return bytes ? std::string(bytes, std::size_t(sqlite3_column_bytes(statement_, column)))
                 : std::string();
}

QString Statement::qtext(int column) const {
    const auto* bytes = reinterpret_cast<const char*>(sqlite3_column_text(statement_, column));
    return bytes ? QString::fromUtf8(bytes, sqlite3_column_bytes(statement_, column))
                 : QStringLiteral("");
}

std::int64_t Statement::lastInsertId() const {
    return sqlite3_last_insert_rowid(handle_);
}

}  // namespace enkang::archive
