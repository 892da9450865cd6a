// A prepared SQLite statement on the archive's own connection, through
// SQLite's C API: bound, stepped and reset many times without the cost of
// Qt SQL's values, for the paths that touch millions of rows (import,
// export). Errors go to the Database, classified as Qt SQL's would be.
#pragma once

#include <QString>
#include <cstdint>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace enkang::archive {

class Database;

class Statement {
  public:
    Statement(Database& db, const char* sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool ok() const { return statement_ != nullptr; }

    // Parameters count from 1. Text is bound by reference: it must live
    // until the statement is stepped.
    void bind(int index, std::string_view text);
    void bind(int index, std::int64_t value);
    void bindNull(int index);
    // Runs a statement that returns no rows, then resets it; false (with
    // the Database's error set) if it failed.
    bool run();
    // Steps a query: true with a row, false at its end or on an error (then
    // failed() is true and the Database's error is set).
    bool nextRow();
    bool failed() const { return failed_; }
    void reset();

    std::int64_t integer(int column) const;
    bool isNull(int column) const;
    std::string text(int column) const;
    QString qtext(int column) const;

    std::int64_t lastInsertId() const;

  private:
    bool fail();

    Database& db_;
    sqlite3* handle_ = nullptr;
    sqlite3_stmt* statement_ = nullptr;
    bool failed_ = false;
};

}  // namespace enkang::archive
