// The archive's SQLite database (Qt SQL): opening it safely, and the schema
// migration ladder in one place. Before anything writes, the file is probed
// read-only (file_probe.h): a database that is not ours, newer, or damaged is
// refused with a clear message and left byte-for-byte untouched, with no
// side file beside it. A file that cannot be written is opened read-only.
// Before migrating, a backup holding every committed transaction is kept.
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>

#include "archive_fault.h"

class QSqlQuery;

namespace enkang::archive {

class Database {
  public:
    static constexpr int kSchemaVersion = 5;
    // PRAGMA application_id of every archive Enkang makes: "Enka" in ASCII.
    static constexpr quint32 kApplicationId = 0x456E6B61;
    static constexpr int kDefaultBusyTimeoutMs = 5000;

    Database() = default;
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // Opens (creating if missing) the database at `path`. On failure returns
    // false, error() says why and fault() its class; the file is not modified.
    bool open(const QString& path);
    void close();
    bool isOpen() const { return db_.isOpen(); }
    QString error() const { return error_; }
    Fault fault() const { return fault_; }
    QString path() const { return path_; }
    QSqlDatabase& sql() { return db_; }
    int schemaVersion();

    // Open, but nothing can be saved: readOnlyReason() says why.
    bool readOnly() const { return !readOnlyReason_.isEmpty(); }
    QString readOnlyReason() const { return readOnlyReason_; }
    // Why, as a class: Fault::ReadOnly (file, folder or medium) or Fault::DiskFull.
    Fault readOnlyFault() const { return readOnlyFault_; }

    // SQLite's quick_check of every page, on request (`enkang-cli record
    // check`, Settings; never on the GUI thread). False, with error() and
    // Fault::Damaged, when the file is damaged.
    bool check();
    // Whether open() ran that check: only after an unclean shutdown.
    bool checkedAtOpen() const { return checkedAtOpen_; }
    // The archive was not closed cleanly: a non-empty WAL (every clean close
    // of the last connection checkpoints and deletes it) or a rollback
    // journal is beside it. Also true while another program has it open
    // and has written; the check then costs time but is harmless.
    static bool closedUncleanly(const QString& path);

    // The B-tree indexes of search (schema 4): a bulk import drops them and
    // builds them again at its end, inside its transaction, rather than
    // inserting into four indexes at random places a million times.
    static const QStringList& searchIndexes();
    bool dropSearchIndexes();
    bool createSearchIndexes();

    // How long a write waits for another program's lock (set before open).
    void setBusyTimeout(int ms) { busyTimeoutMs_ = ms; }

    // A consistent copy of the whole archive (WAL included) at `target`,
    // through SQLite's VACUUM INTO; replaces `target` only when complete.
    bool backupTo(const QString& target);

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
        if (!db_.transaction()) return failSql(db_.lastError(), "cannot start a transaction");
        ++depth_;
        const bool worked = work();
        --depth_;
        if (!worked) {
            db_.rollback();
            return false;
        }
        if (!db_.commit()) {
            const QSqlError why = db_.lastError();
            db_.rollback();
            return failSql(why, "cannot commit");
        }
        return true;
    }
    bool exec(const QString& statement);
    // Sets the error; always returns false.
    bool fail(const QString& message, Fault fault = Fault::Invalid);
    // The failed query's error, classified (disk full, locked, read-only...).
    bool fail(const QSqlQuery& failed);
    bool failSql(const QSqlError& error, const QString& doing);
    QString lastError() const;

  private:
    bool openConnection(const QString& name, const QString& options);
    bool configure();
    bool openReadOnly(const QString& why, Fault writesFailAs);
    bool keepBackup(int version);
    bool migrate(int from);
    bool migrateTo1();
    bool migrateTo2();
    bool migrateTo3();
    bool migrateTo4();
    bool migrateTo5();

    QSqlDatabase db_;
    QString connection_;
    QString path_;
    QString error_;
    QString readOnlyReason_;
    Fault readOnlyFault_ = Fault::None;
    Fault fault_ = Fault::None;
    int busyTimeoutMs_ = kDefaultBusyTimeoutMs;
    int depth_ = 0;
    bool checkedAtOpen_ = false;
};

}  // namespace enkang::archive
