// Frame times while the board animates a long En Gehé 2x50 move, and the
// longest stall of the GUI thread while the computer (level 5) thinks.
// Run with QT_QPA_PLATFORM=offscreen for a headless figure. Not a test.
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>
#include <algorithm>
#include <cstdio>

#include "app/ui/game_controller.h"

Q_IMPORT_QML_PLUGIN(EnkangPlugin)

using enkang::ui::GameController;

namespace {

void report(const char* what, std::vector<double> v) {
    if (v.empty()) return;
    std::sort(v.begin(), v.end());
    double sum = 0;
    for (double x : v) sum += x;
    std::printf("%s: %zu samples, mean %.2f ms, median %.2f ms, 95th %.2f ms, max %.2f ms\n", what,
                v.size(), sum / double(v.size()), v[v.size() / 2], v[v.size() * 95 / 100],
                v.back());
}

}  // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    QQmlApplicationEngine engine;
    engine.addImportPath("qrc:/");
    engine.loadData(R"(
        import QtQuick
        import Enkang
        Window {
            width: 390; height: 844; visible: true
            property alias game: controller
            GameController { id: controller; objectName: "game" }
            Board { anchors.fill: parent; controller: controller }
        })");
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().value(0));
    auto* game = window ? window->findChild<GameController*>("game") : nullptr;
    if (!game) return 1;
    game->newGame("en-gehe", {{"columns", 50}});
    game->setAnimationMs(40);

    // The legal move with the longest trace.
    enkang::Move longest = enkang::kNoMove;
    std::size_t events = 0;
    for (enkang::Move m : game->state().legalMoves()) {
        enkang::GameState copy = game->state();
        enkang::Trace trace;
        copy.play(m, &trace);
        if (trace.size() > events) events = trace.size(), longest = m;
    }

    std::vector<double> frames, work, gaps;
    QElapsedTimer clock;
    qint64 lastFrame = -1, lastTick = 0, syncStart = 0;
    // Work per frame: from the start of synchronising to the swap (scene graph and rendering).
    QObject::connect(
        window, &QQuickWindow::beforeSynchronizing, window,
        [&] { syncStart = clock.nsecsElapsed(); }, Qt::DirectConnection);
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&] {
            const qint64 now = clock.nsecsElapsed();
            if (lastFrame >= 0 && game->animating()) {
                frames.push_back(double(now - lastFrame) / 1e6);
                work.push_back(double(now - syncStart) / 1e6);
            }
            lastFrame = now;
        },
        Qt::DirectConnection);
    QTimer ticker;
    ticker.setInterval(5);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back(double(now - lastTick) / 1e6);
        lastTick = now;
    });
    int phase = 0;
    QTimer::singleShot(500, [&] {
        clock.start();
        game->playPit(longest);
        phase = 1;
    });
    QObject::connect(game, &GameController::animatingChanged, [&] {
        if (phase != 1 || game->animating()) return;
        phase = 2;
        std::printf(
            "animated a %zu-event move (pit %s) on 2x50 at 40 ms per event, capped at 8 s\n",
            events, qPrintable(game->pitName(longest)));
        report("frame interval while animating", frames);
        report("sync + render time per frame", work);
        // Then the computer thinks, at level 5, for both sides, a few moves.
        lastTick = clock.nsecsElapsed();
        ticker.start();
        game->setAnimationMs(0);
        game->newGame("en-gehe", {{"columns", 50}}, {5, 5});
        QTimer::singleShot(6000, [&] {
            ticker.stop();
            std::printf("computer (level 5, 2x50) played %d moves in 6 s\n", game->ply());
            report("GUI thread tick interval (5 ms timer) while it thought", gaps);
            QCoreApplication::quit();
        });
    });
    return QGuiApplication::exec();
}
