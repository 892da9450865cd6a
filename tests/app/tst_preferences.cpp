// What the app remembers across a restart: start, change, quit, start again,
// check (Preferences and GameSession over one settings file); scripted
// starts keep nothing.
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "game_controller.h"
#include "game_session.h"
#include "preferences.h"

using enkang::ui::GameController;
using enkang::ui::GameSession;
using enkang::ui::Preferences;

namespace {

// Plays the first legal move n times; returns the moves text.
QString playFirstMoves(GameController& c, int n) {
    for (int i = 0; i < n && !c.over(); ++i) {
        const auto& legal = c.state().legalMoves();
        if (!c.playNames({c.pitName(legal[0])})) return {};
    }
    return c.movesText();
}

}  // namespace

class TestPreferences : public QObject {
    Q_OBJECT
  private slots:
    void choicesSurviveARestart() {
        QTemporaryDir dir;
        const QString file = dir.filePath("enkang.conf");
        {
            Preferences first(file);
            QCOMPARE(first.language(), QString());  // never chosen: the system's
            QCOMPARE(first.animationMs(), 120);
            QCOMPARE(first.level5Seconds(), 1.0);
            QCOMPARE(first.flipped(), false);
            QVERIFY(!first.windowSize().isValid());
            QCOMPARE(first.levels("en-gehe"), (QList<int>{0, 2}));
            first.setLanguage("sk");
            first.setAnimationMs(300);
            first.setLevel5Seconds(5);
            first.setFlipped(true);
            first.setWindowSize(QSize(390, 844));
            first.setGameOptions("en-gehe", {{"columns", 40}, {"first", "north"}});
            first.setLevels("en-gehe", {3, 0});
            first.setLevels("kimasai-mackay", {0, 5});
        }  // quit
        Preferences again(file);
        QCOMPARE(again.language(), QString("sk"));
        QCOMPARE(again.animationMs(), 300);
        QCOMPARE(again.level5Seconds(), 5.0);
        QCOMPARE(again.flipped(), true);
        QCOMPARE(again.windowSize(), QSize(390, 844));
        const QVariantMap options = again.gameOptions("en-gehe");
        QCOMPARE(options.value("columns").toInt(), 40);
        QCOMPARE(options.value("first").toString(), QString("north"));
        QCOMPARE(again.levels("en-gehe"), (QList<int>{3, 0}));
        QCOMPARE(again.levels("kimasai-mackay"), (QList<int>{0, 5}));
        QVERIFY(again.gameOptions("kimasai-klamroth").isEmpty());
    }

    // Level 5's time is one of the Settings page's choices; anything else
    // (a hand-edited file, an old version's value) reads as the default.
    void level5SecondsAreOneOfTheChoices() {
        QTemporaryDir dir;
        const QString file = dir.filePath("enkang.conf");
        Preferences p(file);
        QVERIFY(Preferences::level5Choices().contains(1.0));
        for (double s : Preferences::level5Choices()) {
            p.setLevel5Seconds(s);
            QCOMPARE(p.level5Seconds(), s);
        }
        p.setLevel5Seconds(0.5);
        p.setLevel5Seconds(-3);  // refused: the last good choice stays
        QCOMPARE(p.level5Seconds(), 0.5);
        {
            QSettings raw(file, QSettings::IniFormat);
            raw.setValue("level5Seconds", "forever");
        }
        QCOMPARE(Preferences(file).level5Seconds(), 1.0);
    }

    void scriptedStartsKeepNothing() {
        QTemporaryDir dir;
        const QString file = dir.filePath("enkang.conf");
        {
            Preferences memoryOnly(file, false);
            memoryOnly.setLanguage("pt");
            QCOMPARE(memoryOnly.language(), QString("pt"));  // holds while running
            QVERIFY(!memoryOnly.store());
        }
        QVERIFY(!QFile::exists(file));
        QCOMPARE(Preferences(file).language(), QString());
    }

    void gameInProgressResumes() {
        QTemporaryDir dir;
        const QString file = dir.filePath("enkang.conf");
        QString moves;
        QVariantMap options;
        {
            QSettings store(file, QSettings::IniFormat);
            GameController c;
            c.setAnimationMs(0);
            GameSession session(&store);
            session.keep(&c);
            QVERIFY(c.newGame("en-gehe", {{"columns", 10}, {"first", "north"}}, {0, 0},
                              {"Ilmurran", "Ilkeekonyokie"},
                              {{"Saning'o", "Lemayian"}, {"Nkoitiko"}}));
            moves = playFirstMoves(c, 7);
            QVERIFY(moves.count(' ') == 6);
            options = c.options();
        }  // quit
        QSettings store(file, QSettings::IniFormat);
        GameSession session(&store);
        GameController c;
        c.setAnimationMs(0);
        QVERIFY(session.resume(&c));
        QCOMPARE(c.gameId(), QString("en-gehe"));
        QCOMPARE(c.options(), options);
        QCOMPARE(c.options().value("first").toString(), QString("north"));
        QCOMPARE(c.options().value("columns").toInt(), 10);
        QCOMPARE(c.movesText(), moves);
        QCOMPARE(c.ply(), 7);
        QCOMPARE(c.levels(), (QList<int>{0, 0}));
        QCOMPARE(c.teamNames(), (QStringList{"Ilmurran", "Ilkeekonyokie"}));
        QCOMPARE(c.teamMembers(), (QList<QStringList>{{"Saning'o", "Lemayian"}, {"Nkoitiko"}}));
    }

    void computerLevelsResumeToo() {
        QTemporaryDir dir;
        const QString file = dir.filePath("enkang.conf");
        {
            QSettings store(file, QSettings::IniFormat);
            GameController c;
            c.setAnimationMs(0);
            GameSession session(&store);
            session.keep(&c);
            QVERIFY(c.newGame("kimasai-mackay", {}, {0, 3}));
            playFirstMoves(c, 1);  // the computer is asked for North's answer
            QVERIFY(c.thinking());
        }
        QSettings store(file, QSettings::IniFormat);
        GameController c;
        c.setAnimationMs(0);
        QVERIFY(GameSession(&store).resume(&c));
        QCOMPARE(c.ply(), 1);
        QCOMPARE(c.levels(), (QList<int>{0, 3}));
        QVERIFY(c.thinking());  // and asked again
    }

    void nothingKeptNothingResumed() {
        GameController c;
        QVERIFY(!GameSession(nullptr).resume(&c));
        QTemporaryDir dir;
        QSettings store(dir.filePath("empty.conf"), QSettings::IniFormat);
        QVERIFY(!GameSession(&store).resume(&c));
    }
};

QTEST_GUILESS_MAIN(TestPreferences)
#include "tst_preferences.moc"
