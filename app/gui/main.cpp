// enkang: the Qt Quick app. A QApplication (native file dialogs on the
// desktop); the scriptable start (--page, --screenshot, --self-test) is
// parsed into Startup and read by QML.
#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QScreen>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>
#include <cstdio>
#include <memory>
#include <string_view>

#include "app/ui/archive_service.h"
#include "app/ui/endgame_tables.h"
#include "app/ui/game_session.h"
#include "app/ui/language_manager.h"
#include "app/ui/preferences.h"
#include "app/ui/rule_texts.h"
#include "archive/database.h"
#include "controls_dump.h"
#include "open_files.h"
#include "qml_warnings.h"
#include "self_test.h"
#include "startup.h"
#include "window_size.h"

Q_IMPORT_QML_PLUGIN(EnkangPlugin)
Q_IMPORT_QML_PLUGIN(EnkangStylePlugin)

namespace {

// Saves the window once a few frames are drawn (and, when record files were
// given, once their import is shown), then quits.
class ScreenshotWhenDrawn {
  public:
    ScreenshotWhenDrawn(QQuickWindow* window, QString file, bool waitForImport)
        : window_(window), file_(std::move(file)), waiting_(waitForImport) {}

    void start(const std::shared_ptr<ScreenshotWhenDrawn>& self) {
        QObject::connect(window_, &QQuickWindow::frameSwapped, window_, [self] {
            ++self->frames_;
            self->takeWhenReady();
        });
    }
    void importShown() {
        waiting_ = false;
        window_->requestUpdate();
        takeWhenReady();
    }

  private:
    void takeWhenReady() {
        if (frames_ < 4 || waiting_ || taken_) return;
        taken_ = true;
        QTimer::singleShot(400, window_, [window = window_, file = file_] {
            const QImage image = window->grabWindow();
            const bool saved = !image.isNull() && image.save(file);
            if (!saved)
                std::fprintf(stderr, "enkang: could not save the screenshot to %s\n",
                             qPrintable(file));
            QCoreApplication::exit(saved && enkang::gui::qmlWarningCount() == 0 ? 0 : 1);
        });
    }

    QQuickWindow* window_;
    QString file_;
    bool waiting_;
    int frames_ = 0;
    bool taken_ = false;
};

// Keeps the window's size in the preferences, once a resize has settled.
void rememberWindowSize(QQuickWindow* window, enkang::ui::Preferences* preferences) {
    auto* settle = new QTimer(window);
    settle->setSingleShot(true);
    settle->setInterval(500);
    QObject::connect(settle, &QTimer::timeout, preferences,
                     [preferences, window] { preferences->setWindowSize(window->size()); });
    const auto resized = [settle] { settle->start(); };
    QObject::connect(window, &QWindow::widthChanged, settle, resized);
    QObject::connect(window, &QWindow::heightChanged, settle, resized);
}

}  // namespace

int main(int argc, char** argv) {
    // The help needs no display: over ssh or in a script, `enkang --help`
    // prints it instead of aborting for want of a window system.
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if ((arg == "-h" || arg == "--help" || arg == "--help-all") &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Enkang"));
    QApplication::setOrganizationName(QStringLiteral("Enkang"));
    QApplication::setApplicationVersion(QStringLiteral("0.1"));
    // Wayland finds the window's icon and name through the installed desktop entry.
    QApplication::setDesktopFileName(QStringLiteral("io.github.enkang.Enkang"));

    auto* startup = new enkang::ui::Startup(&app);
    const QString error = startup->parse(QApplication::arguments());
    if (error.startsWith("help:")) {
        std::printf("%s", qPrintable(error.mid(5)));
        return 0;
    }
    if (!error.isEmpty()) {
        std::fprintf(stderr, "enkang: %s\n", qPrintable(error));
        return 2;
    }
    if (startup->scripted()) enkang::gui::countQmlWarnings();

    // One style for every control: Fusion at a thumb's size (qml/style/).
    QQuickStyle::setStyle(QStringLiteral("EnkangStyle"));
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));  // Qt 6.4: the module lives at qrc:/Enkang
    // What the user chose last time; scripted starts neither read nor change it.
    auto* preferences = new enkang::ui::Preferences({}, !startup->scripted(), &app);
    auto* session = new enkang::ui::GameSession(preferences->store(), &app);
    auto* language = new enkang::ui::LanguageManager(&engine, &app);
    language->setLanguage(!startup->language.isEmpty() ? startup->language
                          : !preferences->language().isEmpty()
                              ? preferences->language()
                              : enkang::ui::LanguageManager::systemDefault());
    QObject::connect(language, &enkang::ui::LanguageManager::languageChanged, preferences,
                     [preferences, language] { preferences->setLanguage(language->language()); });
    qmlRegisterSingletonInstance("Enkang", 1, 0, "Preferences", preferences);
    qmlRegisterSingletonInstance("Enkang", 1, 0, "GameSession", session);
    qmlRegisterSingletonInstance("Enkang", 1, 0, "Startup", startup);
    qmlRegisterSingletonInstance("Enkang", 1, 0, "Language", language);
    qmlRegisterSingletonInstance("Enkang", 1, 0, "RuleTexts", new enkang::ui::RuleTexts(&app));

    // The archive (records, sources, lesson progress) on its own thread.
    const QString databasePath =
        startup->database.isEmpty() ? enkang::archive::Database::defaultPath() : startup->database;
    auto* archive = new enkang::ui::ArchiveService(databasePath, &app);
    enkang::ui::ArchiveService::setInstance(archive);
    qmlRegisterSingletonInstance("Enkang", 1, 0, "Archive", archive);

    // Level 5's endgame tables for the four-row game, built when it first plays.
    enkang::ui::EndgameTables::setInstance(
        new enkang::ui::EndgameTables(enkang::ui::EndgameTables::platformSeeds(), &app));

    if (startup->selfTest) return enkang::gui::runSelfTest(engine, startup->size, *language);

    // The size is given before the window is made: a resize after it would
    // show one frame laid out for the default size first.
    // Scripted starts (pictures, checks) lay out at the default size whatever
    // the screen: the offscreen platform's is 800x800.
    const QScreen* screen = QGuiApplication::primaryScreen();
    const QSize available = screen && !startup->scripted() ? screen->availableSize() : QSize();
    const QSize size = enkang::gui::startSize(startup->size, preferences->windowSize(), available);
    engine.setInitialProperties(
        {{QStringLiteral("width"), size.width()}, {QStringLiteral("height"), size.height()}});
    engine.load(QUrl(QStringLiteral("qrc:/Enkang/Main.qml")));
    if (engine.rootObjects().isEmpty()) return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    if (window) rememberWindowSize(window, preferences);
    const bool importing = window && !startup->importFiles.isEmpty();
    std::shared_ptr<ScreenshotWhenDrawn> shot;
    if (window && !startup->screenshot.isEmpty()) {
        shot = std::make_shared<ScreenshotWhenDrawn>(window, startup->screenshot, importing);
        shot->start(shot);
    }
    if (window && !startup->controls.isEmpty())
        enkang::gui::dumpControlsWhenDrawn(
            window,
            window->property("pageIds").toStringList().value(window->property("current").toInt()),
            startup->controls);
    if (importing)
        enkang::gui::importOnStart(*archive, startup->importFiles, window, [shot] {
            if (shot) shot->importShown();
        });
    return QApplication::exec();
}
