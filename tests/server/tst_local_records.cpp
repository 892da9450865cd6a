// Sync's batch reading of local records gives exactly what RecordStore::load
// gives: tags, comments, glyphs, handlers, times and nested variations.
#include <QTemporaryDir>
#include <QtTest>

#include "archive/record_store.h"
#include "archive/shared/local_records.h"
#include "archive/shared/record_fields.h"

using namespace enkang::archive;

class TestLocalRecords : public QObject {
    Q_OBJECT

    static RecordMove move(const char* pit, const char* comment = "") {
        RecordMove m;
        m.pit = pit;
        m.comment = comment;
        return m;
    }

  private slots:
    void batchReadEqualsLoad() {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath("a.sqlite")));
        RecordStore store(db);
        QList<qint64> ids;
        for (int i = 0; i < 5; ++i) {
            GameRecord r;
            r.setTag("Game", "kimasai-mackay");
            r.setTag("Place", "Šaľa " + std::to_string(i));
            r.comment = "record " + std::to_string(i);
            r.result = i % 2 ? "1-0" : "*";
            RecordMove a = move("b3", "first");
            a.glyph = "!?";
            a.handler = "Naserian";
            a.time = "14:03:22";
            RecordMove b = move("b4");
            b.irregular = true;
            RecordMove deep = move("a1", "deep");
            deep.variations.push_back({move("a2"), move("a3", "deeper")});
            b.variations.push_back({deep, move("b5")});
            b.variations.push_back({move("b6")});
            r.moves = {a, b, move("c1")};
            if (i == 3) r.moves.clear();
            ids << store.add(r);
        }
        ids << 999;  // not there: left out
        const auto batch = loadLocalRecords(db, ids);
        QVERIFY(batch);
        QCOMPARE(int(batch->size()), 5);
        for (const auto& [id, record] : *batch) {
            const auto one = store.load(id);
            QVERIFY(one);
            QVERIFY(record == *one);
            QCOMPARE(recordHash(record), recordHash(*one));
        }
    }
};

QTEST_GUILESS_MAIN(TestLocalRecords)
#include "tst_local_records.moc"
