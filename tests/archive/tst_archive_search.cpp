// Search at scale (issue 15): the FTS5 index finds exactly what a plain scan
// of the folded text finds, over a few thousand generated records; case and
// accents are folded (ŠAĽA and sala find Šaľa); pages joined are the whole
// result; imports index their records as the trigger would; the migration
// to schema 4 works from every earlier version and keeps a backup; opening
// checks every page only after an unclean shutdown.
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>
#include <set>

#include "archive/record_import.h"
#include "archive/record_store.h"
#include "archive/record_text.h"
#include "archive/text_fold.h"
#include "bench/record_generator.h"
#include "older_schemas.h"

using namespace enkang::archive;

namespace {

constexpr int kRecords = 3000;

// The words of folded text, as the FTS5 tokenizer splits them.
QStringList wordsOf(const QString& text) {
    QStringList out;
    QString word;
    for (const QChar c : foldForSearch(text) + ' ') {
        if (c.isLetterOrNumber()) {
            word += c;
        } else if (!word.isEmpty()) {
            out << word;
            word.clear();
        }
    }
    return out;
}

// The plain scan: every word of the query begins some word of the text.
bool scanMatches(const QString& text, const QString& query) {
    const QStringList words = wordsOf(text);
    for (const QString& q : wordsOf(query)) {
        bool found = false;
        for (const QString& w : words) found = found || w.startsWith(q);
        if (!found) return false;
    }
    return true;
}

void writeFile(const QString& path, const std::string& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.data(), qint64(text.size()));
}

// The trigger that indexes a new record, as the archive's schema holds it.
QString addTriggerOf(Database& db) {
    QSqlQuery q(db.sql());
    if (!q.exec("SELECT sql FROM sqlite_schema WHERE name = 'records_search_add'") || !q.next())
        return {};
    return q.value(0).toString();
}

QString textOf(const GameRecord& r) {
    QString out = QString::fromStdString(r.comment);
    for (const auto& tag : r.tags) out += ' ' + QString::fromStdString(tag.second);
    for (const RecordMove& m : r.moves) out += ' ' + QString::fromStdString(m.comment);
    return out;
}

}  // namespace

class TestArchiveSearch : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    Database db_;
    std::vector<GameRecord> records_;
    QString path(const QString& name) { return dir_.filePath(name); }

    std::set<qint64> found(const RecordFilter& base) {
        RecordFilter f = base;
        f.limit = kRecords + 1;
        f.sort = "id";
        std::set<qint64> out;
        for (const RecordSummary& s : RecordStore(db_).search(f)) out.insert(s.id);
        return out;
    }

  private slots:
    // The first half imported from a file (indexed in one statement at the
    // import's end), the rest added one by one (indexed by the trigger).
    void initTestCase() {
        QVERIFY(db_.open(path("search.sqlite")));
        for (int i = 0; i < kRecords; ++i)
            records_.push_back(enkang::bench::generatedRecord(7, std::uint64_t(i)));
        const std::vector<GameRecord> half(records_.begin(), records_.begin() + kRecords / 2);
        writeFile(path("half.txt"), writeRecords(half));
        const ImportReport report = importRecords(db_, {path("half.txt")}, ImportOptions{});
        QVERIFY2(report.problems.empty() && report.fault == Fault::None, qPrintable(report.error));
        QCOMPARE(report.imported.size(), kRecords / 2);
        RecordStore store(db_);
        QVERIFY(db_.transaction([&] {
            for (int i = kRecords / 2; i < kRecords; ++i)
                if (store.add(records_[std::size_t(i)]) != i + 1) return false;
            return true;
        }));
        QVERIFY(db_.exec("INSERT INTO records_search (records_search) VALUES ('integrity-check')"));
    }

    void fullTextSearchEqualsAPlainFoldedScan_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("query");
        for (const char* q : {"acacia", "ELDERS argued", "rain", "game 12", "relay", "séason",
                              "nothing-like-this", "Mto wa", "1989", "ol"})
            QTest::newRow(q) << "text" << q;
        for (const char* q : {"ŠAĽA", "sala", "sao tome", "MBU", "o", "e"})
            QTest::newRow(q) << "place" << q;
        for (const char* q : {"lemayan", "NASERIAN & ole", "saning o"})
            QTest::newRow(q) << "player" << q;
        for (const char* q : {"simkova", "ngʼida", "klam"}) QTest::newRow(q) << "observer" << q;
    }

    void fullTextSearchEqualsAPlainFoldedScan() {
        QFETCH(QString, field);
        QFETCH(QString, query);
        RecordFilter f;
        std::set<qint64> expected;
        for (int i = 0; i < kRecords; ++i) {
            const GameRecord& r = records_[std::size_t(i)];
            auto tag = [&](const char* name) { return QString::fromStdString(r.tag(name)); };
            const QString text = field == "text"       ? textOf(r)
                                 : field == "place"    ? tag("Place")
                                 : field == "observer" ? tag("Observer")
                                                       : tag("South") + " | " + tag("North");
            if (scanMatches(text, query)) expected.insert(i + 1);
        }
        (field == "text"       ? f.text
         : field == "place"    ? f.place
         : field == "observer" ? f.observer
                               : f.player) = query;
        QCOMPARE(found(f), expected);
        QCOMPARE(RecordStore(db_).count(f), int(expected.size()));
    }

    void accentsAndCaseAreFolded() {
        RecordFilter upper, plain;
        upper.place = "ŠAĽA";
        plain.place = "sala";
        const std::set<qint64> a = found(upper), b = found(plain);
        QVERIFY(!a.empty());
        QCOMPARE(a, b);
        for (qint64 id : a)
            QCOMPARE(records_[std::size_t(id - 1)].tag("Place"), std::string("Šaľa"));
    }

    void combinedFiltersAndDateRanges() {
        RecordFilter f;
        f.game = "en-gehe";
        f.place = "sala";
        f.dateFrom = "1990.01.01";
        f.dateTo = "1999.12.31";
        std::set<qint64> expected;
        for (int i = 0; i < kRecords; ++i) {
            const GameRecord& r = records_[std::size_t(i)];
            const std::string date = r.tag("Date");
            if (r.tag("Game") == "en-gehe" && r.tag("Place") == "Šaľa" && date >= "1990.01.01" &&
                date <= "1999.12.31")
                expected.insert(i + 1);
        }
        QVERIFY(!expected.empty());
        QCOMPARE(found(f), expected);
    }

    void pagesJoinedAreTheWholeResult_data() {
        QTest::addColumn<QString>("sort");
        for (const char* s : {"date", "place", "game", "id"}) QTest::newRow(s) << s;
    }

    void pagesJoinedAreTheWholeResult() {
        QFETCH(QString, sort);
        RecordFilter all;
        all.sort = sort;
        all.text = "game";
        all.limit = kRecords + 1;
        const QList<RecordSummary> whole = RecordStore(db_).search(all);
        QCOMPARE(whole.size(), kRecords);
        QList<qint64> expected, paged;
        for (const RecordSummary& s : whole) expected << s.id;
        RecordFilter page = all;
        page.limit = 97;
        for (;;) {
            const QList<RecordSummary> rows = RecordStore(db_).search(page);
            if (rows.isEmpty()) break;
            for (const RecordSummary& s : rows) paged << s.id;
            page.after = rows.back().id;
        }
        QCOMPARE(paged, expected);
    }

    // An import lifts the trigger while it writes; refused, cancelled or
    // done, the archive's schema is as before and new records are indexed.
    void importsLeaveTheIndexInStep() {
        Database db;
        QVERIFY(db.open(path("imports.sqlite")));
        const QString trigger = addTriggerOf(db);
        QVERIFY(!trigger.isEmpty());
        RecordStore store(db);
        const std::vector<GameRecord> good(records_.begin(), records_.begin() + 40);
        writeFile(path("good.txt"), writeRecords(good));
        writeFile(path("bad.txt"), writeRecords(good) + "\n[Game \"chess\"]\n\n*\n");
        QVERIFY(importRecords(db, {path("good.txt"), path("bad.txt")}, {}).refusedForProblems());
        QCOMPARE(addTriggerOf(db), trigger);
        QCOMPARE(store.count(), 0);
        const std::atomic<bool> cancel{true};
        QVERIFY(importRecords(db, {path("good.txt")}, {}, {}, &cancel).cancelled);
        QCOMPARE(addTriggerOf(db), trigger);
        QCOMPARE(store.count(), 0);
        ImportOptions keep;
        keep.keepGoodGames = true;
        QCOMPARE(importRecords(db, {path("bad.txt"), path("good.txt")}, keep).imported.size(), 80);
        QCOMPARE(addTriggerOf(db), trigger);
        QVERIFY(store.add(records_[0]));
        RecordFilter f;
        f.text = "game";  // in every generated comment
        QCOMPARE(store.count(f), 81);
        QVERIFY(db.exec("INSERT INTO records_search (records_search) VALUES ('integrity-check')"));
    }

    void migratesToTheIndexesFromEveryEarlierVersion_data() {
        QTest::addColumn<int>("version");
        for (int v = 1; v < Database::kSchemaVersion; ++v)
            QTest::newRow(qPrintable(QString("v%1").arg(v))) << v;
    }

    void migratesToTheIndexesFromEveryEarlierVersion() {
        QFETCH(int, version);
        const QString p = path(QString("old-v%1.sqlite").arg(version));
        {
            Database db;
            QVERIFY(db.open(p));
            RecordStore store(db);
            for (int i = 0; i < 30; ++i) QVERIFY(store.add(records_[std::size_t(i)]));
        }
        enkang::archive::testing::downgrade(p, Database::kSchemaVersion, version);
        Database db;
        QVERIFY2(db.open(p), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        QVERIFY(QFile::exists(p + QString(".backup-v%1").arg(version)));
        RecordStore store(db);
        std::set<qint64> sala, acacia;
        for (int i = 0; i < 30; ++i) {
            const GameRecord& r = records_[std::size_t(i)];
            if (r.tag("Place") == "Šaľa") sala.insert(i + 1);
            if (scanMatches(textOf(r), "acacia")) acacia.insert(i + 1);
        }
        RecordFilter f;
        f.sort = "id";
        f.place = "ŠAĽA";
        std::set<qint64> got;
        for (const RecordSummary& s : store.search(f)) got.insert(s.id);
        QCOMPARE(got, sala);
        f.place.clear();
        f.text = "acacia";
        got.clear();
        for (const RecordSummary& s : store.search(f)) {
            got.insert(s.id);
            QCOMPARE(s.moves, int(records_[std::size_t(s.id - 1)].moves.size()));
        }
        QCOMPARE(got, acacia);
        // The triggers keep the index in step with later changes.
        QVERIFY(store.replace(*acacia.begin(), records_[40]));
        QVERIFY(store.remove(*std::next(acacia.begin())));
        QCOMPARE(store.count(f),
                 int(acacia.size()) - 2 + (scanMatches(textOf(records_[40]), "acacia") ? 1 : 0));
    }

    void openingChecksEveryPageOnlyAfterAnUncleanShutdown() {
        const QString p = path("clean.sqlite");
        {
            Database db;
            QVERIFY(db.open(p));
            QVERIFY(RecordStore(db).add(records_[0]));
        }
        Database db;
        QVERIFY(db.open(p));
        QVERIFY(!db.checkedAtOpen());
        QVERIFY(db.check());
        // A WAL left with frames in it: the last writer did not close.
        QSqlDatabase holder = QSqlDatabase::addDatabase("QSQLITE", "holder");
        holder.setDatabaseName(p);
        QVERIFY(holder.open());
        QSqlQuery q(holder);
        QVERIFY(q.exec("PRAGMA wal_autocheckpoint = 0"));
        QVERIFY(q.exec("UPDATE records SET result = '*'"));
        QVERIFY(Database::closedUncleanly(p));
        Database again;
        QVERIFY(again.open(p));
        QVERIFY(again.checkedAtOpen());
        again.close();
        holder.close();
        holder = QSqlDatabase();
        QSqlDatabase::removeDatabase("holder");
    }

    void aDamagedPageIsFoundByTheCheckOnRequest() {
        const QString p = path("damaged.sqlite");
        qint64 size = 0;
        {
            Database db;
            QVERIFY(db.open(p));
            RecordStore store(db);
            QVERIFY(db.transaction([&] {
                for (int i = 0; i < 300; ++i)
                    if (!store.add(records_[std::size_t(i)])) return false;
                return true;
            }));
            QVERIFY(db.exec("PRAGMA wal_checkpoint(TRUNCATE)"));
        }
        QFile f(p);
        QVERIFY(f.open(QIODevice::ReadWrite));
        size = f.size();
        f.seek(size - 3 * 4096);  // pages of moves near the end, not the schema
        f.write(QByteArray(4096, '\x5a'));
        f.close();
        Database db;
        QVERIFY2(db.open(p), qPrintable(db.error()));
        QVERIFY(!db.checkedAtOpen());
        QVERIFY(!db.check());
        QCOMPARE(db.fault(), Fault::Damaged);
        QVERIFY2(db.error().contains("damaged"), qPrintable(db.error()));
    }
};

QTEST_GUILESS_MAIN(TestArchiveSearch)
#include "tst_archive_search.moc"
