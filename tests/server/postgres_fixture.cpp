// Starting and stopping a throwaway PostgreSQL server for the server tests.
#include "postgres_fixture.h"

#include <pwd.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTcpServer>

namespace enkang::test {
namespace {

// The unprivileged account the server runs as when we are root.
const char* const kServerUser = "nobody";

bool runningAsRoot() {
    return geteuid() == 0;
}

bool handTo(const QString& path, const passwd* user) {
    return ::chown(QFile::encodeName(path).constData(), user->pw_uid, user->pw_gid) == 0;
}

int freePort() {
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 54329;
}

}  // namespace

QString PostgresFixture::binDir() {
    const QString fromEnv = qEnvironmentVariable("ENKANG_PG_BIN");
    if (!fromEnv.isEmpty()) return QFile::exists(fromEnv + "/initdb") ? fromEnv : QString();
    QDir versions(QStringLiteral("/usr/lib/postgresql"));
    QStringList found = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(found.begin(), found.end(),
              [](const QString& a, const QString& b) { return a.toInt() > b.toInt(); });
    for (const QString& v : found)
        if (QFile::exists(versions.filePath(v + "/bin/initdb")))
            return versions.filePath(v + "/bin");
    return {};
}

QString PostgresFixture::unavailableReason() {
    if (binDir().isEmpty())
        return QStringLiteral(
            "PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin): "
            "install the postgresql package (scripts/install-deps.sh) to run the server tests");
    if (runningAsRoot() && !getpwnam(kServerUser))
        return QStringLiteral("running as root, and there is no user 'nobody' to run PostgreSQL");
    return {};
}

PostgresFixture::~PostgresFixture() {
    if (running_) stop();
}

bool PostgresFixture::run(const QString& program, const QStringList& arguments, int timeoutMs) {
    QProcess process;
    process.setWorkingDirectory(dir_->path());
    process.setProcessChannelMode(QProcess::MergedChannels);
    QStringList command{binDir() + "/" + program};
    command += arguments;
    if (runningAsRoot()) command = QStringList{"-u", kServerUser, "--"} + command;
    process.start(runningAsRoot() ? QStringLiteral("runuser") : command.takeFirst(), command);
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        why_ = program + " failed: " + QString::fromLocal8Bit(process.readAll()).trimmed();
        return false;
    }
    return true;
}

bool PostgresFixture::pgCtl(const QStringList& arguments) {
    return run("pg_ctl", QStringList{"-D", dir_->filePath("data")} + arguments);
}

bool PostgresFixture::start() {
    if (const QString reason = unavailableReason(); !reason.isEmpty()) {
        why_ = reason;
        return false;
    }
    dir_ = std::make_unique<QTemporaryDir>(QDir::tempPath() + "/enkang-pg-XXXXXX");
    if (!dir_->isValid()) {
        why_ = "cannot make a temporary folder";
        return false;
    }
    QFile password(dir_->filePath("pwfile"));
    if (!password.open(QIODevice::WriteOnly) || password.write(kOwnerPassword) < 0) return false;
    password.close();
    if (runningAsRoot()) {
        const passwd* user = getpwnam(kServerUser);
        if (!handTo(dir_->path(), user) || !handTo(password.fileName(), user)) {
            why_ = "cannot hand the temporary folder to " + QString(kServerUser);
            return false;
        }
    }
    port_ = freePort();
    if (!run("initdb", {"-D", dir_->filePath("data"), "-U", kOwner, "--pwfile", password.fileName(),
                        "--auth=scram-sha-256", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"}))
        return false;
    return restart();
}

bool PostgresFixture::restart() {
    const QString options = QStringLiteral("-k %1 -p %2 -c listen_addresses='' -c fsync=off")
                                .arg(dir_->path())
                                .arg(port_);
    running_ =
        pgCtl({"-l", dir_->filePath("server.log"), "-o", options, "-w", "-t", "60", "start"});
    return running_;
}

bool PostgresFixture::stop() {
    running_ = !pgCtl({"-m", "fast", "-w", "stop"});
    return !running_;
}

bool PostgresFixture::kill() {
    running_ = !pgCtl({"-m", "immediate", "-w", "stop"});
    return !running_;
}

bool PostgresFixture::createDatabase(const QString& name) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("PGPASSWORD", kOwnerPassword);
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(binDir() + "/createdb",
                  {"-h", dir_->path(), "-p", QString::number(port_), "-U", kOwner, name});
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        why_ = "createdb failed: " + QString::fromLocal8Bit(process.readAll()).trimmed();
        return false;
    }
    return true;
}

QString PostgresFixture::url(const QString& database) const {
    return QStringLiteral("postgresql:///%1?host=%2&port=%3")
        .arg(database, dir_->path())
        .arg(port_);
}

}  // namespace enkang::test
