// Counts read as people say them, in every language, English included: no
// "(s)" left in any plural form, and Slovak's three forms (1 krava, 2 kravy,
// 5 kráv) chosen by the number.
#include <QTranslator>
#include <QtTest>

class TestPlurals : public QObject {
    Q_OBJECT

    static QString cows(int n) {
        return QCoreApplication::translate("Pit", "%1, %n cow(s)", "pit name and the cows in it", n)
            .arg("b3");
    }

  private slots:
    void countsUseRealPluralForms_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected");  // for 1, 2 and 5 cows
        QTest::newRow("en") << "en" << QStringList{"b3, 1 cow", "b3, 2 cows", "b3, 5 cows"};
        QTest::newRow("es") << "es" << QStringList{"b3, 1 vaca", "b3, 2 vacas", "b3, 5 vacas"};
        QTest::newRow("pt") << "pt" << QStringList{"b3, 1 vaca", "b3, 2 vacas", "b3, 5 vacas"};
        QTest::newRow("sk") << "sk" << QStringList{"b3, 1 krava", "b3, 2 kravy", "b3, 5 kráv"};
    }

    void countsUseRealPluralForms() {
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(QM_DIR "/enkang_%1.qm").arg(language)));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QCOMPARE((QStringList{cows(1), cows(2), cows(5)}), expected);
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_GUILESS_MAIN(TestPlurals)
#include "tst_plurals.moc"
