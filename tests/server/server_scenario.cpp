// The server tests' groups, people and devices.
#include "server_scenario.h"

#include <QSqlQuery>
#include <algorithm>

#include "archive/record_store.h"
#include "archive/shared/server_people.h"
#include "archive/shared/server_schema.h"

namespace enkang::test {

using namespace enkang::archive;

namespace {
ServerAddress addressOf(PostgresFixture& server, const QString& database, const QString& user,
                        const QString& password) {
    QString why;
    ServerAddress a = *parseServerUrl(server.url(database), &why);
    a.user = user;
    a.password = password;
    return a;
}
}  // namespace

ServerAddress login(PostgresFixture& server, const QString& prefix, const QString& who) {
    const QString name = prefix + "_" + who;
    return addressOf(server, prefix, name, "pw-" + name);
}

bool makeGroup(PostgresFixture& server, const QString& prefix, QString* why) {
    if (!server.createDatabase(prefix)) return *why = server.why(), false;
    ServerConnection owner;
    if (!owner.open(
            addressOf(server, prefix, PostgresFixture::kOwner, PostgresFixture::kOwnerPassword)) ||
        !ServerSchema(owner).migrate() ||
        !ServerPeople(owner).setPerson(prefix + "_admin", "pw-" + prefix + "_admin", "admin"))
        return *why = owner.error(), false;
    ServerConnection admin;
    if (!admin.open(login(server, prefix, "admin"))) return *why = admin.error(), false;
    ServerPeople people(admin);
    for (const auto& [who, role] : {std::pair{"alice", "observer"},
                                    {"bob", "observer"},
                                    {"rita", "reader"},
                                    {"ed", "editor"}})
        if (!people.setPerson(prefix + "_" + who, "pw-" + prefix + "_" + who, role))
            return *why = admin.error(), false;
    return true;
}

GameRecord sampleRecord(const QString& place, const QString& comment) {
    GameRecord r;
    r.setTag("Game", "kimasai-mackay");
    r.setTag("Place", place.toStdString());
    r.setTag("Date", "2026.11.30");
    r.comment = comment.toStdString();
    RecordMove m;
    m.pit = "b3";
    r.moves.push_back(m);
    return r;
}

Device::Device() {
    db_.open(dir_.filePath("device.sqlite"));
}

qint64 Device::add(const GameRecord& record) {
    return RecordStore(db_).add(record);
}

SyncReport Device::sync(const ServerAddress& address,
                        std::function<void(const SyncProgress&)> progress) {
    ServerConnection server;
    if (!server.open(address)) {
        SyncReport failed;
        failed.error = server.error();
        return failed;
    }
    SyncSession session(db_, server);
    session.onProgress(std::move(progress));
    return session.run();
}

QStringList Device::places() {
    RecordStore store(db_);
    QStringList out;
    for (qint64 id : store.allIds())
        if (const auto r = store.load(id)) out << QString::fromStdString(r->tag("Place"));
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace enkang::test
