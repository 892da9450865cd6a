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
        // As main() registers them, with nothing kept between runs; registered once
        // for all the test files (each gets its own engine).
        static bool registered = false;
        if (registered) return;
        registered = true;
        qmlRegisterSingletonInstance("Enkang", 1, 0, "Preferences", &preferences_);
        qmlRegisterSingletonInstance("Enkang", 1, 0, "GameSession", &session_);
    }

  private:
    enkang::ui::Preferences preferences_{{}, false};
    enkang::ui::GameSession session_{nullptr};
};

QUICK_TEST_MAIN_WITH_SETUP(enkang_qml, Setup)
#include "tst_qml_main.moc"
