// Batch analysis of a search's records (BatchAnalysis) on a real archive of
// a few hundred generated records: it runs off the GUI thread with
// progress, can be cancelled midway leaving no analysis of the record in
// hand (every analysis stored is whole), resumes by skipping what is
// stored, and "records with a blunder by South" (RecordsController.mark,
// markBy) finds exactly the records whose stored analysis has one, as a
// plain scan finds them; the viewer's RecordEvaluations reads one back.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <set>

#include "archive/analysis_store.h"
#include "archive/database.h"
#include "archive/record_line.h"
#include "archive/record_store.h"
#include "archive_jobs.h"
#include "archive_service.h"
#include "batch_analysis.h"
#include "bench/record_generator.h"
#include "record_evaluations.h"
#include "records_controller.h"

using namespace enkang::archive;
using enkang::ui::ArchiveService;
using enkang::ui::BatchAnalysis;
using enkang::ui::RecordEvaluations;
using enkang::ui::RecordListModel;
using enkang::ui::RecordsController;

namespace {
constexpr int kRecords = 300;
}

class TestBatchAnalysis : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    ArchiveService* archive_ = nullptr;

    template <class Work>
    void onArchive(Work work) {
        runOnArchive(*archive_, work);
    }

    // Every stored analysis, by record.
    std::map<qint64, RecordAnalysis> stored() {
        std::map<qint64, RecordAnalysis> out;
        onArchive([&](Database& db) {
            for (const qint64 id : RecordStore(db).allIds())
                if (auto a = AnalysisStore(db).load(id)) out[id] = *a;
        });
        return out;
    }

    // Each stored analysis judges every move the engine follows in its record.
    void verifyWhole(const std::map<qint64, RecordAnalysis>& analyses) {
        onArchive([&](Database& db) {
            for (const auto& [id, a] : analyses) {
                const GameRecord r = *RecordStore(db).load(id);
                QCOMPARE(a.moves.size(), followRecord(r).moves.size());
                QCOMPARE(a.key, analysisKey(r));
            }
        });
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        archive_ = new ArchiveService(dir_.filePath("records.sqlite"), this);
        ArchiveService::setInstance(archive_);
        QTRY_VERIFY_WITH_TIMEOUT(archive_->ready(), 20000);
        onArchive([](Database& db) {
            db.transaction([&] {
                for (int i = 0; i < kRecords; ++i)
                    RecordStore(db).add(enkang::bench::generatedRecord(5, std::uint64_t(i)));
                return true;
            });
        });
    }

    void cleanupTestCase() { delete archive_; }

    void cancelledMidwayLeavesOnlyWholeAnalyses() {
        BatchAnalysis batch;
        QSignalSpy finished(&batch, &BatchAnalysis::finished);
        connect(&batch, &BatchAnalysis::progressChanged, &batch, [&] {
            if (batch.doneCount() >= 40) batch.cancel();
        });
        QVERIFY(batch.analyse({}));
        QVERIFY(batch.running());
        QVERIFY(!batch.analyse({}));  // one at a time
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!batch.running());
        QCOMPARE(batch.total(), kRecords);
        QVERIFY(batch.doneCount() >= 40 && batch.doneCount() < kRecords);
        const auto analyses = stored();
        QCOMPARE(int(analyses.size()), batch.analysed());
        verifyWhole(analyses);
        // The first records in id order, none after a gap.
        qint64 expected = 1;
        for (const auto& [id, a] : analyses) QCOMPARE(id, expected++);
        QVERIFY(batch.summary().contains("Cancelled"));
    }

    void resumesAndSearchFindsTheBlundersByASide() {
        const int before = int(stored().size());
        BatchAnalysis batch;
        QSignalSpy finished(&batch, &BatchAnalysis::finished);
        QSignalSpy progress(&batch, &BatchAnalysis::progressChanged);
        // The GUI thread keeps turning while the batch runs: a 10 ms timer
        // ticks all along. (Its longest gap is printed, not asserted: a
        // loaded CI machine can delay any thread; frame times are measured
        // by bench/records_frame_times.)
        QElapsedTimer clock;
        qint64 last = 0, worst = 0;
        int ticks = 0;
        QTimer tick;
        tick.setInterval(10);
        connect(&tick, &QTimer::timeout, &tick, [&] {
            worst = std::max(worst, clock.elapsed() - last);
            last = clock.elapsed();
            ++ticks;
        });
        clock.start();
        tick.start();
        QVERIFY(batch.analyse({}));
        QVERIFY(finished.wait(120000));
        tick.stop();
        const qint64 took = clock.elapsed();
        qInfo("batch of %lld ms: %d timer ticks, the longest gap %lld ms", took, ticks, worst);
        // A batch run on the GUI thread would let no tick through until it ended.
        QVERIFY2(ticks >= took / 100,
                 qPrintable(QString("only %1 ticks in %2 ms").arg(ticks).arg(took)));
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(progress.count() > 10);
        QCOMPARE(batch.doneCount(), kRecords);
        QCOMPARE(batch.analysed(), kRecords - before);  // the stored ones were skipped
        const auto analyses = stored();
        QCOMPARE(int(analyses.size()), kRecords);
        verifyWhole(analyses);

        for (const QString side : {"south", "north"}) {
            std::set<qint64> scan;
            for (const auto& [id, a] : analyses)
                for (const MoveVerdict& v : a.moves)
                    if (v.mark == "blunder" && v.side == (side == "south" ? 0 : 1)) scan.insert(id);
            QVERIFY(!scan.empty() && int(scan.size()) < kRecords);
            RecordsController search;
            search.setDebounceMs(0);
            search.setMark("blunder");
            search.setMarkBy(side);
            search.refresh();
            QTRY_VERIFY_WITH_TIMEOUT(!search.busy(), 20000);
            QTRY_COMPARE_WITH_TIMEOUT(search.count(), int(scan.size()), 20000);
            auto* model = search.model();
            while (model->canFetchMore({})) {  // the list comes a page at a time
                const int rows = model->rowCount();
                model->fetchMore({});
                QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > rows, 20000);
            }
            std::set<qint64> found;
            for (int row = 0; row < model->rowCount(); ++row)
                found.insert(model->data(model->index(row), RecordListModel::IdRole).toLongLong());
            QCOMPARE(found, scan);
            QCOMPARE(search.searchFilter().value("markBy").toString(), side);
        }
    }

    void analysingASearchAnalysesOnlyItsRecords() {
        onArchive([](Database& db) { db.exec("DELETE FROM record_analysis"); });
        RecordFilter f;
        f.game = "en-gehe";
        f.limit = kRecords;
        std::set<qint64> expected;
        onArchive([&](Database& db) {
            for (const RecordSummary& s : RecordStore(db).search(f)) expected.insert(s.id);
        });
        QVERIFY(!expected.empty());
        BatchAnalysis batch;
        batch.setLevel(1);
        QSignalSpy finished(&batch, &BatchAnalysis::finished);
        QVERIFY(batch.analyse({{"game", "en-gehe"}}));
        QVERIFY(finished.wait(60000));
        std::set<qint64> got;
        for (const auto& [id, a] : stored()) {
            got.insert(id);
            QCOMPARE(a.level, 1);
        }
        QCOMPARE(got, expected);
    }

    void theViewerReadsARecordsEvaluations() {
        const auto analyses = stored();
        QVERIFY(!analyses.empty());
        const auto& [id, a] = *analyses.begin();
        RecordEvaluations evaluations;
        QSignalSpy changed(&evaluations, &RecordEvaluations::changed);
        evaluations.setRecordId(id);
        QTRY_VERIFY_WITH_TIMEOUT(!evaluations.loading() && evaluations.analysed(), 20000);
        const QVariantList moves = evaluations.moves();
        QCOMPARE(moves.size(), qsizetype(a.moves.size()));
        for (qsizetype i = 0; i < moves.size(); ++i) {
            const QVariantMap m = moves[i].toMap();
            const MoveVerdict& v = a.moves[std::size_t(i)];
            QCOMPARE(m["best"].toString().toStdString(), v.best);
            QCOMPARE(m["mark"].toString().toStdString(), v.mark);
            QCOMPARE(m["south"].toInt(), v.side == 0 ? v.after : -v.after);
            const QString glyph = m["glyph"].toString();
            QCOMPARE(glyph.isEmpty(), v.mark.empty());
            if (v.mark == "blunder") QCOMPARE(glyph, QString("??"));
        }
        // Analysed again from the viewer: the evaluations follow by themselves.
        onArchive([id = id](Database& db) { AnalysisStore(db).remove(id); });
        BatchAnalysis batch;
        batch.setLevel(3);
        QSignalSpy finished(&batch, &BatchAnalysis::finished);
        QVERIFY(batch.analyseRecords({id}));
        QVERIFY(finished.wait(60000));
        QCOMPARE(batch.analysed(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(evaluations.level(), 3, 20000);
        QCOMPARE(evaluations.moves().size(), qsizetype(a.moves.size()));
        evaluations.setRecordId(999999);
        QTRY_VERIFY_WITH_TIMEOUT(!evaluations.loading(), 20000);
        QVERIFY(!evaluations.analysed());
        QVERIFY(evaluations.moves().isEmpty());
    }
};

QTEST_MAIN(TestBatchAnalysis)
#include "tst_batch_analysis.moc"
