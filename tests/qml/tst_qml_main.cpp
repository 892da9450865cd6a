// Runs the tst_*.qml files with the app's QML module available.
#include <QQmlEngine>
#include <QQuickStyle>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

#include "app/ui/archive_service.h"
#include "app/ui/game_session.h"
#include "app/ui/language_manager.h"
#include "app/ui/preferences.h"
#include "app/ui/rule_texts.h"
#include "archive_probe.h"

Q_IMPORT_QML_PLUGIN(EnkangPlugin)
Q_IMPORT_QML_PLUGIN(EnkangStylePlugin)

class Setup : public QObject {
    Q_OBJECT
  public slots:
    // The app's own style, as main() sets it: controls have the sizes the
    // user sees (Fusion's buttons are 20 px shorter than a thumb).
    void applicationAvailable() { QQuickStyle::setStyle(QStringLiteral("EnkangStyle")); }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        // As main() registers them, with nothing kept between runs; registered once
        // for all the test files (each gets its own engine).
        static bool registered = false;
        if (registered) return;
        registered = true;
        qmlRegisterSingletonInstance("Enkang", 1, 0, "Preferences", &preferences_);
        qmlRegisterSingletonInstance("Enkang", 1, 0, "GameSession", &session_);
        // English throughout: no engine to retranslate, since each file has its own.
        qmlRegisterSingletonInstance("Enkang", 1, 0, "Language", &language_);
        qmlRegisterSingletonInstance("Enkang", 1, 0, "RuleTexts", &ruleTexts_);
        // A fresh archive for the whole run, on its own thread as in the app.
        archive_ =
            new enkang::ui::ArchiveService(dir_.filePath(QStringLiteral("qml-tests.enkang")), this);
        enkang::ui::ArchiveService::setInstance(archive_);
        qmlRegisterSingletonInstance("Enkang", 1, 0, "Archive", archive_);
        probe_ = new ArchiveProbe(archive_->path(), dir_.path(), this);
        qmlRegisterSingletonInstance("EnkangTest", 1, 0, "ArchiveProbe", probe_);
    }

  private:
    enkang::ui::Preferences preferences_{{}, false};
    enkang::ui::GameSession session_{nullptr};
    enkang::ui::LanguageManager language_{nullptr};
    enkang::ui::RuleTexts ruleTexts_;
    QTemporaryDir dir_;
    enkang::ui::ArchiveService* archive_ = nullptr;
    ArchiveProbe* probe_ = nullptr;
};

QUICK_TEST_MAIN_WITH_SETUP(enkang_qml, Setup)
#include "tst_qml_main.moc"
