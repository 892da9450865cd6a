// Runs the tst_*.qml files with the app's QML module available.
#include <QQmlEngine>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

#include "app/ui/game_session.h"
#include "app/ui/preferences.h"

Q_IMPORT_QML_PLUGIN(EnkangPlugin)

class Setup : public QObject {
    Q_OBJECT
  public slots:
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        // As main() registers them, with nothing kept between runs.
        auto* preferences = new enkang::ui::Preferences({}, false, engine);
        qmlRegisterSingletonInstance("Enkang", 1, 0, "Preferences", preferences);
        qmlRegisterSingletonInstance("Enkang", 1, 0, "GameSession",
                                     new enkang::ui::GameSession(nullptr, engine));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(enkang_qml, Setup)
#include "tst_qml_main.moc"
