// Nothing acknowledged is lost: a child writing records is killed with
// SIGKILL at random moments, many times; afterwards the database passes
// integrity_check and every record the child reported as saved is intact.
#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include "archive/record_store.h"
#include "archive/record_text.h"

using namespace enkang::archive;

class TestKill : public QObject {
    Q_OBJECT
  private slots:
    void killedWritersLoseNothingAcknowledged() {
        QTemporaryDir dir;
        const QString path = dir.filePath("field.sqlite");
        QMap<qint64, QByteArray> acknowledged;
        QRandomGenerator random(20261129);
        const int rounds = 40;
        for (int round = 0; round < rounds; ++round) {
            QProcess writer;
            writer.start(QStringLiteral(KILL_WRITER), {path, QString::number(round)});
            QVERIFY(writer.waitForStarted());
            QTest::qWait(int(random.bounded(50, 600)));  // room for a sanitizer build to open
            writer.kill();                               // SIGKILL
            writer.waitForFinished();
            const QList<QByteArray> lines = writer.readAllStandardOutput().split('\n');
            for (const QByteArray& line : lines) {
                const QList<QByteArray> parts = line.split(' ');
                if (parts.size() == 2 && parts[1].size() == 32)
                    acknowledged[parts[0].toLongLong()] = parts[1];
            }
        }
        QVERIFY2(acknowledged.size() > rounds,
                 "the writers acknowledged too little to test anything");
        Database db;
        QVERIFY2(db.open(path), qPrintable(db.error()));
        QSqlQuery q(db.sql());
        QVERIFY(q.exec("PRAGMA integrity_check") && q.next());
        QCOMPARE(q.value(0).toString(), QString("ok"));
        RecordStore store(db);
        for (auto it = acknowledged.begin(); it != acknowledged.end(); ++it) {
            const auto r = store.load(it.key());
            QVERIFY2(r.has_value(),
                     qPrintable(QString("acknowledged record %1 is missing").arg(it.key())));
            const QByteArray sum =
                QCryptographicHash::hash(QByteArray::fromStdString(writeRecord(*r)),
                                         QCryptographicHash::Md5)
                    .toHex();
            QCOMPARE(sum, it.value());
        }
        qInfo("%d rounds, %d acknowledged records, all intact", rounds, int(acknowledged.size()));
    }
};

QTEST_GUILESS_MAIN(TestKill)
#include "tst_kill.moc"
