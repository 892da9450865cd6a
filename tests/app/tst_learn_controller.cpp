// Lesson progress is kept in the archive: completed lessons and their stars
// survive a restart, an unfinished lesson resumes at its step, and every
// course's lessons load in every language.
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "archive_service.h"
#include "learn_controller.h"

using namespace enkang::ui;

class TestLearnController : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::unique_ptr<ArchiveService> archive_;

  private slots:
    void init() {
        QStandardPaths::setTestModeEnabled(true);
        archive_ = std::make_unique<ArchiveService>(dir_.filePath("learn.sqlite"));
        ArchiveService::setInstance(archive_.get());
        QTRY_VERIFY(archive_->ready());
    }
    void cleanup() {
        archive_->waitForIdle();
        archive_.reset();
    }

    void coursesInEveryLanguage() {
        LearnController learn;
        for (const char* lang : {"en", "es", "pt", "sk"}) {
            learn.setLanguage(lang);
            const QVariantList courses = learn.courses();
            QCOMPARE(courses.size(), 3);
            for (const QVariant& c : courses) {
                QVERIFY(!c.toMap()["title"].toString().isEmpty());
                QVERIFY(c.toMap()["lessons"].toList().size() >= 6);
            }
        }
    }

    void progressSurvivesARestart() {
        {
            LearnController learn;
            QVERIFY(learn.openLesson("mackay-board", 0));
            while (learn.task() == "read") learn.next();
            learn.choosePit(learn.game()->pitIndex(learn.accepted().first()));
            QVERIFY(learn.stepDone());
            while (!learn.lessonDone()) learn.next();
            QVERIFY(learn.openLesson("mackay-sowing", 2));  // left unfinished at step 3
            archive_->waitForIdle();
        }
        LearnController again;
        QTRY_VERIFY(again.completed("mackay-board"));
        QCOMPARE(again.progressStars("mackay-board"), 3);
        QVERIFY(!again.completed("mackay-sowing"));
        QVERIFY(again.openLesson("mackay-sowing"));
        QCOMPARE(again.step(), 2);
    }

    void wrongMovesAreExplainedNotPlayed() {
        LearnController learn;
        QVERIFY(learn.openLesson("mackay-relay", 0));
        while (learn.task() == "read") learn.next();
        const int ply = learn.game()->ply();
        int wrong = -1;
        for (int pit = 0; pit < learn.game()->board()->rowCount() && wrong < 0; ++pit)
            if (learn.game()->whyNot(pit).isEmpty() &&
                !learn.accepted().contains(learn.game()->pitName(pit)))
                wrong = pit;
        QVERIFY(wrong >= 0);
        learn.choosePit(wrong);
        QCOMPARE(learn.game()->ply(), ply);
        QVERIFY(learn.feedback().contains("last cow fell in"));  // cows in the two-phase game
        learn.choosePit(learn.game()->pitIndex("c1"));           // not the learner's pit
        QVERIFY(learn.feedback().contains("not yours"));
    }

    // The narration of a wrong move is in the learner's language, counts
    // included ("after 1 lap", never "lap(s)"), with no English left over.
    void wrongMoveFeedbackSpeaksTheLearnersLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");  // the narration's first sentence
        QTest::newRow("en") << "en"
                            << "You sowed from b2: the last cow fell in b3 after 1 lap.";
        QTest::newRow("es") << "es"
                            << "Sembraste desde b2: la última vaca cayó en b3 tras 1 vuelta.";
        QTest::newRow("pt") << "pt"
                            << "Semeou a partir de b2: a última vaca caiu em b3 depois de 1 volta.";
        QTest::newRow("sk") << "sk"
                            << "Rozsieval si z b2: posledná krava padla do b3 po 1 kole.";
    }
    void wrongMoveFeedbackSpeaksTheLearnersLanguage() {
        QFETCH(QString, language);
        QFETCH(QString, expected);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(QM_DIR "/enkang_%1.qm").arg(language)));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        LearnController learn;
        learn.setLanguage(language);
        QVERIFY(learn.openLesson("mackay-sowing", 1));  // "land your last cow in a8"
        QCOMPARE(learn.task(), QString("move"));
        learn.choosePit(learn.game()->pitIndex("b2"));  // one cow: it only reaches b3
        const QString feedback = learn.feedback();
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(feedback.startsWith(expected), qPrintable(feedback));
        QVERIFY2(!feedback.contains("(s)"), qPrintable(feedback));
        if (language != "en") {
            for (const char* english : {"You sowed", "Nothing was taken", "Try again"})
                QVERIFY2(!feedback.contains(english), qPrintable(feedback));
        }
    }
};

QTEST_MAIN(TestLearnController)
#include "tst_learn_controller.moc"
