// `enkang-cli sync ...` against a real PostgreSQL: init, people, sync with the
// password from the environment, status, conflicts and resolve, exit codes.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "archive/record_store.h"
#include "archive/shared/server_connection.h"
#include "postgres_fixture.h"

using namespace enkang::test;
using namespace enkang::archive;

class TestServerCli : public QObject {
    Q_OBJECT
    PostgresFixture server_;
    QTemporaryDir dir_;

    struct Run {
        int code = -1;
        QString out, err;
    };

    Run cli(const QStringList& args, const QString& password, const QString& newPassword = {}) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("PGPASSWORD");
        env.insert("ENKANG_SYNC_PASSWORD", password);
        if (!newPassword.isEmpty()) env.insert("ENKANG_PERSON_PASSWORD", newPassword);
        p.setProcessEnvironment(env);
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(ENKANG_CLI, args);
        p.waitForFinished(120000);
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    QString url() const { return server_.url("clitest"); }
    QString db(const char* name) const { return dir_.filePath(name); }

    // A new record on a device, through the CLI.
    Run record(const char* device, const char* place) {
        return cli({"record", "new", "--db", db(device), "kimasai-mackay", "--tag",
                    QString("Place=") + place, "b3"},
                   {});
    }

  private slots:
    void initTestCase() {
        if (const QString why = PostgresFixture::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (!ServerConnection::driverAvailable())
            QSKIP("Qt's PostgreSQL driver is not installed (libqt6sql6-psql)");
        QVERIFY2(server_.start(), qPrintable(server_.why()));
        QVERIFY2(server_.createDatabase("clitest"), qPrintable(server_.why()));
    }

    void initPeopleAndSync() {
        const QString owner = PostgresFixture::kOwner, ownerPw = PostgresFixture::kOwnerPassword;
        Run r = cli({"sync", "init", "--server", url(), "--user", owner}, ownerPw);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("version"));
        r = cli({"sync", "init", "--server", url(), "--user", owner}, ownerPw);
        QCOMPARE(r.code, 0);
        r = cli({"sync", "person", "cli_amina", "--role", "observer", "--server", url(), "--user",
                 owner},
                ownerPw, "pw-amina");
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli(
            {"sync", "person", "cli_tom", "--role", "editor", "--server", url(), "--user", owner},
            ownerPw, "pw-tom");
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(cli({"sync", "people", "--server", url(), "--user", owner}, ownerPw)
                    .out.contains("cli_amina\tobserver"));

        QCOMPARE(record("amina.sqlite", "Arusha").code, 0);
        QVERIFY(cli({"sync", "status", "--db", db("amina.sqlite")}, {}).out.contains("pending 1"));
        r = cli({"sync", "--db", db("amina.sqlite"), "--server", url(), "--user", "cli_amina"},
                "pw-amina");
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("pushed 1"));
        QVERIFY(cli({"sync", "status", "--db", db("amina.sqlite")}, {}).out.contains("pending 0"));
        r = cli({"sync", "--db", db("tom.sqlite"), "--server", url(), "--user", "cli_tom"},
                "pw-tom");
        QVERIFY(r.out.contains("pulled 1"));
        // A wrong password: the server's own refusal, exit 11, nothing changed.
        r = cli({"sync", "--db", db("tom.sqlite"), "--server", url(), "--user", "cli_tom"},
                "wrong");
        QCOMPARE(r.code, 11);
        QVERIFY2(r.err.contains("password authentication failed"), qPrintable(r.err));
    }

    void conflictListedAndResolved() {
        for (const char* device : {"amina.sqlite", "tom.sqlite"}) {
            Database local;
            QVERIFY(local.open(db(device)));
            RecordStore store(local);
            auto r = store.load(store.allIds().value(0));
            QVERIFY(r);
            r->comment = std::string("seen by ") + device;
            QVERIFY(store.replace(store.allIds().value(0), *r));
        }
        QCOMPARE(cli({"sync", "--db", db("tom.sqlite"), "--server", url(), "--user", "cli_tom"},
                     "pw-tom")
                     .code,
                 0);
        Run r = cli({"sync", "--db", db("amina.sqlite"), "--server", url(), "--user", "cli_amina"},
                    "pw-amina");
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("conflicts 1"), qPrintable(r.out));
        r = cli({"sync", "conflicts", "--db", db("amina.sqlite"), "--show"}, {});
        QVERIFY2(r.out.contains("by cli_tom") && r.out.contains("seen by tom.sqlite"),
                 qPrintable(r.out));
        const QString uuid = r.out.section(' ', 0, 0);
        QCOMPARE(
            cli({"sync", "resolve", uuid, "--keep", "server", "--db", db("amina.sqlite")}, {}).code,
            0);
        QVERIFY(cli({"sync", "status", "--db", db("amina.sqlite")}, {})
                    .out.contains("pending 0\nconflicts 0"));
        QVERIFY(cli({"record", "export", "--db", db("amina.sqlite"), "--all"}, {})
                    .out.contains("seen by tom.sqlite"));
        QCOMPARE(
            cli({"sync", "resolve", uuid, "--keep", "server", "--db", db("amina.sqlite")}, {}).code,
            2);
    }
};

QTEST_GUILESS_MAIN(TestServerCli)
#include "tst_server_cli.moc"
