// Batch analysis of a whole archive in the background (issue 14), offscreen:
// the Records page is shown and its list scrolled a step each frame while
// BatchAnalysis works through the records; frame intervals are measured for
// SECONDS, then the batch is cancelled and the time until it has stopped is
// measured. Not a test.   bench_batch_analysis_frames ARCHIVE [SECONDS] [LEVEL]
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>
#include <algorithm>
#include <cstdio>

#include "app/ui/archive_service.h"
#include "app/ui/batch_analysis.h"
#include "records_page.h"

Q_IMPORT_QML_PLUGIN(EnkangPlugin)

namespace {

void printFrames(const char* what, std::vector<double> frames) {
    if (frames.empty()) return;
    std::sort(frames.begin(), frames.end());
    std::printf("%s: %zu frames, median %.2f ms, 99th %.2f ms, max %.2f ms, over 32 ms: %ld\n",
                what, frames.size(), frames[frames.size() / 2], frames[frames.size() * 99 / 100],
                frames.back(),
                long(std::count_if(frames.begin(), frames.end(), [](double f) { return f > 32; })));
}

}  // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_batch_analysis_frames ARCHIVE [SECONDS] [LEVEL]\n");
        return 2;
    }
    const double seconds = argc > 2 ? std::atof(argv[2]) : 20;
    const int level = argc > 3 ? std::atoi(argv[3]) : 2;
    enkang::ui::ArchiveService archive(QString::fromLocal8Bit(argv[1]));
    enkang::ui::ArchiveService::setInstance(&archive);
    QQmlApplicationEngine engine;
    engine.addImportPath("qrc:/");
    engine.loadData(R"(
        import QtQuick
        import Enkang
        Window { width: 1280; height: 800; visible: true; RecordsPage { anchors.fill: parent } })");
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().value(0));
    if (!window) return 1;
    auto* batch = window->findChild<enkang::ui::BatchAnalysis*>("batch");
    if (!batch) {
        std::printf("the page's BatchAnalysis was not found\n");
        return 1;
    }
    batch->setLevel(level);
    QElapsedTimer clock;
    clock.start();
    std::vector<double> before, during, stopping;
    qint64 last = -1, started = -1, cancelAt = -1, stoppedAt = -1;
    QQuickItem* list = nullptr;
    int direction = 1;
    QObject::connect(batch, &enkang::ui::BatchAnalysis::finished, batch,
                     [&](bool) { stoppedAt = clock.nsecsElapsed(); });
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&] {
            const qint64 now = clock.nsecsElapsed();
            if (!list) list = recordList(window);
            if (!list || list->property("count").toInt() == 0) {
                window->update();
                return;
            }
            if (last >= 0) {
                const double frame = double(now - last) / 1e6;
                (started < 0 ? before : cancelAt < 0 ? during : stopping).push_back(frame);
            }
            last = now;
            // Back and forth through the rows fetched so far.
            const double y = list->property("contentY").toDouble() + 40 * direction;
            if (y > list->property("contentHeight").toDouble() - list->height() || y < 0)
                direction = -direction;
            list->setProperty("contentY", std::max(0.0, y));
            if (started < 0 && before.size() >= 120) {
                started = now;
                batch->analyse({});
            } else if (started >= 0 && cancelAt < 0 && double(now - started) / 1e9 >= seconds) {
                cancelAt = now;
                batch->cancel();
            } else if (stoppedAt >= 0 || (cancelAt >= 0 && double(now - cancelAt) / 1e9 > 30)) {
                QCoreApplication::quit();
            }
            window->update();
        },
        Qt::QueuedConnection);
    QTimer::singleShot(int(seconds * 1000) + 120000, &app, &QCoreApplication::quit);
    QGuiApplication::exec();
    const qint64 end = stoppedAt >= 0 ? stoppedAt : clock.nsecsElapsed();
    std::printf("archive %s, level %d: records %d, looked at %d in %.1f s, analyses saved %d\n",
                argv[1], level, batch->total(), batch->doneCount(),
                started >= 0 ? double(end - started) / 1e9 : 0.0, batch->analysed());
    printFrames("frames before the batch", before);
    printFrames("frames during the batch", during);
    printFrames("frames while it stops", stopping);
    if (cancelAt >= 0)
        std::printf("cancel: stopped %s %.0f ms after the request\n",
                    stoppedAt >= 0 ? "in" : "not within", double(stoppedAt - cancelAt) / 1e6);
    return 0;
}
