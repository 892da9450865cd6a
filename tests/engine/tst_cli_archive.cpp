// enkang-cli's archive commands: record new/import/export/list (a byte-
// identical round trip, errors with positions, nothing imported from a bad
// file, a newer database refused untouched), sources, rules, tutorials.
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_run.h"

using enkang::test::Run;

namespace {

// Imports and exports of whole archives may take longer than the default.
Run cli(const QStringList& args) {
    return enkang::test::cli(args, 120000);
}

QByteArray bytesOf(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

void writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

const QByteArray kGames =
    "[Game \"kimasai-mackay\"]\n[Place \"Mto wa Mbu\"]\n[South \"Ilmolelian\"]\n\n1. b3! "
    "{[%handler Saitoti] good} 2. c8"
    " (2. c7?! {maybe}) 3. ~b9x *\n";

}  // namespace

class TestCliArchive : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString path(const QString& n) { return dir_.filePath(n); }

  private slots:
    void newExportImportExportIsByteIdentical() {
        const QString db = path("a.sqlite");
        Run r = cli({"record", "new", "--db", db, "en-gehe", "--set", "columns=6", "--tag",
                     "Place=Engaruka", "--tag", "Observer=Naserian", "a1", "b1", "~a9"});
        QCOMPARE(r.code, 2);  // a9 is not a pit on 2x6, even as an irregular move
        QVERIFY(r.err.contains("move 3 'a9'"));
        r = cli({"record", "new", "--db", db, "en-gehe", "--set", "columns=6", "--tag",
                 "Place=Engaruka", "a1", "b1", "~b1"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed(), QByteArray("1"));
        writeText(path("games.txt"), QByteArray(kGames).replace("~b9x", "~b7"));
        r = cli({"record", "import", "--db", db, path("games.txt")});
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object()["imported"].toArray(), (QJsonArray{2}));
        r = cli({"record", "export", "--db", db, "--all", "-o", path("first.txt")});
        QCOMPARE(r.code, 0);
        r = cli({"record", "import", "--db", path("b.sqlite"), path("first.txt")});
        QCOMPARE(r.code, 0);
        r = cli({"record", "export", "--db", path("b.sqlite"), "--all", "-o", path("second.txt")});
        QCOMPARE(r.code, 0);
        QVERIFY(!bytesOf(path("first.txt")).isEmpty());
        QCOMPARE(bytesOf(path("second.txt")), bytesOf(path("first.txt")));
        r = cli({"record", "export", "--db", db, "--id", "2"});
        QVERIFY(r.out.contains("{[%handler Saitoti] good}"));
        QVERIFY(r.out.contains("(2. c7?! {maybe})"));
    }

    void importErrorsNameLineAndColumnAndImportNothing() {
        const QString db = path("c.sqlite");
        writeText(path("bad.txt"),
                  QByteArray(kGames) + "\n[Game \"en-gehe\"]\n1. a1 2. b1 {unclosed\n");
        Run r = cli({"record", "import", "--db", db, path("bad.txt")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("bad.txt:5:64: ") && r.err.contains("after move b9"),
                 r.err.constData());
        QVERIFY2(r.err.contains("bad.txt:8:13: ") && r.err.contains("not closed"),
                 r.err.constData());
        QVERIFY(r.err.contains("nothing was imported"));
        r = cli({"record", "list", "--db", db, "--json"});
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 0);
        writeText(path("one-bad.txt"),
                  QByteArray(kGames).replace("~b9x", "~b7") + "\n[Game \"en-gehe\"]\n1. c1 *\n");
        r = cli({"record", "import", "--db", db, "--skip-bad", path("one-bad.txt")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["imported"].toArray().size(), 1);
        QCOMPARE(o["skipped"].toArray()[0].toObject()["game"].toInt(), 2);
    }

    void listFilters() {
        const QString db = path("d.sqlite");
        cli({"record", "new", "--db", db, "en-gehe", "--tag", "Place=Engaruka", "--tag",
             "South=Ilaiser", "a1"});
        cli({"record", "new", "--db", db, "kimasai-mackay", "--tag", "Place=Mto wa Mbu", "b3"});
        auto count = [&](const QStringList& extra) {
            return QJsonDocument::fromJson(
                       cli(QStringList{"record", "list", "--db", db, "--json"} + extra).out)
                .array()
                .size();
        };
        QCOMPARE(count({}), 2);
        QCOMPARE(count({"--game", "en-gehe"}), 1);
        QCOMPARE(count({"--place", "mbu"}), 1);
        QCOMPARE(count({"--player", "ilaiser"}), 1);
        QCOMPARE(count({"--text", "nowhere"}), 0);
    }

    void newerDatabaseIsRefusedUntouched() {
        const QString db = path("e.sqlite");
        cli({"record", "new", "--db", db, "en-gehe", "a1"});
        cli({"record", "list", "--db", db});
        {
            QSqlDatabase s = QSqlDatabase::addDatabase("QSQLITE", "bump");
            s.setDatabaseName(db);
            QVERIFY(s.open());
            QSqlQuery(s).exec("PRAGMA wal_checkpoint(TRUNCATE)");
            QSqlQuery(s).exec("PRAGMA journal_mode = DELETE");
            QSqlQuery(s).exec("PRAGMA user_version = 7");
            s.close();
        }
        QSqlDatabase::removeDatabase("bump");
        const QByteArray before = bytesOf(db);
        const Run r = cli({"record", "list", "--db", db});
        QCOMPARE(r.code, 5);
        QVERIFY2(r.err.contains("newer Enkang"), r.err.constData());
        QCOMPARE(bytesOf(db), before);
    }

    void sourcesAndRules() {
        Run r = cli({"sources", "list", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(QJsonDocument::fromJson(r.out).array().size() >= 11);
        r = cli({"sources", "export", "--format", "csl-json"});
        QCOMPARE(r.code, 0);
        QVERIFY(QJsonDocument::fromJson(r.out).isArray());
        r = cli({"sources", "export", "--format", "bibtex", "--db", path("f.sqlite")});
        QVERIFY(r.out.contains("@article{klamroth-1911"));
        QCOMPARE(cli({"sources", "export", "--format", "ris"}).code, 2);
        for (const char* game : {"kimasai-mackay", "kimasai-klamroth", "en-gehe"})
            for (const char* lang : {"en", "es", "pt", "sk"}) {
                r = cli({"rules", game, "--lang", lang});
                QCOMPARE(r.code, 0);
                QVERIFY(r.out.startsWith("# "));
                QVERIFY2(r.out.size() > 1500, game);
                if (QByteArray(game) != "kimasai-klamroth")  // the relay games state the lap bound
                    QVERIFY2(r.out.contains(QString("10\u00a0000").toUtf8()) ||
                                 r.out.contains("10 000") || r.out.contains("10,000"),
                             game);
            }
        QCOMPARE(cli({"rules", "en-gehe", "--lang", "fr"}).code, 2);
    }

    void tutorialsAreAllValid() {
        Run r = cli({"tutorials", "check"});
        QVERIFY2(r.code == 0, r.out.constData());
        QVERIFY(r.out.contains("all valid"));
        r = cli({"tutorials", "list", "--json"});
        const QJsonArray courses = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(courses.size(), 3);
        for (const auto& c : courses) QVERIFY(c.toObject()["lessons"].toArray().size() >= 6);
    }
};

QTEST_GUILESS_MAIN(TestCliArchive)
#include "tst_cli_archive.moc"
