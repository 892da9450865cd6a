// Pictures and game sheets of records (Exporter, BoardPainter, GameSheet)
// on a real archive: a PNG is the size asked for, not blank, and differs
// between two positions, for every game (En Gehé's long rows folded); a
// PDF's text, extracted by pdftotext, holds the moves, comments, glyphs,
// place and teams; an unwritable path gives a clear error and leaves no
// file, not even a temporary one; bad requests are refused, never a crash.
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "archive/analysis_store.h"
#include "archive/database.h"
#include "archive/record_store.h"
#include "archive/record_text.h"
#include "archive_service.h"
#include "bench/record_generator.h"
#include "board_view.h"
#include "engine/game_state.h"
#include "exporter.h"

using enkang::archive::Database;
using enkang::archive::GameRecord;
using enkang::archive::RecordStore;
using enkang::ui::ArchiveService;
using enkang::ui::Exporter;

namespace {

// An En Gehé game with teams, comments, a glyph and a variation.
const char* const kRecord = R"([Game "en-gehe"]
[Options "columns=44"]
[Date "2026.11.29"]
[Place "Engaruka"]
[Event "Dry-season gathering"]
[Observer "Naserian Sakuda"]
[South "Ilmolelian"]
[SouthMembers "Saitoti, Lemayian"]
[North "Ilaiser"]
[NorthMembers "Koonyo, Lengai"]
[Notes "Played under the big acacia"]

1. a10! {[%handler Saitoti] a long relay} 2. b3 (2. b7?! {the team argued for this}) 3. a2 {quiet
move} *
)";

// Pixels that are not the white ground.
int inked(const QImage& image) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) n += image.pixel(x, y) != qRgb(255, 255, 255);
    return n;
}

}  // namespace

class TestExporter : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    ArchiveService* archive_ = nullptr;
    qint64 id_ = 0;

    qint64 add(const GameRecord& r) {
        qint64 id = 0;
        archive_->run(
            [&](Database& db) {
                id = RecordStore(db).add(r);
                return QVariant();
            },
            nullptr);
        archive_->waitForIdle();
        return id;
    }

    // Makes a request and waits for its answer: the path saved, or the error.
    template <class Request>
    static QString outcome(Exporter& e, bool& ok, Request request) {
        QSignalSpy finished(&e, &Exporter::finished), done(&e, &Exporter::done);
        request();
        if (finished.isEmpty() && !finished.wait(20000)) return "timeout";
        ok = !done.isEmpty();
        return ok ? done.first().first().toString() : e.message();
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        archive_ = new ArchiveService(dir_.filePath("records.sqlite"), this);
        ArchiveService::setInstance(archive_);
        QTRY_VERIFY_WITH_TIMEOUT(archive_->ready(), 20000);
        const enkang::archive::ParsedFile parsed = enkang::archive::parseRecords(kRecord);
        QVERIFY(parsed.errors.empty());
        id_ = add(parsed.games.at(0));
        QVERIFY(id_ > 0);
    }

    void cleanupTestCase() { delete archive_; }

    void pngIsTheSizeAskedForAndShowsThePosition_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QVariantMap>("options");
        QTest::newRow("two-phase 4x8") << "kimasai-mackay" << QVariantMap();
        QTest::newRow("four-row 4x12") << "kimasai-klamroth" << QVariantMap();
        QTest::newRow("En Gehé 2x50") << "en-gehe" << QVariantMap{{"columns", "50"}};
    }

    void pngIsTheSizeAskedForAndShowsThePosition() {
        QFETCH(QString, game);
        QFETCH(QVariantMap, options);
        Exporter e;
        enkang::Options o = enkang::Options::defaults(enkang::GameId::KimasaiMackay);
        QVERIFY(enkang::ui::optionsFrom(game, options, o));
        enkang::GameState g(o);
        const QString first = QString::fromStdString(g.rules().geometry().name(g.legalMoves()[0]));
        const QString start = dir_.filePath(game + "-start.png");
        const QString after = dir_.filePath(game + "-after.png");
        bool ok = false;
        QCOMPARE(outcome(e, ok,
                         [&] {
                             e.saveMovesPng(game, options, {first}, 0, QUrl::fromLocalFile(start),
                                            640, 400);
                         }),
                 start);
        QCOMPARE(outcome(e, ok,
                         [&] {
                             e.saveMovesPng(game, options, {first}, 1, QUrl::fromLocalFile(after),
                                            640, 400);
                         }),
                 after);
        QVERIFY(ok);
        const QImage a(start), b(after);
        QCOMPARE(a.size(), QSize(640, 400));
        QCOMPARE(b.size(), QSize(640, 400));
        QVERIFY2(inked(a) > 640 * 400 / 10, "the board is drawn");
        QVERIFY(a != b);
        // Height 0: the board's own shape.
        const QString natural = dir_.filePath(game + "-natural.png");
        QCOMPARE(outcome(e, ok,
                         [&] {
                             e.saveMovesPng(game, options, {}, 0, QUrl::fromLocalFile(natural), 800,
                                            0);
                         }),
                 natural);
        const QImage n(natural);
        QCOMPARE(n.width(), 800);
        QVERIFY(n.height() > 100 && n.height() <= 800);
    }

    void pngOfASavedRecord() {
        Exporter e;
        bool ok = false;
        const QString path = dir_.filePath("record.png");
        QCOMPARE(
            outcome(e, ok, [&] { e.savePositionPng(id_, 3, QUrl::fromLocalFile(path), 900, 600); }),
            path);
        QCOMPARE(QImage(path).size(), QSize(900, 600));
        QVERIFY(outcome(e, ok, [&] {
                    e.savePositionPng(id_, 9, QUrl::fromLocalFile(dir_.filePath("none.png")));
                }).contains("no move 9"));
        QVERIFY(!ok);
        QVERIFY(!QFile::exists(dir_.filePath("none.png")));
        QVERIFY(outcome(e, ok, [&] {
                    e.savePositionPng(987654, 0, QUrl::fromLocalFile(dir_.filePath("none.png")));
                }).contains("could not be loaded"));
        QVERIFY(outcome(e, ok, [&] {
                    e.saveMovesPng("chess", {}, {}, 0,
                                   QUrl::fromLocalFile(dir_.filePath("none.png")));
                }).contains("not known"));
        QVERIFY(outcome(e, ok, [&] {
                    e.saveMovesPng("en-gehe", {}, {}, 0,
                                   QUrl::fromLocalFile(dir_.filePath("none.png")), 3);
                }).contains("pixels"));
        QVERIFY(!QFile::exists(dir_.filePath("none.png")));
    }

    void pdfTextHoldsTheMovesCommentsPlaceAndTeams() {
        if (QStandardPaths::findExecutable("pdftotext").isEmpty())
            QSKIP("pdftotext (poppler-utils, scripts/install-deps.sh) is not installed");
        Exporter e;
        bool ok = false;
        const QString path = dir_.filePath("sheet.pdf");
        QCOMPARE(outcome(e, ok,
                         [&] {
                             e.saveRecordPdf(id_, QUrl::fromLocalFile(path), {0, 2, 3});
                         }),
                 path);
        QVERIFY(ok);
        QProcess p;
        p.start("pdftotext", {"-layout", path, "-"});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 0);
        const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
        for (const char* expected :
             {"En Gehé", "Engaruka", "Dry-season gathering", "Naserian Sakuda", "Ilmolelian",
              "Saitoti, Lemayian", "Ilaiser", "Koonyo, Lengai", "Played under the big acacia",
              "1. a10!", "a long relay", "2. b3", "3. a2", "quiet move", "2. b7?!",
              "the team argued for this", "The position after move 2", "columns=44"})
            QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    }

    void pdfOfAnAnalysedRecordShowsTheEnginesMarks() {
        if (QStandardPaths::findExecutable("pdftotext").isEmpty()) QSKIP("no pdftotext");
        const GameRecord r = enkang::bench::generatedRecord(3, 1);
        const qint64 id = add(r);
        const enkang::archive::RecordAnalysis analysis = enkang::archive::analyseRecord(r, 2);
        archive_->run(
            [&](Database& db) {
                enkang::archive::AnalysisStore(db).save(id, analysis);
                return QVariant();
            },
            nullptr);
        archive_->waitForIdle();
        Exporter e;
        bool ok = false;
        const QString path = dir_.filePath("analysed.pdf");
        QCOMPARE(outcome(e, ok, [&] { e.saveRecordPdf(id, QUrl::fromLocalFile(path)); }), path);
        QProcess p;
        p.start("pdftotext", {path, "-"});
        QVERIFY(p.waitForFinished(20000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
        QVERIFY(text.contains("South, by the engine (level 2)"));
        QVERIFY(text.contains(QString("blunders %1,").arg(analysis.count(0, "blunder"))));
        int marked = 0;
        for (const auto& v : analysis.moves) marked += !v.mark.empty();
        QCOMPARE(int(text.count("The engine calls this")), marked);
    }

    void aLongRecordTakesSeveralPages() {
        GameRecord r;
        r.setTag("Game", "kimasai-klamroth");
        enkang::GameState g(enkang::Options::defaults(enkang::GameId::KimasaiKlamroth));
        for (int i = 0; i < 120 && !g.position().over(); ++i) {
            const enkang::Move m = g.legalMoves()[i % g.legalMoves().size];
            enkang::archive::RecordMove move;
            move.pit = g.rules().geometry().name(m);
            move.comment = "comment number " + std::to_string(i + 1);
            r.moves.push_back(move);
            g.play(m);
        }
        const qint64 id = add(r);
        Exporter e;
        bool ok = false;
        const QString path = dir_.filePath("long.pdf");
        QCOMPARE(outcome(e, ok,
                         [&] {
                             e.saveRecordPdf(id, QUrl::fromLocalFile(path), {10, 20, 30});
                         }),
                 path);
        if (QStandardPaths::findExecutable("pdftotext").isEmpty()) QSKIP("no pdftotext");
        QProcess p;
        p.start("pdftotext", {path, "-"});
        QVERIFY(p.waitForFinished(20000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY(text.count('\f') >= 3);  // pages
        QVERIFY(text.contains("Page 3"));
        QVERIFY(text.contains(QString("comment number %1").arg(r.moves.size())));
    }

    void anUnwritablePathGivesAnErrorAndLeavesNoFile_data() {
        QTest::addColumn<QString>("path");
        QTest::newRow("no such folder") << dir_.filePath("missing/sheet.pdf");
        QTest::newRow("under a file") << dir_.filePath("records.sqlite/sheet.pdf");
    }

    void anUnwritablePathGivesAnErrorAndLeavesNoFile() {
        QFETCH(QString, path);
        const QStringList before = QDir(dir_.path()).entryList(QDir::Files);
        Exporter e;
        bool ok = true;
        const QString error =
            outcome(e, ok, [&] { e.saveRecordPdf(id_, QUrl::fromLocalFile(path)); });
        QVERIFY(!ok);
        QVERIFY2(error.contains(path) && error.contains("cannot be written"), qPrintable(error));
        QCOMPARE(e.message(), error);
        QVERIFY(!QFile::exists(path));
        QVERIFY(outcome(e, ok, [&] {
                    e.savePositionPng(id_, 1, QUrl::fromLocalFile(path + ".png"));
                }).contains("cannot be written"));
        QCOMPARE(QDir(dir_.path()).entryList(QDir::Files), before);
        QVERIFY(outcome(e, ok, [&] { e.saveRecordPdf(id_, QUrl()); }).contains("Choose a file"));
        QVERIFY(!e.busy());
    }
};

QTEST_MAIN(TestExporter)
#include "tst_exporter.moc"
