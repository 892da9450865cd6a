#include "self_test.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QPair>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QTimer>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <functional>

#include "app/ui/language_manager.h"
#include "crash_note.h"
#include "openables.h"
#include "qml_warnings.h"

namespace enkang::gui {

namespace {

void say(const QString& line) {
    std::fprintf(stderr, "self-test: %s\n", qPrintable(line));
}

// Says what is done now, and keeps it for a crash.
void step(const QString& what) {
    say(what);
    setCrashStep(what);
}

int warningsSeen = 0;

// A problem for the QML warnings since the last call, saying when they came.
void checkWarnings(const QString& when, QStringList& problems) {
    const int now = qmlWarningCount();
    if (now > warningsSeen)
        problems << QStringLiteral("%1: %2 QML warnings, the last: %3")
                        .arg(when)
                        .arg(now - warningsSeen)
                        .arg(lastQmlWarning());
    warningsSeen = now;
}

// Runs the event loop until done() holds or ms have passed; returns done().
bool waitFor(const std::function<bool()>& done, int ms) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > ms) return false;
        QEventLoop loop;
        QTimer::singleShot(10, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

bool waitForFrames(QQuickWindow* window, int frames) {
    int swapped = 0;
    const auto counting =
        QObject::connect(window, &QQuickWindow::frameSwapped, window, [&swapped] { ++swapped; });
    const bool drawn = waitFor(
        [&] {
            window->update();
            return swapped >= frames;
        },
        5000);
    QObject::disconnect(counting);
    return drawn;
}

QMap<QString, QString> qmlSources() {
    QMap<QString, QString> sources;
    for (QDirIterator it(QStringLiteral(":/Enkang"), {QStringLiteral("*.qml")}, QDir::Files,
                         QDirIterator::Subdirectories);
         it.hasNext();) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly))
            sources.insert(QFileInfo(file).fileName(), QString::fromUtf8(file.readAll()));
    }
    return sources;
}

// Each page and component alone, so that a file no page uses yet fails too.
int createEachFile(QQmlEngine& engine, QStringList& problems) {
    int created = 0;
    for (const QString& sub : {QStringLiteral("pages"), QStringLiteral("components")}) {
        const QDir dir(QStringLiteral(":/Enkang/") + sub);
        for (const QString& name : dir.entryList({QStringLiteral("*.qml")})) {
            QQmlComponent component(&engine,
                                    QUrl(QStringLiteral("qrc:/Enkang/%1/%2").arg(sub, name)));
            QObject* object = component.create();
            if (!object) {
                problems << sub + QLatin1Char('/') + name + QStringLiteral(": ") +
                                component.errorString().trimmed();
                continue;
            }
            ++created;
            delete object;
        }
    }
    return created;
}

bool isOpenable(const QObject* o) {
    return o->inherits("QQuickPopup") || o->inherits("QQuickAbstractDialog") ||
           o->inherits("QQuickLabsPlatformDialog");
}

// "SourcesPage.qml#saveDialog": the id that the file declaring the object gives it
// (the outermost name: NewGameDialog's root is named where PlayPage uses it).
QString nameOf(QObject* object) {
    QString name;
    for (QQmlContext* c = qmlContext(object); c; c = c->parentContext()) {
        const QString id = c->nameForObject(object);
        // Qt's own QML (the popup inside a non-native FileDialog) is not the app's to open.
        if (!id.isEmpty() && c->baseUrl().toString().startsWith(QLatin1String("qrc:/Enkang/")))
            name = c->baseUrl().fileName() + QLatin1Char('#') + id;
    }
    return name;
}

// Whether the item that holds the popup is shown (a page's popup opens on its page).
bool holderVisible(QObject* object) {
    for (QObject* o = object->parent(); o; o = o->parent())
        if (auto* item = qobject_cast<QQuickItem*>(o)) return item->isVisible();
    return true;
}

// The Qt Quick class: "QQuickFileDialog", not "QQuickFileDialog_QML_93".
QString qtClass(const QObject* o) {
    const QMetaObject* m = o->metaObject();
    // QML's own types end in _QML...; a Dialog's chain also passes QPlatformDialogHelper.
    while (m->superClass() && !(QByteArray(m->className()).startsWith("QQuick") &&
                                !QByteArray(m->className()).contains("_QML")))
        m = m->superClass();
    return QString::fromLatin1(m->className());
}

// A Qt Quick Dialogs dialog drawn by Qt Quick (no native one, as under the
// offscreen platform) loads its QML implementation at open(); Qt 6.4 crashes
// when that fails (a module missing), so it is loaded here first.
bool dialogCanLoad(QObject* o, const QString& what, QStringList& problems) {
    QString file = qtClass(o);
    if (!o->inherits("QQuickAbstractDialog") || !file.startsWith(QLatin1String("QQuick")))
        return true;
    file = QStringLiteral("qt-project.org/imports/QtQuick/Dialogs/quickimpl/qml/%1.qml")
               .arg(file.mid(6));
    if (!QFile::exists(QLatin1Char(':') + file)) return true;
    QQmlComponent impl(qmlEngine(o), QUrl(QStringLiteral("qrc:/") + file));
    if (!impl.isError()) return true;
    problems << what +
                    QStringLiteral(
                        ": its Qt Quick implementation cannot load, so opening it "
                        "would crash: ") +
                    impl.errorString().trimmed();
    return false;
}

// Opens, draws and cancels one popup or dialog (never accepts: that would act).
// Returns whether all went well.
bool openAndClose(QQuickWindow* window, QObject* o, const QString& name, QStringList& problems) {
    const qsizetype before = problems.size();
    const QString what = name + QStringLiteral(" (") + qtClass(o) + ')';
    step(QStringLiteral("opening ") + what);
    if (!dialogCanLoad(o, what, problems)) return false;
    const bool popup = o->inherits("QQuickPopup");
    const char* shown = popup ? "opened" : "visible";
    QMetaObject::invokeMethod(o, "open");
    if (!waitFor([&] { return o->property(shown).toBool(); }, 5000))
        problems << what + QStringLiteral(": did not open within 5 s");
    else if (!waitForFrames(window, 2))
        problems << what + QStringLiteral(": no frame drawn while open");
    const bool cancels = !popup || o->inherits("QQuickDialog");
    QMetaObject::invokeMethod(o, cancels ? "reject" : "close");
    if (!waitFor([&] { return !o->property("visible").toBool(); }, 5000))
        problems << what + QStringLiteral(": did not close within 5 s");
    checkWarnings(what, problems);
    return problems.size() == before;
}

// Shows each page and opens every popup and dialog found in the window.
// Returns the names of those it found; counts those that opened and closed cleanly.
QSet<QString> walkWindow(QQuickWindow* window, int& opened, QStringList& problems) {
    const QStringList pages = window->property("pageIds").toStringList();
    if (pages.isEmpty() || !window->property("current").isValid())
        problems << QStringLiteral("Main.qml has no pageIds and current: cannot show the pages");
    QSet<QString> reached;
    QList<QObject*> done;
    const auto openShown = [&](bool all) {
        for (QObject* o : window->findChildren<QObject*>()) {
            if (!isOpenable(o) || done.contains(o) || !(all || holderVisible(o))) continue;
            done << o;
            const QString name = nameOf(o);
            if (name.isEmpty()) continue;  // a control's own popup (ComboBox), not declared
            reached.insert(name);
            if (openAndClose(window, o, name, problems)) ++opened;
        }
    };
    for (int i = 0; i < pages.size(); ++i) {
        step(QStringLiteral("showing page ") + pages[i]);
        window->setProperty("current", i);
        if (!waitForFrames(window, 2)) problems << pages[i] + QStringLiteral(": no frame drawn");
        waitFor([] { return false; }, 200);  // the archive answers from its thread
        checkWarnings(QStringLiteral("page ") + pages[i], problems);
        openShown(false);
    }
    openShown(true);  // those whose holder is hidden (the field recorder's dialogs)
    return reached;
}

double guiThreadCpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

// Most combo boxes show their first item, which Qt 6.4 goes back to when a
// list is made anew (as every translated list is at a change of language):
// moves every box but the language's on by one item, as a user would choose
// it (its handlers run), and returns what each then shows.
QList<QPair<QPointer<QObject>, int>> chooseTheNextItems(QQuickWindow* window) {
    QList<QObject*> boxes;
    for (QObject* o : window->findChildren<QObject*>())
        if (o->inherits("QQuickComboBox") && o->property("count").toInt() >= 2 &&
            o->objectName() != QLatin1String("languageBox"))
            boxes << o;
    for (QObject* box : boxes) QMetaObject::invokeMethod(box, "incrementCurrentIndex");
    waitFor([] { return false; }, 200);  // what the choices asked of the archive
    QList<QPair<QPointer<QObject>, int>> choices;
    for (QObject* box : boxes) choices.append({box, box->property("currentIndex").toInt()});
    return choices;
}

void checkChoicesKept(const QList<QPair<QPointer<QObject>, int>>& choices, QStringList& problems) {
    for (const auto& [box, chosen] : choices) {
        if (!box) {
            problems << QStringLiteral(
                            "a combo box showing item %1 was destroyed by the "
                            "languages, and whatever was chosen in it with it")
                            .arg(chosen);
            continue;
        }
        if (const int now = box->property("currentIndex").toInt(); now != chosen)
            problems << QStringLiteral(
                            "%1: a combo box showing item %2 shows item %3 after the "
                            "languages (\"%4\")")
                            .arg(QString::fromLatin1(box->metaObject()->className()))
                            .arg(chosen)
                            .arg(now)
                            .arg(box->property("displayText").toString());
    }
}

// Switches the interface through every language and back to the first: the
// window's texts must follow (the page names differ in each) and no choice
// but the language's may change, with no QML warning. Says the GUI thread's
// CPU time from each switch to the window drawn again (a figure, not a
// limit: the machine's load moves it).
void switchLanguages(QQuickWindow* window, ui::LanguageManager& language, QStringList& problems) {
    QStringList order = language.languages();
    order.removeAll(language.language());
    order << language.language();
    const auto choices = chooseTheNextItems(window);
    QSet<QString> playPageNames;
    for (const QString& code : order) {
        step(QStringLiteral("switching the language to ") + code);
        const double before = guiThreadCpuSeconds();
        language.setLanguage(code);
        if (!waitForFrames(window, 2)) problems << code + QStringLiteral(": no frame drawn");
        say(QStringLiteral("language %1: %2 s of the GUI thread's CPU to switch and draw")
                .arg(code)
                .arg(guiThreadCpuSeconds() - before, 0, 'f', 2));
        playPageNames.insert(window->property("pageNames").toStringList().value(1));
        checkWarnings(QStringLiteral("switching the language to ") + code, problems);
    }
    checkChoicesKept(choices, problems);
    if (playPageNames.size() != order.size())
        problems << QStringLiteral("the page names did not follow the language: %1 names in %2")
                        .arg(playPageNames.size())
                        .arg(order.size());
}

}  // namespace

int runSelfTest(QQmlApplicationEngine& engine, QSize size, ui::LanguageManager& language) {
    noteCrashes();
    QStringList problems;
    step(QStringLiteral("creating each page and component alone"));
    // The crash report's own test (tests/app/self_test_crash.sh) asks for one here.
    if (qEnvironmentVariableIsSet("ENKANG_SELF_TEST_CRASH")) std::raise(SIGSEGV);
    const int created = createEachFile(engine, problems);
    checkWarnings(QStringLiteral("creating each file alone"), problems);
    step(QStringLiteral("loading Main.qml"));
    engine.load(QUrl(QStringLiteral("qrc:/Enkang/Main.qml")));
    checkWarnings(QStringLiteral("loading Main.qml"), problems);
    auto* window = engine.rootObjects().isEmpty()
                       ? nullptr
                       : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    QSet<QString> reached;
    int opened = 0;
    if (!window) {
        problems << QStringLiteral("Main.qml did not load");
    } else {
        if (size.isValid()) window->resize(size);
        reached = walkWindow(window, opened, problems);
        switchLanguages(window, language, problems);
    }
    const QList<DeclaredOpenable> declared = findOpenables(qmlSources());
    for (const DeclaredOpenable& d : declared) {
        const QString where = QStringLiteral("%1:%2: %3").arg(d.file).arg(d.line).arg(d.type);
        if (d.id.isEmpty())
            problems << where + QStringLiteral(" has no id, so the self-test cannot name it");
        else if (!reached.contains(d.key()))
            problems << where + QStringLiteral(
                                    " '%1' was never found in the window to open "
                                    "(in a delegate, a Loader or a Component?)")
                                    .arg(d.id);
    }
    waitFor([] { return false; }, 200);
    checkWarnings(QStringLiteral("after the walk (late answers from the archive)"), problems);
    if (declared.isEmpty()) problems << QStringLiteral("found no popup or dialog in the QML");
    for (const QString& p : problems) say(QStringLiteral("FAIL: ") + p);
    say(QStringLiteral("%1 files created alone; %2 of %3 declared popups and dialogs opened; "
                       "%4 QML warnings; %5")
            .arg(created)
            .arg(opened)
            .arg(declared.size())
            .arg(qmlWarningCount())
            .arg(problems.isEmpty() ? QStringLiteral("passed") : QStringLiteral("FAILED")));
    return problems.isEmpty() && created > 0 ? 0 : 1;
}

}  // namespace enkang::gui
