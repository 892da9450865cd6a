// `sync ...`: the shared team archive on PostgreSQL (docs/shared-archive.md):
// create the server's schema, manage people, sync a local archive, list and
// resolve conflicts. Passwords come from the environment or a prompt, never
// from the command line.
#include <termios.h>
#include <unistd.h>

#include <iostream>

#include "archive/shared/conflict_resolution.h"
#include "archive/shared/server_people.h"
#include "archive/shared/server_schema.h"
#include "archive/shared/sync_ledger.h"
#include "archive/shared/sync_session.h"
#include "arguments.h"
#include "commands.h"
#include "json_writer.h"

namespace enkang::cli {
namespace {

using namespace enkang::archive;

// The server could not be reached, or refused (docs/cli.md).
constexpr int kServerFailure = 11;

[[noreturn]] void serverFailed(const QString& why) {
    throw UsageError{"enkang-cli sync: " + why.toStdString(), kServerFailure};
}

// Reads a line from the terminal without echoing it.
std::string promptSecret(const std::string& prompt) {
    if (!isatty(STDIN_FILENO)) return {};
    std::cerr << prompt << std::flush;
    termios saved{};
    tcgetattr(STDIN_FILENO, &saved);
    termios quiet = saved;
    quiet.c_lflag &= ~tcflag_t(ECHO);
    tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    std::string line;
    std::getline(std::cin, line);
    tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    std::cerr << '\n';
    return line;
}

// ENKANG_SYNC_PASSWORD, else PGPASSWORD, else a prompt (none: libpq's ~/.pgpass).
QString passwordFor(const QString& user) {
    for (const char* name : {"ENKANG_SYNC_PASSWORD", "PGPASSWORD"})
        if (qEnvironmentVariableIsSet(name)) return qEnvironmentVariable(name);
    return QString::fromStdString(promptSecret("Password for " + user.toStdString() + ": "));
}

void connect(ServerConnection& server, const Arguments& parsed) {
    const auto url = parsed.flag("--server");
    if (!url) throw UsageError{"this command needs --server URL (postgresql://host/database)"};
    QString why;
    auto address = parseServerUrl(QString::fromStdString(*url), &why);
    if (!address) throw UsageError{why.toStdString()};
    if (const auto user = parsed.flag("--user")) address->user = QString::fromStdString(*user);
    if (address->user.isEmpty()) address->user = qEnvironmentVariable("USER");
    if (address->password.isEmpty()) address->password = passwordFor(address->user);
    if (!server.open(*address)) serverFailed(server.error());
}

void openLocal(Database& db, const Arguments& parsed) {
    const auto path = parsed.flag("--db");
    if (!path) throw UsageError{"this command needs --db PATH (the local archive)"};
    if (!db.open(QString::fromStdString(*path)))
        throw UsageError{db.error().toStdString(), exitCodeOf(db.fault())};
}

int syncInit(const Arguments& parsed) {
    ServerConnection server;
    connect(server, parsed);
    ServerSchema schema(server);
    const int from = schema.version();
    if (!schema.migrate()) serverFailed(server.error());
    std::cout << "server archive at version " << ServerSchema::kVersion;
    if (from != ServerSchema::kVersion) std::cout << " (was " << from << ")";
    std::cout << '\n';
    return 0;
}

int syncPerson(const Arguments& parsed) {
    if (parsed.positional.size() != 2) throw UsageError{"sync person needs a NAME"};
    const QString name = QString::fromStdString(parsed.positional[1]);
    ServerConnection server;
    connect(server, parsed);
    ServerPeople people(server);
    if (parsed.flag("--remove")) {
        if (!people.removePerson(name)) serverFailed(server.error());
        std::cout << "removed " << name.toStdString() << " (their records stay)\n";
        return 0;
    }
    const QString role = QString::fromStdString(parsed.flag("--role").value_or(""));
    if (!ServerPeople::isRole(role))
        throw UsageError{"sync person needs --role reader|observer|editor|admin"};
    QString password = qEnvironmentVariable("ENKANG_PERSON_PASSWORD");
    if (password.isEmpty())
        password = QString::fromStdString(
            promptSecret("New password for " + name.toStdString() + " (empty: unchanged): "));
    if (!people.setPerson(name, password, role)) serverFailed(server.error());
    std::cout << name.toStdString() << " is " << role.toStdString() << '\n';
    return 0;
}

int syncPeople(const Arguments& parsed) {
    ServerConnection server;
    connect(server, parsed);
    for (const Person& p : ServerPeople(server).list())
        std::cout << p.name.toStdString() << '\t' << p.role.toStdString() << '\n';
    if (!server.error().isEmpty()) serverFailed(server.error());
    return 0;
}

int syncStatus(const Arguments& parsed) {
    Database db;
    openLocal(db, parsed);
    SyncLedger ledger(db);
    const int pending = ledger.pendingCount();
    if (pending < 0) throw UsageError{db.error().toStdString(), exitCodeOf(db.fault())};
    std::cout << "pending " << pending << "\nconflicts " << ledger.conflicts().size() << '\n';
    return 0;
}

int syncConflicts(const Arguments& parsed) {
    Database db;
    openLocal(db, parsed);
    SyncLedger ledger(db);
    if (!ledger.prepare()) throw UsageError{db.error().toStdString(), exitCodeOf(db.fault())};
    for (const Conflict& c : ledger.conflicts()) {
        std::cout << c.uuid.toStdString() << "  here: "
                  << (c.localId ? "record " + std::to_string(c.localId) : std::string("deleted"))
                  << "  server: "
                  << (c.serverDeleted ? std::string("deleted")
                                      : "revision " + std::to_string(c.serverRevision))
                  << " by " << c.serverChangedBy.toStdString() << " at "
                  << c.serverChangedAt.toStdString() << '\n';
        if (parsed.flag("--show") && !c.serverDeleted)
            std::cout << c.serverBody.toStdString() << '\n';
    }
    return 0;
}

int syncResolve(const Arguments& parsed) {
    if (parsed.positional.size() != 2) throw UsageError{"sync resolve needs a conflict's UUID"};
    const std::string keep = parsed.flag("--keep").value_or("");
    if (keep != "local" && keep != "server" && keep != "both")
        throw UsageError{"sync resolve needs --keep local|server|both"};
    Database db;
    openLocal(db, parsed);
    const Keep choice = keep == "local"    ? Keep::Local
                        : keep == "server" ? Keep::Server
                                           : Keep::Both;
    if (!resolveConflict(db, QString::fromStdString(parsed.positional[1]), choice))
        throw UsageError{db.error().toStdString()};
    std::cout << "kept " << keep << (keep == "server" ? "\n" : "; the next sync sends it\n");
    return 0;
}

int syncNow(const Arguments& parsed) {
    Database db;
    openLocal(db, parsed);
    ServerConnection server;
    connect(server, parsed);
    SyncSession session(db, server);
    session.onProgress([](const SyncProgress& p) {
        std::cerr << (p.phase == SyncProgress::Phase::Push ? "sent " : "read from the server ")
                  << p.done;
        if (p.total >= 0) std::cerr << " of " << p.total;
        std::cerr << '\n';
    });
    const SyncReport report = session.run();
    std::cout << "pushed " << report.pushed << "\npulled " << report.pulled << "\nconflicts "
              << report.conflicts << "\nrefused " << report.refused << '\n';
    if (!report.ok) serverFailed(report.error + " (run sync again to carry on)");
    if (report.refused > 0)
        std::cerr << report.refused
                  << " change(s) to others' records were refused by the server (your role)\n";
    if (report.conflicts > 0) std::cerr << "see them with: enkang-cli sync conflicts --db ...\n";
    return 0;
}

}  // namespace

int runSync(const Args& args) {
    const Arguments parsed = Arguments::parse(
        args, {"--db", "--server", "--user", "--keep", "--role"}, {"--remove", "--show"});
    const std::string sub = parsed.positional.empty() ? "" : parsed.positional[0];
    if (sub.empty()) return syncNow(parsed);
    if (sub == "init") return syncInit(parsed);
    if (sub == "person") return syncPerson(parsed);
    if (sub == "people") return syncPeople(parsed);
    if (sub == "status") return syncStatus(parsed);
    if (sub == "conflicts") return syncConflicts(parsed);
    if (sub == "resolve") return syncResolve(parsed);
    throw UsageError{"unknown sync command '" + sub +
                     "' (init, person, people, status, conflicts, resolve, or none to sync)"};
}

}  // namespace enkang::cli
