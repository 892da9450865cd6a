// The archive's messages in the app's language: a record file's problems,
// worded in the plain-C++ reader and checker, come out of an import in the
// language whose catalogue is installed (the engine's fixed phrases within
// them too, and the engine's own words on a record's options and set-up
// position), and in English where none is (enkang-cli).
#include <QFile>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "archive/database.h"
#include "archive/record_import.h"

using namespace enkang::archive;

class TestArchiveMessages : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    // A reserve the two-phase game does not allow; a pit of the four-row
    // game with two seeds.
    static QByteArray badOption() {
        return "[Game \"kimasai-mackay\"]\n[Options \"reserve=40\"]\n\n*\n";
    }
    static QByteArray badSetUp() {
        return "[Game \"kimasai-klamroth\"]\n[SetUp \"0,0,0/1,1,1/2,1,1/0,0,0 s\"]\n"
               "[Options \"columns=3\"]\n\n*\n";
    }

    // The problems an import of this text reports, described.
    QStringList problemsOf(const QByteArray& text) {
        const QString file = dir_.filePath("game.txt");
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) return {"not written"};
        f.close();
        Database db;
        if (!db.open(dir_.filePath("messages.sqlite"))) return {"no archive"};
        QStringList out;
        for (const ImportProblem& p : importRecords(db, {file}, ImportOptions{}).problems)
            out << p.describe().mid(file.size());  // without the file's name
        return out;
    }

  private slots:
    void englishWithoutACatalogue() {
        QCOMPARE(problemsOf("[Game \"kimasai-klamroth\"]\n[Game \"en-gehe\"]\n\n*\n"),
                 QStringList{":2:17: tag Game is given twice (game 1)"});
        QCOMPARE(problemsOf("[Game \"kimasai-klamroth\"]\n\n1. b3 *\n"),
                 QStringList{":3:4: move 1 'b3': not legal: the pit it would step into is not "
                             "empty (write ~b3 to keep it as an irregular move) (game 1)"});
        QCOMPARE(problemsOf(badOption()),
                 QStringList{":2:2: Options: option 'reserve=40': out of range 0..32 (game 1)"});
        QCOMPARE(problemsOf(badSetUp()),
                 QStringList{":2:2: SetUp: pit c1: 2 seeds is out of range 0..1 (game 1)"});
    }

    void theAppsLanguageWhereItsCatalogueIs_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("es") << "es";
        QTest::newRow("pt") << "pt";
        QTest::newRow("sk") << "sk";
    }

    void theAppsLanguageWhereItsCatalogueIs() {
        QFETCH(QString, language);
        QTranslator catalogue;
        QVERIFY(catalogue.load(QStringLiteral(QM_DIR "/enkang_%1.qm").arg(language)));
        QVERIFY(QCoreApplication::installTranslator(&catalogue));
        const QStringList twice =
            problemsOf("[Game \"kimasai-klamroth\"]\n[Game \"en-gehe\"]\n\n*\n");
        const QStringList illegal = problemsOf("[Game \"kimasai-klamroth\"]\n\n1. b3 *\n");
        const QStringList option = problemsOf(badOption());
        const QStringList setUp = problemsOf(badSetUp());
        const QStringList count = problemsOf(
            "[Game \"kimasai-klamroth\"]\n[SetUp \"0,0,x/1,1,1/1,1,1/0,0,0 s\"]\n"
            "[Options \"columns=3\"]\n\n*\n");
        QCoreApplication::removeTranslator(&catalogue);
        QCOMPARE(twice.size(), 1);
        QVERIFY2(!twice[0].contains("given twice") && twice[0].contains("Game") &&
                     twice[0].startsWith(":2:17: "),
                 qPrintable(twice[0]));
        // The engine's phrase inside the checker's message is translated too.
        const QString phrase =
            catalogue.translate("Phrase", "the pit it would step into is not empty");
        QVERIFY(!phrase.isEmpty());
        QCOMPARE(illegal.size(), 1);
        QVERIFY2(illegal[0].contains(phrase) && illegal[0].contains("~b3") &&
                     !illegal[0].contains("not legal"),
                 qPrintable(illegal[0]));
        // The engine's words on options and set-ups; the tag's name stays,
        // as it is written in the file.
        QCOMPARE(option.size(), 1);
        QVERIFY2(option[0].startsWith(":2:2: Options: ") && option[0].contains("'reserve=40'") &&
                     option[0].contains("0..32") && !option[0].contains("out of range"),
                 qPrintable(option[0]));
        QCOMPARE(setUp.size(), 1);
        QVERIFY2(setUp[0].startsWith(":2:2: SetUp: ") && setUp[0].contains("c1") &&
                     !setUp[0].contains("seeds is out of range"),
                 qPrintable(setUp[0]));
        // And the reader's own words on the tag.
        QCOMPARE(count.size(), 1);
        QVERIFY2(count[0].startsWith(":2:2: SetUp: ") && count[0].contains("'x'") &&
                     !count[0].contains("is not a count"),
                 qPrintable(count[0]));
    }
};

QTEST_GUILESS_MAIN(TestArchiveMessages)
#include "tst_archive_messages.moc"
