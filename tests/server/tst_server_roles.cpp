// The server's schema ladder and its row-level security, tested against a
// real PostgreSQL with direct SQL, as a client bypassing Enkang would send it.
#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

#include "archive/shared/server_people.h"
#include "archive/shared/server_schema.h"
#include "server_scenario.h"

using namespace enkang::archive;
using namespace enkang::test;

class TestServerRoles : public QObject {
    Q_OBJECT
    PostgresFixture server_;
    const QString group_ = QStringLiteral("roles");
    QString aliceRecord_;

    // Runs `sql` as `who`; the number of rows changed, or -1 when refused.
    int execAs(const QString& who, const QString& sql, QString* error = nullptr) {
        ServerConnection c;
        if (!c.open(login(server_, group_, who))) return -2;
        QSqlQuery q(c.sql());
        if (!q.exec(sql)) {
            if (error) *error = q.lastError().databaseText();
            return -1;
        }
        return q.numRowsAffected();
    }

  private slots:
    void initTestCase() {
        if (const QString why = PostgresFixture::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (!ServerConnection::driverAvailable())
            QSKIP("Qt's PostgreSQL driver is not installed (libqt6sql6-psql)");
        QVERIFY2(server_.start(), qPrintable(server_.why()));
        QString why;
        QVERIFY2(makeGroup(server_, group_, &why), qPrintable(why));
        Device alice;
        alice.add(sampleRecord("Arusha"));
        const SyncReport report = alice.sync(login(server_, group_, "alice"));
        QVERIFY2(report.ok, qPrintable(report.error));
        QCOMPARE(report.pushed, 1);
        ServerConnection c;
        QVERIFY(c.open(login(server_, group_, "rita")));
        QSqlQuery q(c.sql());
        QVERIFY(q.exec("SELECT uuid::text, owner::text FROM records") && q.next());
        aliceRecord_ = q.value(0).toString();
        QCOMPARE(q.value(1).toString(), group_ + "_alice");
    }

    void schemaMigratesOnceAndIsCurrent() {
        ServerConnection owner;
        QVERIFY(owner.open(login(server_, group_, "admin")));
        ServerSchema schema(owner);
        QCOMPARE(schema.version(), ServerSchema::kVersion);
        QVERIFY(schema.ready());
        QVERIFY2(schema.migrate(), qPrintable(owner.error()));  // nothing to do, no error
        QCOMPARE(schema.version(), ServerSchema::kVersion);
    }

    void observerCannotChangeAnothersRecord() {
        const QString where = QStringLiteral(" WHERE uuid = '%1'").arg(aliceRecord_);
        QCOMPARE(execAs("bob", "UPDATE records SET body = 'hijacked'" + where), 0);
        QCOMPARE(execAs("bob", "DELETE FROM records" + where), 0);
        QCOMPARE(execAs("bob", "UPDATE records SET deleted = true" + where), 0);
        // Nor can an observer make a record theirs (owner is the server's to set).
        QCOMPARE(execAs("alice", "UPDATE records SET owner = 'roles_bob'" + where), 1);
        ServerConnection c;
        QVERIFY(c.open(login(server_, group_, "rita")));
        QSqlQuery q(c.sql());
        QVERIFY(q.exec("SELECT body, owner::text, deleted FROM records" + where) && q.next());
        QVERIFY(q.value(0).toString().contains("Arusha"));
        QCOMPARE(q.value(1).toString(), group_ + "_alice");
        QVERIFY(!q.value(2).toBool());
    }

    void ownerAndEditorMayChange() {
        const QString where = QStringLiteral(" WHERE uuid = '%1'").arg(aliceRecord_);
        QCOMPARE(execAs("alice", "UPDATE records SET event = 'own edit'" + where), 1);
        QCOMPARE(execAs("ed", "UPDATE records SET event = 'editor edit'" + where), 1);
        ServerConnection c;
        QVERIFY(c.open(login(server_, group_, "rita")));
        QSqlQuery q(c.sql());
        QVERIFY(q.exec("SELECT changed_by::text, revision FROM records" + where) && q.next());
        QCOMPARE(q.value(0).toString(), group_ + "_ed");
        QVERIFY(q.exec("SELECT count(*) FROM record_versions" + where) && q.next());
        QVERIFY(q.value(0).toInt() >= 2);  // the versions written over are kept
    }

    void readerCannotWrite() {
        QString error;
        QCOMPARE(execAs("rita",
                        "INSERT INTO records (uuid, body, body_hash) VALUES"
                        " (gen_random_uuid(), 'x', 'y')",
                        &error),
                 -1);
        QVERIFY2(error.contains("permission denied"), qPrintable(error));
        QCOMPARE(execAs("rita", QStringLiteral("UPDATE records SET body = 'x' WHERE uuid = '%1'")
                                    .arg(aliceRecord_)),
                 -1);
        // The sync of a reader's new record is refused by the server, not by Enkang.
        Device rita;
        rita.add(sampleRecord("Moshi"));
        const SyncReport report = rita.sync(login(server_, group_, "rita"));
        QVERIFY(!report.ok);
        QVERIFY2(report.error.contains("permission denied"), qPrintable(report.error));
    }

    void observerCannotPassAsAnother() {
        QString error;
        QCOMPARE(execAs("bob",
                        "INSERT INTO records (uuid, body, body_hash, owner) VALUES"
                        " (gen_random_uuid(), 'x', 'y', 'roles_alice')"),
                 1);  // the server sets the owner: the row is bob's
        QCOMPARE(execAs("rita", "SELECT 1 FROM records WHERE owner = 'roles_bob'"), 1);
    }

    void onlyAnAdminManagesPeople() {
        ServerConnection bob;
        QVERIFY(bob.open(login(server_, group_, "bob")));
        QVERIFY(!ServerPeople(bob).setPerson("roles_bob", "x", "editor"));
        QVERIFY2(bob.error().contains("permission denied") || bob.error().contains("admin"),
                 qPrintable(bob.error()));
        ServerConnection admin;
        QVERIFY(admin.open(login(server_, group_, "admin")));
        QVERIFY(!ServerPeople(admin).setPerson(PostgresFixture::kOwner, "x", "reader"));
        QVERIFY2(ServerPeople(admin).setPerson("roles_carl", "pw-roles_carl", "observer"),
                 qPrintable(admin.error()));
        QCOMPARE(ServerPeople(admin).list().size(), 6);
        QVERIFY(ServerPeople(admin).removePerson("roles_carl"));
        ServerConnection carl;
        QVERIFY(!carl.open(login(server_, group_, "carl")));
    }
};

QTEST_GUILESS_MAIN(TestServerRoles)
#include "tst_server_roles.moc"
