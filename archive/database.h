// The archive's SQLite database (Qt SQL): opening it safely, and the schema
// migration ladder in one place. A database newer than this app, a corrupt
// file, or a file that is not SQLite is refused with a clear message and
// left byte-for-byte untouched. Before migrating an existing database a
// copy is kept beside it.
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace enkang::archive {

class Database {
  public:
    static constexpr int kSchemaVersion = 2;

    Database() = default;
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // Opens (creating if missing) the database at `path`. On failure returns
    // false and error() says why; the file is not modified.
    bool open(const QString& path);
    void close();
    bool isOpen() const { return db_.isOpen(); }
    QString error() const { return error_; }
    QString path() const { return path_; }
    QSqlDatabase& sql() { return db_; }
    int schemaVersion();

    // The platform's app-data location, e.g. ~/.local/share/Enkang/enkang.sqlite.
    static QString defaultPath();

    // Runs `work` in a transaction; commits if it returns true, else rolls
    // back. Inside another transaction it joins that one.
    template <class Work>
    bool transaction(Work&& work) {
        if (depth_ > 0) {
            ++depth_;
            const bool ok = work();
            --depth_;
            return ok;
        }
        if (!db_.transaction()) return fail("cannot start a transaction: " + lastError());
        ++depth_;
        const bool worked = work();
        --depth_;
        if (!worked) {
            db_.rollback();
            return false;
        }
        if (!db_.commit()) {
            db_.rollback();
            return fail("cannot commit: " + lastError());
        }
        return true;
    }
    bool exec(const QString& statement);
    bool fail(const QString& message) {
        error_ = message;
        return false;
    }
    QString lastError() const;

  private:
    bool inspect(const QString& path, int& version);  // read-only look before any write
    bool migrate(int from);
    bool migrateTo1();
    bool migrateTo2();

    QSqlDatabase db_;
    QString connection_;
    QString path_;
    QString error_;
    int depth_ = 0;
};

}  // namespace enkang::archive
