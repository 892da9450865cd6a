// The SQLite archive: schema migrations from every earlier version, files
// refused and left untouched (newer, corrupt, not SQLite), records saved
// and loaded exactly, search filters, seeding of sources that is idempotent,
// keeps a user's edits and corrects seeded annotations, and citations a real
// parser accepts.
#include <QCryptographicHash>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include "archive/record_store.h"
#include "archive/record_text.h"
#include "archive/source_store.h"

using namespace enkang::archive;

namespace {

QByteArray bytesOf(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

// Makes a database by hand with raw SQLite, at an older schema.
void makeDatabase(const QString& path, const QStringList& statements) {
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "fixture");
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString& s : statements) QVERIFY2(q.exec(s), qPrintable(s));
        db.close();
    }
    QSqlDatabase::removeDatabase("fixture");
}

// Schema version 1 exactly as Enkang 0.1 wrote it (records only).
const QStringList kSchemaV1 = {
    "CREATE TABLE records (id INTEGER PRIMARY KEY, game TEXT NOT NULL, result TEXT NOT NULL "
    "DEFAULT '*',"
    " comment TEXT NOT NULL DEFAULT '', date TEXT NOT NULL DEFAULT '', place TEXT NOT NULL DEFAULT "
    "'',"
    " event TEXT NOT NULL DEFAULT '', observer TEXT NOT NULL DEFAULT '', players TEXT NOT NULL "
    "DEFAULT '',"
    " created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),"
    " modified TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')))",
    "CREATE TABLE record_tags (record_id INTEGER NOT NULL REFERENCES records(id) ON DELETE CASCADE,"
    " position INTEGER NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (record_id, "
    "position))",
    "CREATE TABLE record_moves (id INTEGER PRIMARY KEY, record_id INTEGER NOT NULL REFERENCES "
    "records(id) ON DELETE CASCADE,"
    " parent_id INTEGER REFERENCES record_moves(id) ON DELETE CASCADE, variation INTEGER NOT NULL "
    "DEFAULT 0,"
    " position INTEGER NOT NULL, pit TEXT NOT NULL, irregular INTEGER NOT NULL DEFAULT 0,"
    " glyph TEXT NOT NULL DEFAULT '', comment TEXT NOT NULL DEFAULT '', handler TEXT NOT NULL "
    "DEFAULT '',"
    " time TEXT NOT NULL DEFAULT '')",
    "CREATE INDEX record_moves_by_record ON record_moves(record_id, parent_id, variation, "
    "position)",
    "CREATE INDEX records_by_game ON records(game)",
    "CREATE INDEX records_by_place ON records(place)",
    "INSERT INTO records (id, game, place) VALUES (1, 'en-gehe', 'Engaruka')",
    "INSERT INTO record_tags VALUES (1, 0, 'Game', 'en-gehe')",
    "INSERT INTO record_moves (record_id, position, pit) VALUES (1, 0, 'a1')",
    "PRAGMA user_version = 1",
};

}  // namespace

class TestArchive : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString path(const QString& name) { return dir_.filePath(name); }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void newDatabaseHasTheCurrentSchema() {
        Database db;
        QVERIFY2(db.open(path("new.sqlite")), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        QSqlQuery q(db.sql());
        QVERIFY(q.exec("PRAGMA journal_mode") && q.next());
        QCOMPARE(q.value(0).toString(), QString("wal"));
        QVERIFY(q.exec("PRAGMA foreign_keys") && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        QVERIFY(Database::defaultPath().endsWith("enkang.sqlite"));
    }

    void aForeignDatabaseAtVersion0IsRefusedUntouched() {
        const QString p = path("v0.sqlite");
        makeDatabase(p, {"CREATE TABLE unrelated (x)", "PRAGMA user_version = 0"});
        const QByteArray before = bytesOf(p);
        Database db;
        QVERIFY(!db.open(p));
        QCOMPARE(db.fault(), Fault::NotOurs);
        QVERIFY2(db.error().contains("unrelated"), qPrintable(db.error()));
        QCOMPARE(bytesOf(p), before);
    }

    void migratesFromVersion1KeepingRecordsAndABackup() {
        const QString p = path("v1.sqlite");
        makeDatabase(p, kSchemaV1);
        Database db;
        QVERIFY2(db.open(p), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        {
            // The backup is a whole archive at version 1, holding the record.
            QSqlDatabase b = QSqlDatabase::addDatabase("QSQLITE", "backup");
            b.setDatabaseName(p + ".backup-v1");
            QVERIFY(b.open());
            QSqlQuery q(b);
            QVERIFY(q.exec("PRAGMA user_version") && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
            QVERIFY(q.exec("SELECT place FROM records WHERE id = 1") && q.next());
            QCOMPARE(q.value(0).toString(), QString("Engaruka"));
        }
        QSqlDatabase::removeDatabase("backup");
        const auto r = RecordStore(db).load(1);
        QVERIFY(r.has_value());
        QCOMPARE(r->tag("Game"), std::string("en-gehe"));
        QCOMPARE(r->moves.size(), std::size_t(1));
        QSqlQuery q(db.sql());
        QVERIFY(q.exec("SELECT count(*) FROM tutorial_progress"));
        QVERIFY(q.exec("PRAGMA application_id") && q.next());
        QCOMPARE(quint32(q.value(0).toLongLong()), Database::kApplicationId);
        // The migration filled the folded search columns of the old record.
        RecordFilter f;
        f.place = "ENGARUKA";
        QCOMPARE(RecordStore(db).search(f).size(), 1);
    }

    void newerDatabaseIsRefusedUntouched() {
        const QString p = path("newer.sqlite");
        makeDatabase(p, QStringList(kSchemaV1) << "PRAGMA user_version = 99");
        const QByteArray before = bytesOf(p);
        Database db;
        QVERIFY(!db.open(p));
        QCOMPARE(db.fault(), Fault::TooNew);
        QVERIFY2(db.error().contains("newer Enkang"), qPrintable(db.error()));
        QCOMPARE(bytesOf(p), before);
        QVERIFY(!QFile::exists(p + "-wal"));
    }

    void corruptDatabaseIsRefusedUntouched() {
        const QString p = path("corrupt.sqlite");
        {
            Database db;
            QVERIFY(db.open(p));
            GameRecord r;
            r.setTag("Game", "en-gehe");
            for (int i = 0; i < 300; ++i) RecordStore(db).add(r);
            db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        }
        QFile f(p);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 size = f.size();
        QVERIFY(size > 3 * 4096);
        f.seek(4096);
        f.write(QByteArray(int(size - 4096), '\x5a'));  // every page but the first
        f.close();
        const QByteArray before = bytesOf(p);
        Database db;
        QVERIFY(!db.open(p));
        QVERIFY2(db.error().contains("damaged") || db.error().contains("cannot be opened"),
                 qPrintable(db.error()));
        QCOMPARE(bytesOf(p), before);
    }

    void notAnSqliteFileIsRefusedUntouched() {
        const QString p = path("notes.txt");
        QFile f(p);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("my field notes, not a database\n");
        f.close();
        Database db;
        QVERIFY(!db.open(p));
        QVERIFY(db.error().contains("not an Enkang archive"));
        QCOMPARE(bytesOf(p), QByteArray("my field notes, not a database\n"));
    }

    void recordsRoundTrip() {
        Database db;
        QVERIFY(db.open(path("records.sqlite")));
        RecordStore store(db);
        const std::string text =
            "[Game \"kimasai-klamroth\"]\n[Place \"Mpwapwa\"]\n[South \"Lemayian\"]\n[North "
            "\"Saitoti\"]\n\n"
            "{Recorded by hand} 1. b2! {[%handler Lemayian] [%time 10:01] opens} 2. c11 (2. d2?! "
            "{quieter} 3. b3"
            " (3. a1)) 3. b3?? 4. ~c1 *\n";
        const GameRecord r = parseRecords(text).games.front();
        const qint64 id = store.add(r);
        QVERIFY(id > 0);
        const auto back = store.load(id);
        QVERIFY(back && *back == r);
        QCOMPARE(writeRecord(*back), writeRecord(r));
        GameRecord changed = r;
        changed.moves[0].comment = "edited";
        QVERIFY(store.replace(id, changed));
        QCOMPARE(store.load(id)->moves[0].comment, std::string("edited"));
        QVERIFY(store.remove(id));
        QVERIFY(!store.load(id));
        QSqlQuery q(db.sql());
        QVERIFY(q.exec("SELECT count(*) FROM record_moves") && q.next());
        QCOMPARE(q.value(0).toInt(), 0);  // moves go with their record
    }

    // Tags and moves are written up to 32 rows per statement: records longer
    // than a statement, with variations between runs, come back whole.
    void longRecordsRoundTrip() {
        Database db;
        QVERIFY(db.open(path("long.sqlite")));
        GameRecord r;
        r.setTag("Game", "kimasai-mackay");
        for (int t = 0; t < 70; ++t) r.setTag("Tag" + std::to_string(t), std::to_string(t * t));
        for (int m = 0; m < 100; ++m) {
            RecordMove move;
            move.pit = m % 2 ? "c" + std::to_string(1 + m % 8) : "b" + std::to_string(1 + m % 8);
            move.irregular = true;
            move.comment = m % 7 ? "" : "note " + std::to_string(m);
            if (m % 33 == 5) move.variations = {{move, move}, {move}};
            r.moves.push_back(move);
        }
        const qint64 id = RecordStore(db).add(r);
        QVERIFY(id > 0);
        const auto back = RecordStore(db).load(id);
        QVERIFY(back && *back == r);
    }

    void aFailedTransactionSavesNothing() {
        Database db;
        QVERIFY(db.open(path("tx.sqlite")));
        RecordStore store(db);
        GameRecord r;
        r.setTag("Game", "en-gehe");
        const bool ok =
            db.transaction([&] { return store.add(r) > 0 && store.add(r) > 0 && false; });
        QVERIFY(!ok);
        QCOMPARE(store.count(), 0);
    }

    void searchFilters() {
        Database db;
        QVERIFY(db.open(path("search.sqlite")));
        RecordStore store(db);
        auto add = [&](const char* game, const char* place, const char* south,
                       const char* comment) {
            GameRecord r;
            r.setTag("Game", game);
            r.setTag("Place", place);
            r.setTag("South", south);
            RecordMove m;
            m.pit = "a1";
            m.comment = comment;
            r.moves.push_back(m);
            return store.add(r);
        };
        add("en-gehe", "Engaruka", "Ilmolelian", "a long relay");
        add("en-gehe", "Mto wa Mbu", "Ilaiser", "quiet");
        add("kimasai-mackay", "Engaruka Juu", "Ilaiser", "100% raid_");
        QCOMPARE(store.search({"en-gehe", "", "", "", "id", 100}).size(), 2);
        QCOMPARE(store.search({"", "engaruka", "", "", "id", 100}).size(), 2);
        QCOMPARE(store.search({"", "", "ilaiser", "", "id", 100}).size(), 2);
        QCOMPARE(store.search({"", "", "", "relay", "id", 100}).size(), 1);
        QCOMPARE(store.search({"", "", "", "100%", "id", 100}).size(), 1);   // % is not a wildcard
        QCOMPARE(store.search({"", "", "", "raid_", "id", 100}).size(), 1);  // nor is _
        // Each word of a search begins a word of the field (the FTS5 index, schema 4).
        QCOMPARE(store.search({"", "", "", "0%", "id", 100}).size(), 0);
        QCOMPARE(store.search({"", "", "", "rel", "id", 100}).size(), 1);
        QCOMPARE(store.search({"", "", "", "elay", "id", 100}).size(), 0);
        QCOMPARE(store.search({"en-gehe", "engaruka", "ilaiser", "", "id", 100}).size(), 0);
    }

    // An older Enkang saved a text left as shown in Spanish, Portuguese or
    // Slovak as the user's own words; seeding puts such texts back to the
    // record's English, and leaves what the user wrote.
    void seedingPutsBackTranslationsSavedAsTheUsersWords() {
        Database db;
        QVERIFY(db.open(path("repair.sqlite")));
        SourceStore store(db);
        QVERIFY2(store.seed(SourceStore::defaultContentFolder()), qPrintable(db.error()));
        const QJsonObject english = store.source("mackay-2001");
        const QJsonObject spanish =
            ContentLanguage::load(SourceStore::defaultContentFolder(), "es").source(english);
        QVERIFY(spanish["summary"] != english["summary"]);
        QJsonObject damaged = english;
        damaged["summary"] = spanish["summary"];
        damaged["note"] = "My own note on MacKay's page.";
        QVERIFY(store.saveSource(damaged));
        const QJsonObject annotation = store.annotations("mackay-2001").first().toObject();
        const QJsonObject slovak =
            ContentLanguage::load(SourceStore::defaultContentFolder(), "sk").annotation(annotation);
        QVERIFY(slovak["text"] != annotation["text"]);
        QJsonObject damagedAnnotation = annotation;
        damagedAnnotation["text"] = slovak["text"];
        QVERIFY(store.saveAnnotation(damagedAnnotation));

        SeedReport report;
        QVERIFY2(store.seed(SourceStore::defaultContentFolder(), &report), qPrintable(db.error()));
        QCOMPARE(report.translationsRepaired, 2);
        QCOMPARE(store.source("mackay-2001")["summary"], english["summary"]);
        QCOMPARE(store.source("mackay-2001")["note"].toString(),
                 QString("My own note on MacKay's page."));
        QString text;
        for (const auto& v : store.annotations("mackay-2001"))
            if (v.toObject()["id"] == annotation["id"]) text = v.toObject()["text"].toString();
        QCOMPARE(text, annotation["text"].toString());
        store.setLanguage("es");  // still the user's record, read in Spanish as shipped
        QCOMPARE(store.source("mackay-2001")["summary"], spanish["summary"]);

        SeedReport again;
        QVERIFY(store.seed(SourceStore::defaultContentFolder(), &again));
        QCOMPARE(again.translationsRepaired, 0);
    }

    void seedingIsIdempotentAndKeepsUserEdits() {
        Database db;
        QVERIFY(db.open(path("sources.sqlite")));
        SourceStore store(db);
        SeedReport first, second, third;
        QVERIFY2(store.seed(SourceStore::defaultContentFolder(), &first), qPrintable(db.error()));
        QVERIFY(first.sourcesAdded >= 11);
        QVERIFY(first.annotationsAdded >= 30);
        const int sources = store.sources().size();
        QVERIFY(store.seed(SourceStore::defaultContentFolder(), &second));
        QCOMPARE(second.sourcesAdded, 0);
        QCOMPARE(second.sourcesUpdated, 0);
        QCOMPARE(second.annotationsAdded, 0);
        QCOMPARE(store.sources().size(), sources);
        // The user edits a seeded source and adds one of their own.
        QJsonObject mackay = store.source("mackay-2001");
        mackay["title"] = "The Rules of Bao Masai (my copy, checked 2026)";
        QVERIFY(store.saveSource(mackay));
        QVERIFY(store.saveSource(
            {{"id", "my-notes-2026"}, {"kind", "secondary"}, {"title", "Field notes"}}));
        QVERIFY(store.saveAnnotation(
            {{"id", "my-note-1"}, {"sourceId", "my-notes-2026"}, {"text", "Seen in Engaruka"}}));
        QVERIFY(store.seed(SourceStore::defaultContentFolder(), &third));
        QCOMPARE(third.sourcesKept, 1);
        QCOMPARE(store.source("mackay-2001")["title"].toString(),
                 QString("The Rules of Bao Masai (my copy, checked 2026)"));
        QCOMPARE(store.sources().size(), sources + 1);
        QCOMPARE(store.annotations("my-notes-2026").size(), 1);
        QVERIFY(store.rulings("kimasai-mackay").size() >= 5);
        QVERIFY(store.rulings().size() > store.rulings("kimasai-mackay").size());  // all games
        QCOMPARE(store.sources().size(), store.sources(QString()).size());
        QVERIFY(!store.annotationsForRuling("endless-moves").isEmpty());
        QVERIFY(store.glossary().size() >= 6);
    }

    // A corrected annotation in the content replaces the seeded wording in an
    // archive seeded before, but never an annotation the user edited.
    void seedingCorrectsSeededAnnotationsOnly() {
        Database db;
        QVERIFY(db.open(path("corrected.sqlite")));
        SourceStore store(db);
        QVERIFY(store.seed(SourceStore::defaultContentFolder()));
        auto textOf = [&store](const QString& source, const QString& id) {
            for (const auto& a : store.annotations(source))
                if (a.toObject()["id"].toString() == id) return a.toObject()["text"].toString();
            return QString();
        };
        const QString current = textOf("seed-000-es-mackay", "seed-000-uneven-reserves");
        QVERIFY(!current.isEmpty());
        QSqlQuery q(db.sql());
        QVERIFY(
            q.exec("UPDATE annotations SET text = 'old wording', ruling_id = NULL"
                   " WHERE id = 'seed-000-uneven-reserves'"));
        QJsonObject mine{{"id", "seed-000-relay"},   {"sourceId", "seed-000-es-mackay"},
                         {"game", "kimasai-mackay"}, {"topic", "relay"},
                         {"kind", "says"},           {"text", "My own reading."}};
        QVERIFY(store.saveAnnotation(mine));
        SeedReport report;
        QVERIFY2(store.seed(SourceStore::defaultContentFolder(), &report), qPrintable(db.error()));
        QCOMPARE(report.annotationsUpdated, 1);
        QCOMPARE(report.annotationsAdded, 0);
        QCOMPARE(textOf("seed-000-es-mackay", "seed-000-uneven-reserves"), current);
        QCOMPARE(textOf("seed-000-es-mackay", "seed-000-relay"), QString("My own reading."));
        QVERIFY(!store.annotationsForRuling("mackay-empty-reserve").isEmpty());
    }

    // The content in the reader's language (issue 16): prose translated,
    // bibliographic fields as published, a user's own words as written.
    void contentInTheReadersLanguage() {
        Database db;
        QVERIFY(db.open(path("lang.sqlite")));
        SourceStore store(db);
        QVERIFY(store.seed(SourceStore::defaultContentFolder()));
        QJsonObject mine{{"id", "seed-000-relay"},   {"sourceId", "seed-000-es-mackay"},
                         {"game", "kimasai-mackay"}, {"topic", "relay"},
                         {"kind", "says"},           {"text", "My own reading."}};
        QVERIFY(store.saveAnnotation(mine));
        const auto find = [](const QJsonArray& list, const QString& id) {
            for (const auto& v : list)
                if (v.toObject()["id"].toString() == id) return v.toObject();
            return QJsonObject();
        };
        const QJsonObject en = find(store.rulings(), "raid-sown-from-capturing-pit");
        store.setLanguage("sk");
        const QJsonObject sk = find(store.rulings(), "raid-sown-from-capturing-pit");
        QCOMPARE(sk["title"].toString(), QString("Kde sa rozsievajú zajaté kravy"));
        QVERIFY(sk["text"].toString() != en["text"].toString());
        QCOMPARE(sk["alternatives"].toArray().size(), en["alternatives"].toArray().size());
        QVERIFY(sk["alternatives"][0]["reading"].toString().startsWith("Prvá zajatá krava"));
        QVERIFY(sk["passages"][0]["where"].toString().startsWith(QString::fromUtf8("Časť")));
        QCOMPARE(sk["passages"][0]["sourceId"].toString(), QString("seed-000-es-mackay"));
        const QJsonObject klamroth = store.source("klamroth-1911");
        QCOMPARE(klamroth["title"].toString(), QString("Afrikanische Brettspiele"));
        QVERIFY(klamroth["summary"].toString().startsWith(QString::fromUtf8("Nemecký článok")));
        const QJsonArray annotations = store.annotations("seed-000-es-mackay");
        QCOMPARE(find(annotations, "seed-000-relay")["text"].toString(),
                 QString("My own reading."));
        QVERIFY(
            find(annotations, "seed-000-raid")["text"].toString().startsWith("Text 000 opisuje"));
        QCOMPARE(find(store.glossary(), "pit")["term"].toString(), QString("jamka"));
        QCOMPARE(find(store.comparisons(), "engiteng-plural")["title"].toString(),
                 QString::fromUtf8("Množné číslo od engiteng"));
        store.setLanguage("en");
        QCOMPARE(find(store.rulings(), "raid-sown-from-capturing-pit"), en);
    }

    // Citations: CSL-JSON through Python's json module, BibTeX through
    // bibtexparser (Debian's python3-bibtexparser).
    void citationsParseWithRealParsers() {
        Database db;
        QVERIFY(db.open(path("cite.sqlite")));
        SourceStore store(db);
        QVERIFY(store.seed(SourceStore::defaultContentFolder()));
        const QJsonArray sources = store.sources();
        auto python = [](const QString& program, const QString& input) {
            QProcess p;
            // Debian's own python3, where python3-bibtexparser is installed.
            p.start(QFile::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3",
                    {"-c", program});
            p.write(input.toUtf8());
            p.closeWriteChannel();
            p.waitForFinished(30000);
            return QString::fromUtf8(p.readAllStandardOutput()).trimmed() +
                   QString::fromUtf8(p.readAllStandardError());
        };
        QCOMPARE(python("import json,sys; d=json.load(sys.stdin); print(len(d), all('id' in e and "
                        "'title' in e for e in d))",
                        toCslJson(sources)),
                 QString("%1 True").arg(sources.size()));
        const QString bib = python(
            "import sys, bibtexparser; db = bibtexparser.loads(sys.stdin.read()); "
            "print(len(db.entries), sorted(e['ID'] for e in db.entries)[0], "
            "db.entries_dict['klamroth-1911']['journal'])",
            toBibTeX(sources));
        // Titles keep their case-protecting braces (no style may recase them).
        QCOMPARE(bib, QString("%1 klamroth-1911 {Archiv für Anthropologie}").arg(sources.size()));
    }
};

QTEST_GUILESS_MAIN(TestArchive)
#include "tst_archive.moc"
