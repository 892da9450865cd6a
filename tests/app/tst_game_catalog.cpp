// The Games catalogue: one description per engine game, facts that agree
// with the engine's options, and names that follow the interface language
// (a translator installed at run time changes them and notifies QML).
#include <QSignalSpy>
#include <QTranslator>
#include <QtTest>

#include "app/ui/game_catalog.h"
#include "engine/options.h"

using namespace enkang;
using enkang::ui::Games;

class TestGameCatalog : public QObject {
    Q_OBJECT
  private slots:
    void describesEveryEngineGameOnce() {
        Games games;
        QCOMPARE(games.ids(), (QStringList{"kimasai-mackay", "kimasai-klamroth", "en-gehe"}));
        QCOMPARE(games.defaultId(), QString("kimasai-mackay"));
        for (const QString& id : games.ids()) QCOMPARE(games.game(id)->id(), id);
        QCOMPARE(games.game("no-such-game")->id(), games.defaultId());
    }

    void factsFollowTheEngine() {
        Games games;
        const auto* twoPhase = games.game("kimasai-mackay");
        const auto* fourRow = games.game("kimasai-klamroth");
        const auto* enGehe = games.game("en-gehe");
        QCOMPARE(twoPhase->rows(), 4);
        QCOMPARE(twoPhase->columns(), 8);
        QCOMPARE(fourRow->columns(), 12);
        QCOMPARE(enGehe->rows(), 2);
        QCOMPARE(enGehe->columns(), Options::defaults(GameId::EnGehe).columns);
        QVERIFY(twoPhase->hasReserves() && twoPhase->hasPhases() && !twoPhase->countsCaptures());
        QVERIFY(!fourRow->hasReserves() && !fourRow->hasPhases() && fourRow->countsCaptures());
        QVERIFY(enGehe->hasTeams() && !twoPhase->hasTeams() && !fourRow->hasTeams());
        QVERIFY(enGehe->foldsRows() && !fourRow->foldsRows());
        QVERIFY(twoPhase->options().contains("reserve"));
        QVERIFY(enGehe->options().contains("columns") && !enGehe->options().contains("reserve"));
    }

    void namesFollowTheLanguage() {
        Games games;
        auto* twoPhase = games.game("kimasai-mackay");
        QCOMPARE(twoPhase->name(), QString("Bao la Kimasai, two-phase"));
        QSignalSpy changed(twoPhase, &ui::GameDescription::textsChanged);
        QTranslator slovak;
        QVERIFY(slovak.load(QStringLiteral(QM_DIR "/enkang_sk.qm")));
        QVERIFY(QCoreApplication::installTranslator(&slovak));
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(twoPhase->name(), QString("Bao la Kimasai, dve fázy"));
        QCoreApplication::removeTranslator(&slovak);
        QCOMPARE(twoPhase->name(), QString("Bao la Kimasai, two-phase"));
    }

    // A window hands LanguageChange to every item it holds, through the
    // application's event filters, and a switch of translators sends the
    // application two: the names change once per switch, not once per item
    // or per event.
    void namesChangeOncePerSwitch() {
        Games games;
        QSignalSpy changed(games.game("en-gehe"), &ui::GameDescription::textsChanged);
        QObject item;
        for (int i = 0; i < 5; ++i) {
            QEvent change(QEvent::LanguageChange);
            QCoreApplication::sendEvent(&item, &change);
        }
        QTest::qWait(20);
        QCOMPARE(changed.count(), 0);
        QTranslator slovak;
        QVERIFY(slovak.load(QStringLiteral(QM_DIR "/enkang_sk.qm")));
        QVERIFY(QCoreApplication::installTranslator(&slovak));
        QVERIFY(QCoreApplication::removeTranslator(&slovak));
        QVERIFY(QCoreApplication::installTranslator(&slovak));
        QCOMPARE(changed.count(), 0);  // not yet: once the switch is done
        QTRY_COMPARE(changed.count(), 1);
        QTest::qWait(20);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(games.game("kimasai-mackay")->name(), QString("Bao la Kimasai, dve fázy"));
        QCoreApplication::removeTranslator(&slovak);
    }

    void optionRangesComeFromTheEngine() {
        ui::Games games;
        const QVariantList r = games.game("en-gehe")->optionRanges();
        QCOMPARE(r.size(), 3);
        QCOMPARE(r[1].toMap()["key"].toString(), QString("columns"));
        QCOMPARE(r[1].toMap()["high"].toInt(), 50);
        QCOMPARE(r[1].toMap()["value"].toInt(), 40);
    }
};

QTEST_GUILESS_MAIN(TestGameCatalog)
#include "tst_game_catalog.moc"
