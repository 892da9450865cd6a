// The archive layer's own guarantees, below the command line: an import is
// all or nothing per file at the database level (a real write failure,
// raised by SQLite inside the import), a backup before migration holds the
// commits still in the WAL, a full database is told apart from a damaged
// one, variation trees too deep (or looping) in a file or a database are
// refused without recursion, and the files the database-opener fuzzer found
// stay harmless.
#include <QDir>
#include <QDirIterator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include "archive/file_probe.h"
#include "archive/record_import.h"
#include "archive/record_store.h"
#include "archive/source_catalog.h"
#include "archive/text_fold.h"
#include "older_schemas.h"

using namespace enkang::archive;

namespace {

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray games(int count) {
    QByteArray text;
    for (int i = 0; i < count; ++i)
        text += QString("[Game \"kimasai-mackay\"]\n[Place \"Village %1\"]\n\n1. b3 *\n\n")
                    .arg(i)
                    .toUtf8();
    return text;
}

int countRecords(Database& db) {
    return RecordStore(db).count();
}

}  // namespace

class TestArchiveFaults : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString path(const QString& n) { return dir_.filePath(n); }

  private slots:
    void importIsAllOrNothingPerFileWhenAWriteFails() {
        Database db;
        QVERIFY(db.open(path("atomic.sqlite")));
        writeBytes(path("first.txt"), games(2));
        writeBytes(path("second.txt"), games(5));
        // A real failure inside SQLite once four records exist: the third game
        // of the second file cannot be written.
        QVERIFY(
            db.exec("CREATE TEMP TRIGGER fail_late BEFORE INSERT ON records"
                    " WHEN (SELECT count(*) FROM records) >= 4"
                    " BEGIN SELECT RAISE(ABORT, 'injected write failure'); END"));
        const ImportReport report =
            importRecords(db, {path("first.txt"), path("second.txt")}, ImportOptions{});
        QVERIFY(report.fault != Fault::None);
        QVERIFY2(report.error.contains("second.txt") && report.error.contains("injected"),
                 qPrintable(report.error));
        QCOMPARE(report.imported.size(), 2);
        QCOMPARE(report.filesWritten, QStringList{path("first.txt")});
        QCOMPARE(countRecords(db), 2);  // nothing of the second file
        QSqlQuery q(db.sql());
        QVERIFY(q.exec("SELECT count(*) FROM record_moves") && q.next());
        QCOMPARE(q.value(0).toInt(), 2);
        QVERIFY(q.exec("SELECT count(*) FROM record_tags") && q.next());
        QCOMPARE(q.value(0).toInt(), 4);
    }

    void aFullDatabaseIsDiskFullNotDamaged() {
        Database db;
        QVERIFY(db.open(path("full.sqlite")));
        QSqlQuery q(db.sql());
        QVERIFY(q.exec("PRAGMA page_count") && q.next());
        QVERIFY(db.exec(QString("PRAGMA max_page_count = %1").arg(q.value(0).toInt() + 2)));
        GameRecord r;
        r.setTag("Game", "kimasai-mackay");
        r.setTag("Notes", std::string(100000, 'x'));
        QCOMPARE(RecordStore(db).add(r), qint64(0));
        QCOMPARE(db.fault(), Fault::DiskFull);
        QVERIFY2(db.error().contains("free space and try again"), qPrintable(db.error()));
        QCOMPARE(countRecords(db), 0);
    }

    void theBackupBeforeAMigrationHoldsCommitsInTheWal() {
        // A schema-2 archive as Enkang 0.2 left it (no application id), with a
        // commit that another connection keeps in the WAL.
        const QString p = path("v2.sqlite");
        {
            Database db;
            QVERIFY(db.open(p));
            GameRecord r;
            r.setTag("Game", "kimasai-mackay");
            QVERIFY(RecordStore(db).add(r));
        }
        testing::downgrade(p, Database::kSchemaVersion, 2);
        QSqlDatabase holder = QSqlDatabase::addDatabase("QSQLITE", "holder");
        holder.setDatabaseName(p);
        QVERIFY(holder.open());
        QSqlQuery hq(holder);
        QVERIFY(hq.exec("PRAGMA wal_autocheckpoint = 0"));
        QVERIFY(hq.exec("INSERT INTO records (game, place) VALUES ('en-gehe', 'Engaruka')"));
        QVERIFY(QFileInfo(p + "-wal").size() > 0);
        {
            Database db;
            QVERIFY2(db.open(p), qPrintable(db.error()));
            QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        }
        holder.close();
        holder = QSqlDatabase();
        QSqlDatabase::removeDatabase("holder");
        QSqlDatabase backup = QSqlDatabase::addDatabase("QSQLITE", "backup");
        backup.setDatabaseName(p + ".backup-v2");
        QVERIFY(backup.open());
        QSqlQuery bq(backup);
        QVERIFY(bq.exec("SELECT count(*) FROM records WHERE place = 'Engaruka'") && bq.next());
        QCOMPARE(bq.value(0).toInt(), 1);
        QVERIFY(bq.exec("PRAGMA user_version") && bq.next());
        QCOMPARE(bq.value(0).toInt(), 2);
        backup.close();
        backup = QSqlDatabase();
        QSqlDatabase::removeDatabase("backup");
    }

    void variationsTooDeepNeverEnterTheArchive() {
        Database db;
        QVERIFY(db.open(path("deep.sqlite")));
        GameRecord r;
        r.setTag("Game", "kimasai-mackay");
        r.moves.push_back({});
        r.moves.back().pit = "b3";
        std::vector<RecordMove>* line = &r.moves;
        for (int depth = 0; depth <= kMaxVariationDepth; ++depth) {
            RecordMove m;
            m.pit = "b3";
            line->back().variations.push_back({m});
            line = &line->back().variations.back();
        }
        QVERIFY(nestedDeeperThan(r.moves, kMaxVariationDepth));
        QCOMPARE(RecordStore(db).add(r), qint64(0));
        QVERIFY2(db.error().contains("nested deeper than 1,000"), qPrintable(db.error()));
        QCOMPARE(countRecords(db), 0);
    }

    void aMoveTreeTooDeepInTheDatabaseIsAnErrorNotACrash() {
        Database db;
        QVERIFY(db.open(path("chain.sqlite")));
        GameRecord r;
        r.setTag("Game", "kimasai-mackay");
        r.moves.resize(1);
        r.moves[0].pit = "b3";
        const qint64 id = RecordStore(db).add(r);
        QVERIFY(id);
        // Edited by another tool: 20,000 variations, each inside the one before.
        QSqlQuery q(db.sql());
        QVERIFY(q.exec("SELECT id FROM record_moves") && q.next());
        QVariant parent = q.value(0);
        q.prepare(
            "INSERT INTO record_moves (record_id, parent_id, variation, position, pit)"
            " VALUES (?, ?, 1, 0, 'b3')");
        QVERIFY(db.transaction([&] {
            for (int i = 0; i < 20000; ++i) {
                q.addBindValue(id);
                q.addBindValue(parent);
                if (!q.exec()) return false;
                parent = q.lastInsertId();
            }
            return true;
        }));
        QVERIFY(!RecordStore(db).load(id).has_value());
        QCOMPARE(db.fault(), Fault::Damaged);
        QVERIFY2(db.error().contains("nested deeper"), qPrintable(db.error()));
    }

    void foldingMatchesAsAPersonReads() {
        QCOMPARE(foldForSearch("ŠAĽA"), foldForSearch("sala"));
        QCOMPARE(foldForSearch("Šaľa"), QString("sala"));
        QCOMPARE(foldForSearch("Łódź"), QString("lodz"));
        QCOMPARE(foldForSearch("São João"), QString("sao joao"));
        QCOMPARE(foldForSearch("Straße"), QString("strasse"));
        QVERIFY(foldForSearch("Šaľa") != foldForSearch("Šiľa"));
    }

    // Imports fold UTF-8 run by run; the result is the whole text's folding.
    void foldingUtf8RunByRunEqualsFoldingTheWhole() {
        for (const char* text :
             {"", "Mto wa Mbu", "ŠAĽA Šaľa", "H. Ngʼida & M. Šimková", "cafe\u0301 CAFE\u0301",
              "A\u0308\u0323bc", "Straße ÆSIR Œuvre", "ǅemal İstanbul ΣΟΦΟΣ", "ﬁne ＦＵＬＬ ①",
              "한국어 ひらがな", "emoji 🐄 cows", "x\u0301\u0302y", "Ø Đ ł ı"}) {
            const QString whole = foldForSearch(QString::fromUtf8(text));
            QCOMPARE(QString::fromStdString(foldUtf8ForSearch(text)), whole);
        }
    }

    // The source archive's rules, now in the archive: ids, search, form input.
    void sourceCatalogueIdsSearchAndAuthors() {
        QCOMPARE(idSlug("Šaľa Field Notes, 2026!"), QString("sala-field-notes-2026"));
        const QJsonObject source{{"title", "Hry v Šali"}, {"year", 1911}};
        const QJsonArray notes{
            QJsonObject{{"text", "Klamroth's column capture"}, {"topic", "column-capture"}}};
        QVERIFY(sourceMatches(source, notes, searchTerms("ŠALI")));
        QVERIFY(sourceMatches(source, notes, searchTerms("sali column")));
        QVERIFY(!sourceMatches(source, notes, searchTerms("sali relay")));
        const QJsonArray authors = authorList(QString("Merker, Moritz; Martin Klamroth"));
        QCOMPARE(authors.size(), 2);
        QCOMPARE(authors[1].toObject()["family"].toString(), QString("Klamroth"));
        QCOMPARE(authors[1].toObject()["given"].toString(), QString("Martin"));
        QCOMPARE(authorsText(QJsonObject{{"authors", authors}}),
                 QString("Merker, Moritz; Klamroth, Martin"));
        QCOMPARE(stringList(QString("en-gehe, kimasai-mackay;x")).size(), 3);
        QVERIFY(textOrNull(QString("  ")).isNull());
    }

    // Every file the database-opener fuzzer ever crashed on (fuzz/db-crashes)
    // and its seed corpus: opened, listed and loaded, never a signal.
    void filesTheFuzzerFoundAreHarmless() {
        int seen = 0;
        for (const char* folder : {FUZZ_DIR "/db-corpus", FUZZ_DIR "/db-crashes"}) {
            QDirIterator it(folder, QDir::Files);
            while (it.hasNext()) {
                const QString input = it.next();
                QFile in(input);
                QVERIFY(in.open(QIODevice::ReadOnly));
                const QByteArray bytes = in.readAll();
                // The fuzzer's input: 4 bytes of main-file length, the file, then its WAL.
                if (bytes.size() < 4) continue;
                const quint32 mainSize = quint32(quint8(bytes[0])) << 24 |
                                         quint32(quint8(bytes[1])) << 16 |
                                         quint32(quint8(bytes[2])) << 8 | quint8(bytes[3]);
                const QString p = path(QString("fuzzed-%1.sqlite").arg(seen++));
                writeBytes(p, bytes.mid(4, int(qMin<quint32>(mainSize, bytes.size() - 4))));
                if (bytes.size() > 4 + qint64(mainSize))
                    writeBytes(p + "-wal", bytes.mid(4 + int(mainSize)));
                Database db;
                if (!db.open(p)) {
                    QVERIFY(db.fault() != Fault::None);
                    continue;
                }
                RecordStore store(db);
                for (qint64 id : store.allIds()) store.load(id);
                store.search({});
            }
        }
        QVERIFY(seen > 0);
    }
};

QTEST_GUILESS_MAIN(TestArchiveFaults)
#include "tst_archive_faults.moc"
