// Helpers of the server tests: a group's database with its people, and a
// device (a local archive) that records games and syncs.
#pragma once

#include <QTemporaryDir>

#include "archive/database.h"
#include "archive/game_record.h"
#include "archive/shared/server_connection.h"
#include "archive/shared/sync_session.h"
#include "postgres_fixture.h"

namespace enkang::test {

// A database on the fixture's server with the schema and four people:
// PREFIX_admin, PREFIX_alice and PREFIX_bob (observers), PREFIX_rita (reader)
// and PREFIX_ed (editor); each one's password is "pw-" and their name.
bool makeGroup(PostgresFixture& server, const QString& prefix, QString* why);
archive::ServerAddress login(PostgresFixture& server, const QString& prefix, const QString& who);

archive::GameRecord sampleRecord(const QString& place, const QString& comment = {});

class Device {
  public:
    Device();
    archive::Database& db() { return db_; }
    qint64 add(const archive::GameRecord& record);
    archive::SyncReport sync(const archive::ServerAddress& address,
                             std::function<void(const archive::SyncProgress&)> progress = {});
    // Every record's Place tag, sorted, to compare what two archives hold.
    QStringList places();

  private:
    QTemporaryDir dir_;
    archive::Database db_;
};

}  // namespace enkang::test
