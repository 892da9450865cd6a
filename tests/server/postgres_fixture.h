// A real PostgreSQL server for the tests labelled `server`: initdb and pg_ctl
// from the Debian postgresql package, in a temporary folder, on a free port,
// listening only on a Unix socket in that folder, run by an unprivileged user
// (when the tests run as root, as CI does, the server runs as `nobody`).
// Stopped, and the folder removed, when the fixture goes.
#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>

namespace enkang::test {

class PostgresFixture {
  public:
    static constexpr const char* kOwner = "enkang_owner";
    static constexpr const char* kOwnerPassword = "owner-secret";

    ~PostgresFixture();

    // The folder of initdb and pg_ctl, or empty when PostgreSQL is not installed.
    static QString binDir();
    // Why the server tests cannot run here (empty when they can).
    static QString unavailableReason();

    // initdb, then start; false with why() set on failure.
    bool start();
    bool stop();     // a clean, fast shutdown
    bool kill();     // as if the machine lost power (pg_ctl stop -m immediate)
    bool restart();  // start again after stop or kill
    QString why() const { return why_; }

    // A fresh database owned by the superuser kOwner.
    bool createDatabase(const QString& name);
    // postgresql:///NAME?host=SOCKET_FOLDER&port=PORT
    QString url(const QString& database) const;
    QString socketDir() const { return dir_ ? dir_->path() : QString(); }
    int port() const { return port_; }

  private:
    bool run(const QString& program, const QStringList& arguments, int timeoutMs = 60000);
    bool pgCtl(const QStringList& arguments);

    std::unique_ptr<QTemporaryDir> dir_;
    int port_ = 0;
    bool running_ = false;
    QString why_;
};

}  // namespace enkang::test
