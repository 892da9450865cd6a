// Stored analyses (schema 5): a record's analysis saved and read back
// exactly; dropped when an edit changes the moves it judged, kept when only
// a comment changed, deleted with its record; "records with a blunder by
// South" found by search exactly as a plain scan of the stored analyses
// finds them; the migration to schema 5 from every earlier version.
#include <QTemporaryDir>
#include <QtTest>
#include <set>

#include "archive/analysis_store.h"
#include "archive/record_line.h"
#include "archive/record_store.h"
#include "bench/record_generator.h"
#include "older_schemas.h"

using namespace enkang::archive;

namespace {

constexpr int kRecords = 60;

std::set<qint64> found(Database& db, const QString& mark, const QString& side) {
    RecordFilter f;
    f.sort = "id";
    f.mark = mark;
    f.markBy = side;
    std::set<qint64> out;
    for (const RecordSummary& s : RecordStore(db).search(f)) out.insert(s.id);
    return out;
}

}  // namespace

class TestRecordAnalysis : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::vector<GameRecord> records_;
    std::vector<RecordAnalysis> analyses_;

  private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        for (int i = 0; i < kRecords; ++i) {
            records_.push_back(enkang::bench::generatedRecord(11, std::uint64_t(i)));
            analyses_.push_back(analyseRecord(records_.back(), 2));
        }
    }

    void analysesEveryMoveTheEngineFollows() {
        int marked = 0;
        for (int i = 0; i < kRecords; ++i) {
            const RecordLine line = followRecord(records_[std::size_t(i)]);
            const RecordAnalysis& a = analyses_[std::size_t(i)];
            QCOMPARE(a.moves.size(), line.moves.size());
            QCOMPARE(a.key, analysisKey(records_[std::size_t(i)]));
            for (std::size_t k = 0; k < a.moves.size(); ++k) {
                QCOMPARE(a.moves[k].ply, int(k));
                QCOMPARE(a.moves[k].played, records_[std::size_t(i)].moves[k].pit);
                QVERIFY(!a.moves[k].best.empty());
                marked += !a.moves[k].mark.empty();
            }
        }
        QVERIFY(marked > 0);  // generated games are not perfect play
    }

    void savesLoadsAndSearchesLikeAPlainScan() {
        Database db;
        QVERIFY(db.open(dir_.filePath("analysis.sqlite")));
        RecordStore records(db);
        AnalysisStore analyses(db);
        for (int i = 0; i < kRecords; ++i) {
            QCOMPARE(records.add(records_[std::size_t(i)]), qint64(i + 1));
            if (i % 3 != 2)
                QVERIFY2(analyses.save(i + 1, analyses_[std::size_t(i)]), qPrintable(db.error()));
        }
        for (int i = 0; i < kRecords; ++i) {
            const auto a = analyses.load(i + 1);
            QCOMPARE(a.has_value(), i % 3 != 2);
            if (a) QCOMPARE(*a, analyses_[std::size_t(i)]);
        }
        for (const QString mark : {"inaccuracy", "mistake", "blunder"})
            for (const QString side : {"south", "north", ""}) {
                std::set<qint64> scan;
                for (int i = 0; i < kRecords; ++i) {
                    const auto a = analyses.load(i + 1);
                    if (!a) continue;
                    for (const MoveVerdict& v : a->moves)
                        if (v.mark == mark.toStdString() &&
                            (side.isEmpty() || v.side == (side == "south" ? 0 : 1)))
                            scan.insert(i + 1);
                }
                QCOMPARE(found(db, mark, side), scan);
                if (mark == "blunder" && side == "south") QVERIFY(!scan.empty());
            }
        QVERIFY(found(db, "blunders", "").empty());  // unknown words find nothing
        QVERIFY(found(db, "blunder", "east").empty());
    }

    void editsThatChangeTheMovesDropTheAnalysis() {
        Database db;
        QVERIFY(db.open(dir_.filePath("edits.sqlite")));
        RecordStore records(db);
        AnalysisStore analyses(db);
        GameRecord r = records_[0];
        const qint64 id = records.add(r);
        QVERIFY(analyses.save(id, analyses_[0]));
        r.moves[0].comment = "a comment added later";
        r.setTag("Place", "Engaruka");
        QVERIFY(records.replace(id, r));
        QVERIFY(analyses.load(id).has_value());  // the moves it judged are the same
        r.moves.pop_back();
        QVERIFY(records.replace(id, r));
        QVERIFY(!analyses.load(id).has_value());
        QVERIFY(analyses.save(id, analyseRecord(r, 2)));
        QVERIFY(records.remove(id));
        QVERIFY(!analyses.load(id).has_value());
        QVERIFY(analyses.dropIfStale(id, r));
    }

    void migratesToSchema5FromEveryEarlierVersion_data() {
        QTest::addColumn<int>("version");
        for (int v = 1; v < Database::kSchemaVersion; ++v)
            QTest::newRow(qPrintable(QString("v%1").arg(v))) << v;
    }

    void migratesToSchema5FromEveryEarlierVersion() {
        QFETCH(int, version);
        const QString p = dir_.filePath(QString("old-v%1.sqlite").arg(version));
        {
            Database db;
            QVERIFY(db.open(p));
            for (int i = 0; i < 10; ++i) QVERIFY(RecordStore(db).add(records_[std::size_t(i)]));
        }
        enkang::archive::testing::downgrade(p, Database::kSchemaVersion, version);
        Database db;
        QVERIFY2(db.open(p), qPrintable(db.error()));
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        QVERIFY(QFile::exists(p + QString(".backup-v%1").arg(version)));
        AnalysisStore analyses(db);
        QVERIFY(found(db, "blunder", "").empty());
        std::set<qint64> scan;
        for (int i = 0; i < 10; ++i) {
            QVERIFY2(analyses.save(i + 1, analyses_[std::size_t(i)]), qPrintable(db.error()));
            if (analyses_[std::size_t(i)].count(0, "blunder") > 0) scan.insert(i + 1);
            QCOMPARE(*analyses.load(i + 1), analyses_[std::size_t(i)]);
        }
        QCOMPARE(found(db, "blunder", "south"), scan);
    }
};

QTEST_GUILESS_MAIN(TestRecordAnalysis)
#include "tst_record_analysis.moc"
