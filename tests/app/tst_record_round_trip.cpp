// A record's whole journey through the app's own parts, as a field worker and
// a colleague make it: a 20-move En Gehé game with teams recorded by taps
// (FieldRecording) with two comments added while recording, exported
// (RecordExporter), imported on "another device" (a second archive, through
// RecordImporter) and exported there again: the two files are the same bytes,
// and the second archive holds the teams, the members and the comments.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "archive/database.h"
#include "archive/record_store.h"
#include "archive_service.h"
#include "field_recording.h"
#include "record_exporter.h"
#include "record_importer.h"

using enkang::archive::Database;
using enkang::archive::RecordStore;
using enkang::ui::ArchiveService;
using enkang::ui::FieldRecording;
using enkang::ui::RecordExporter;
using enkang::ui::RecordImporter;

namespace {

QByteArray contents(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestRecordRoundTrip : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    // Makes `path` the app's archive (as main does) and waits for it to open.
    std::unique_ptr<ArchiveService> openArchive(const QString& name) {
        auto archive = std::make_unique<ArchiveService>(dir_.filePath(name));
        ArchiveService::setInstance(archive.get());
        [&] { QTRY_VERIFY_WITH_TIMEOUT(archive->ready(), 20000); }();
        return archive;
    }

    void exportAll(const QString& path) {
        RecordExporter exporter;
        QSignalSpy done(&exporter, &RecordExporter::finished);
        exporter.exportAll(QUrl::fromLocalFile(path));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(exporter.summary()));
    }

  private slots:
    void recordExportImportExport() {
        const QString first = dir_.filePath("field.enkang");
        const QString second = dir_.filePath("colleague.enkang");
        qint64 recordId = 0;
        {
            auto phone = openArchive("phone.sqlite");
            FieldRecording rec;
            QVERIFY(rec.prepare("en-gehe", {{"columns", 40}}).isEmpty());
            QVERIFY(rec.start({{"Date", "2026.12.01"},
                               {"Place", "Engaruka"},
                               {"Observer", "Naserian"},
                               {"South", "Ilmolelian"},
                               {"SouthMembers", "Saitoti, Lemayian"},
                               {"North", "Ilaiser"},
                               {"NorthMembers", "Koonyo, Lengai"}}));
            // Twenty legal moves, tapped: each time the first legal pit of the side to move.
            for (int n = 0; n < 20; ++n) {
                int pit = -1;
                for (int i = 0; i < 80 && pit < 0; ++i)
                    if (rec.whyNot(i).isEmpty()) pit = i;
                QVERIFY2(pit >= 0, "no legal move left");
                QVERIFY(rec.tap(pit));
                if (n == 4) QVERIFY(rec.setComment(-1, "the first long relay"));
                if (n == 12) {
                    QVERIFY(rec.setComment(-1, "North's team argued before this move"));
                    QVERIFY(rec.setGlyph(-1, "?!"));
                }
            }
            QTRY_COMPARE_WITH_TIMEOUT(rec.saveState(), int(FieldRecording::Saved), 20000);
            recordId = rec.recordId();
            QVERIFY(rec.finish());
            exportAll(first);
            phone->waitForIdle();
        }
        const QByteArray exported = contents(first);
        QVERIFY2(exported.contains("the first long relay}"), exported.constData());
        QVERIFY(exported.contains("?!"));
        QVERIFY(exported.contains("[SouthMembers \"Saitoti, Lemayian\"]"));
        {
            auto other = openArchive("other-device.sqlite");
            RecordImporter importer;
            QSignalSpy done(&importer, &RecordImporter::finished);
            importer.importFiles({QUrl::fromLocalFile(first)});
            QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
            QCOMPARE(importer.importedCount(), 1);
            QVERIFY(importer.problems().isEmpty());
            exportAll(second);
            other->waitForIdle();
        }
        ArchiveService::setInstance(nullptr);
        QCOMPARE(contents(second), exported);
        // The other device's archive holds the game as recorded.
        Database db;
        QVERIFY(db.open(dir_.filePath("other-device.sqlite")));
        const auto ids = RecordStore(db).allIds();
        QCOMPARE(ids.size(), 1);
        const auto r = RecordStore(db).load(ids.first());
        QVERIFY(r.has_value());
        QCOMPARE(r->moves.size(), std::size_t(20));
        QCOMPARE(r->moves[4].comment, std::string("the first long relay"));
        QCOMPARE(r->moves[12].glyph, std::string("?!"));
        QCOMPARE(r->tag("North"), std::string("Ilaiser"));
        QVERIFY(recordId > 0);
    }
};

QTEST_MAIN(TestRecordRoundTrip)
#include "tst_record_round_trip.moc"
