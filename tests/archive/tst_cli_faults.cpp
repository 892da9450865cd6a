// The archive against hostile and unlucky files, through enkang-cli as a
// user meets it: impossible schema versions, variations nested without end,
// another program's database, backups while the app holds unsaved WAL
// pages, bad tag names, illegal moves named at their own place, byte-order
// marks and broken UTF-8, read-only media, full disks, locks held by another
// program, and searches that fold case and accents. Every case asserts the
// exit status (never a signal), the message, and what is left on disk.
#include <unistd.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int code;  // -1 when the process died by a signal
    QByteArray out, err;
};

// The binary under test; ENKANG_CLI in the environment can point at another
// build (to show that these tests fail on an older one).
QString cliPath() {
    return qEnvironmentVariable("ENKANG_CLI", QStringLiteral(ENKANG_CLI));
}

Run run(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

Run cli(const QStringList& args) {
    return run(cliPath(), args);
}

QByteArray bytesOf(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// Runs SQL on a file through its own connection, closed at the end.
void sql(const QString& path, const QStringList& statements) {
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "hand");
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString& s : statements) QVERIFY2(q.exec(s), qPrintable(s));
        db.close();
    }
    QSqlDatabase::removeDatabase("hand");
}

bool noSideFiles(const QString& path) {
    for (const char* suffix : {"-wal", "-shm", "-journal"})
        if (QFileInfo::exists(path + suffix)) return false;
    return true;
}

int listed(const QString& db, const QStringList& filter) {
    const Run r = cli(QStringList{"record", "list", "--db", db, "--json"} + filter);
    return r.code == 0 ? int(QJsonDocument::fromJson(r.out).array().size()) : -1;
}

// A shell script run as root in a private mount namespace (unshare -m), so
// that it can mount a read-only or a tiny file system; empty when that is not
// possible here.
bool canMount() {
    if (::geteuid() != 0) return false;
    return run("unshare", {"--mount", "true"}).code == 0;
}

}  // namespace

class TestCliFaults : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString path(const QString& n) { return dir_.filePath(n); }
    QString newArchive(const QString& name) {
        const QString db = path(name);
        const Run r = cli({"record", "new", "--db", db, "kimasai-mackay", "b3"});
        if (r.code != 0) qWarning() << r.err;
        return db;
    }

  private slots:
    void aNegativeSchemaVersionIsRefusedWithoutASignal() {
        const QString db = newArchive("negative.sqlite");
        sql(db, {"PRAGMA user_version = -7"});
        const QByteArray before = bytesOf(db);
        const Run r = cli({"record", "list", "--db", db});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("-7"), r.err.constData());
        QCOMPARE(bytesOf(db), before);
        QVERIFY(noSideFiles(db));
    }

    void variationsNestedWithoutEndAreAnErrorAtTheirPlace() {
        QByteArray text = "[Game \"kimasai-mackay\"]\n\n1. b3 ";
        for (int i = 0; i < 20000; ++i) text += "(1. b3 ";
        text += QByteArray(20000, ')') + " *\n";
        writeBytes(path("deep.txt"), text);
        const Run r = cli({"record", "import", "--db", path("deep.sqlite"), path("deep.txt")});
        QCOMPARE(r.code, 2);
        // Variation 1,001 opens at column 7 + 7 * 1000 of line 3.
        QVERIFY2(r.err.contains("deep.txt:3:7007: variations nested deeper than 1,000"),
                 r.err.left(300).constData());
    }

    void anotherProgramsDatabaseIsLeftByteForByte() {
        const QString db = path("inventory.sqlite");
        sql(db, {"CREATE TABLE inventory (item TEXT, count INTEGER)",
                 "INSERT INTO inventory VALUES ('goats', 12)"});
        const QByteArray before = bytesOf(db);
        for (const QStringList& args :
             {QStringList{"record", "list", "--db", db},
              QStringList{"record", "new", "--db", db, "kimasai-mackay", "b3"},
              QStringList{"sources", "list", "--db", db}}) {
            const Run r = cli(args);
            QCOMPARE(r.code, 6);
            QVERIFY2(r.err.contains("not an Enkang archive") && r.err.contains("inventory"),
                     r.err.constData());
            QCOMPARE(bytesOf(db), before);
            QVERIFY(noSideFiles(db));
        }
        // Another program's WAL-mode file, marked with its own application id.
        const QString marked = path("marked.sqlite");
        sql(marked, {"PRAGMA application_id = 1234", "PRAGMA journal_mode = WAL",
                     "CREATE TABLE records (x)", "CREATE TABLE record_tags (x)",
                     "CREATE TABLE record_moves (x)"});
        const QByteArray markedBefore = bytesOf(marked);
        const Run r = cli({"record", "list", "--db", marked});
        QCOMPARE(r.code, 6);
        QVERIFY2(r.err.contains("application id"), r.err.constData());
        QCOMPARE(bytesOf(marked), markedBefore);
        QVERIFY(noSideFiles(marked));
    }

    void aBackupHoldsCommitsStillInTheWal() {
        const QString db = newArchive("busy.sqlite");
        QSqlDatabase app = QSqlDatabase::addDatabase("QSQLITE", "app");
        app.setDatabaseName(db);
        QVERIFY(app.open());
        QSqlQuery q(app);
        // Like the app: WAL open, commits not yet checkpointed into the file.
        QVERIFY(q.exec("PRAGMA wal_autocheckpoint = 0"));
        QVERIFY(
            q.exec("INSERT INTO records (game, place, place_folded)"
                   " VALUES ('en-gehe', 'Engaruka', 'engaruka')"));
        QVERIFY(QFileInfo(db + "-wal").size() > 0);
        const Run r = cli({"record", "backup", "--db", db, "-o", path("copy.sqlite")});
        QCOMPARE(r.code, 0);
        app.close();
        app = QSqlDatabase();
        QSqlDatabase::removeDatabase("app");
        QCOMPARE(listed(path("copy.sqlite"), {"--place", "Engaruka"}), 1);
        QCOMPARE(listed(path("copy.sqlite"), {}), 2);
    }

    void tagNamesFollowTheGrammarWhereTheyEnter() {
        const QString db = path("tags.sqlite");
        Run r =
            cli({"record", "new", "--db", db, "kimasai-mackay", "--tag", "Field Notes=x", "b3"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("Field Notes") && r.err.contains("letters"), r.err.constData());
        QVERIFY(!QFileInfo::exists(db));
        writeBytes(path("tags.txt"), "[Game \"kimasai-mackay\"]\n[9Lives \"x\"]\n\n1. b3 *\n");
        r = cli({"record", "import", "--db", db, path("tags.txt")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("tags.txt:2:2: tag name '9Lives'"), r.err.constData());
    }

    void anEmptyTagValueSurvivesExportImportExport() {
        const QString a = path("empty-a.sqlite"), b = path("empty-b.sqlite");
        Run r = cli({"record", "new", "--db", a, "kimasai-mackay", "--tag", "Notes=", "--tag",
                     "Place=", "b3"});
        QCOMPARE(r.code, 0);
        r = cli({"record", "export", "--db", a, "--all", "-o", path("empty-1.txt")});
        QCOMPARE(r.code, 0);
        QVERIFY(bytesOf(path("empty-1.txt")).contains("[Notes \"\"]"));
        r = cli({"record", "import", "--db", b, path("empty-1.txt")});
        QCOMPARE(r.code, 0);
        r = cli({"record", "export", "--db", b, "--all", "-o", path("empty-2.txt")});
        QCOMPARE(bytesOf(path("empty-2.txt")), bytesOf(path("empty-1.txt")));
    }

    void anIllegalMoveIsNamedAtItsOwnLineAndColumn() {
        // Move 3, a1 on line 5 at column 4, is not legal: that pit is empty.
        writeBytes(
            path("illegal.txt"),
            "[Game \"kimasai-mackay\"]\n[Place \"Mto wa Mbu\"]\n\n1. b3 2. c8\n3. a1 c4 *\n");
        const Run r =
            cli({"record", "import", "--db", path("illegal.sqlite"), path("illegal.txt")});
        QCOMPARE(r.code, 2);
        QVERIFY2(QRegularExpression(QRegularExpression::escape(path("illegal.txt")) +
                                    ":5:4: move 3 'a1': not legal")
                     .match(QString::fromUtf8(r.err))
                     .hasMatch(),
                 r.err.constData());
    }

    void aByteOrderMarkIsSkippedAndBrokenUtf8IsAnError() {
        writeBytes(path("bom.txt"), "\xEF\xBB\xBF[Game \"kimasai-mackay\"]\n\n1. b3 *\n");
        Run r = cli({"record", "import", "--db", path("bom.sqlite"), path("bom.txt")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(listed(path("bom.sqlite"), {}), 1);
        writeBytes(path("latin1.txt"),
                   "[Game \"kimasai-mackay\"]\n[Place \"Nairobi\"]\n\n1. b3 {Ol\xe9ng'} *\n");
        r = cli({"record", "import", "--db", path("latin1.sqlite"), path("latin1.txt")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("latin1.txt:4:10: the file is not valid UTF-8 here (byte 0xE9)"),
                 r.err.constData());
    }

    void searchFoldsCaseAndAccents() {
        const QString db = path("fold.sqlite");
        QCOMPARE(cli({"record", "new", "--db", db, "kimasai-mackay", "--tag", "Place=Šaľa", "--tag",
                      "Observer=Ľudmila Šťastná", "--tag", "South=Ján Čierny", "--tag",
                      "Notes=Hráči z Nových Zámkov", "b3"})
                     .code,
                 0);
        cli({"record", "new", "--db", db, "kimasai-mackay", "--tag", "Place=Arusha", "b3"});
        for (const char* place : {"ŠAĽA", "sala", "Šaľa", "šaľa"})
            QCOMPARE(listed(db, {"--place", place}), 1);
        QCOMPARE(listed(db, {"--observer", "stastna"}), 1);
        QCOMPARE(listed(db, {"--player", "CIERNY"}), 1);
        QCOMPARE(listed(db, {"--text", "novych zamkov"}), 1);
        QCOMPARE(listed(db, {"--place", "salaam"}), 0);
    }

    void aLockedArchiveIsInUseByAnotherProgram() {
        const QString db = newArchive("locked.sqlite");
        QSqlDatabase other = QSqlDatabase::addDatabase("QSQLITE", "other");
        other.setDatabaseName(db);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec("BEGIN IMMEDIATE"));
        const Run r = cli({"record", "new", "--db", db, "kimasai-mackay", "b3"});
        QVERIFY(q.exec("ROLLBACK"));
        other.close();
        other = QSqlDatabase();
        QSqlDatabase::removeDatabase("other");
        QCOMPARE(r.code, 8);
        QVERIFY2(r.err.contains("in use by another program"), r.err.constData());
        QVERIFY2(!r.err.contains("Unable to fetch row"), r.err.constData());
        QCOMPARE(listed(db, {}), 1);
    }

    void aReadOnlyArchiveCanBeBrowsedButNotWritten() {
        const QString folder = path("ro");
        QDir().mkpath(folder);
        const QString db = folder + "/archive.sqlite";
        QCOMPARE(
            cli({"record", "new", "--db", db, "kimasai-mackay", "--tag", "Place=Engaruka", "b3"})
                .code,
            0);
        const QByteArray before = bytesOf(db);
        const QString cliQuoted = cliPath();
        if (canMount()) {
            // A read-only mount, as on a CD or a locked SD card.
            const Run r =
                run("unshare",
                    {"--mount", "sh", "-c",
                     QString("mount --bind '%1' '%1' && mount -o remount,bind,ro '%1' && "
                             "'%2' record list --db '%3' --place engaruka; echo \"list=$?\"; "
                             "'%2' record export --db '%3' --all >/dev/null; echo \"export=$?\"; "
                             "'%2' record new --db '%3' kimasai-mackay b3; echo \"new=$?\"")
                         .arg(folder, cliQuoted, db)});
            QVERIFY2(r.out.contains("list=0") && r.out.contains("export=0") &&
                         r.out.contains("new=7") && r.out.contains("Engaruka"),
                     (r.out + r.err).constData());
            QVERIFY2(r.err.contains("read-only medium") && r.err.contains("nothing was saved"),
                     r.err.constData());
        } else if (::geteuid() != 0) {
            QFile::setPermissions(db, QFile::ReadOwner);
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner);
            const Run list = cli({"record", "list", "--db", db, "--place", "engaruka"});
            const Run add = cli({"record", "new", "--db", db, "kimasai-mackay", "b3"});
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QCOMPARE(list.code, 0);
            QVERIFY(list.out.contains("Engaruka"));
            QCOMPARE(add.code, 7);
        } else {
            QSKIP("root without mount namespaces (unshare -m): no read-only medium to test on");
        }
        QCOMPARE(bytesOf(db), before);
    }

    void aFullDiskSavesNothingAndSaysSo() {
        if (!canMount()) QSKIP("needs root and unshare -m to mount a tiny file system");
        // On a 2 MB disk: make an archive, fill the disk, leave `spare` bytes, try
        // to save a large record, then read the archive again.
        for (const int spare : {64 * 1024, 0}) {
            const QString folder = path(QString("small-%1").arg(spare));
            QDir().mkpath(folder);
            const QString db = folder + "/archive.sqlite";
            const QString script =
                QString(
                    "mount -t tmpfs -o size=2m tmpfs '%1' && "
                    "'%2' record new --db '%3' kimasai-mackay b3 >/dev/null && "
                    "(dd if=/dev/zero of='%1/filler' bs=4k 2>/dev/null; true) && "
                    "truncate -s -%4 '%1/filler' && "
                    "'%2' record new --db '%3' kimasai-mackay --tag Notes=%5 b3; echo \"new=$?\"; "
                    "'%2' record list --db '%3' | wc -l; echo \"list=$?\"")
                    .arg(folder, cliPath(), db)
                    .arg(spare)
                    .arg(QString(60000, 'x'));
            const Run r = run("unshare", {"--mount", "sh", "-c", script});
            QVERIFY2(r.out.contains("new=9"), (r.out + r.err).constData());
            QVERIFY2(
                r.err.contains("the disk is full: nothing was saved; free space and try again"),
                r.err.constData());
            // The archive still reads, and holds the first record only.
            QVERIFY2(r.out.contains("1\nlist=0"), (r.out + r.err).constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliFaults)
#include "tst_cli_faults.moc"
