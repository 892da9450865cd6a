// The Records page over a large archive (issue 15), offscreen: the time to
// the first frame and to the first page of records shown, then frame
// intervals while the list scrolls 40 px a frame (fetching pages as it
// goes). Each frame over 32 ms is shown with the GUI thread's own CPU time
// in it: a long frame with little CPU waited for a core (the machine's
// load), one with as much CPU as wall time was work on the GUI thread.
// Not a test.   bench_records_frame_times ARCHIVE [FRAMES [PIXELS_A_FRAME]]
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>
#include <algorithm>
#include <cstdio>
#include <ctime>

#include "app/ui/archive_service.h"
#include "records_page.h"

Q_IMPORT_QML_PLUGIN(EnkangPlugin)

namespace {

// The calling thread's CPU time so far, in milliseconds.
double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

}  // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr,
                     "usage: bench_records_frame_times ARCHIVE [FRAMES [PIXELS_A_FRAME]]\n");
        return 2;
    }
    const int wanted = argc > 2 ? std::atoi(argv[2]) : 600;
    const double step = argc > 3 ? std::atof(argv[3]) : 40;
    QElapsedTimer clock;
    clock.start();
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
    double firstFrame = -1, firstPage = -1;
    std::vector<double> frames, frameCpu;  // wall and GUI-thread CPU, ms
    qint64 last = -1;
    double lastCpu = 0;
    QQuickItem* list = nullptr;
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&] {
            const qint64 now = clock.nsecsElapsed();
            if (firstFrame < 0) firstFrame = double(now) / 1e6;
            if (!list) list = recordList(window);
            const double cpu = threadCpuMs();
            if (firstPage < 0 && list && list->property("count").toInt() > 0) {
                firstPage = double(now) / 1e6;
                last = now;
                lastCpu = cpu;
            } else if (firstPage >= 0) {
                frames.push_back(double(now - last) / 1e6);
                frameCpu.push_back(cpu - lastCpu);
                last = now;
                lastCpu = cpu;
                list->setProperty("contentY", list->property("contentY").toDouble() + step);
                if (int(frames.size()) >= wanted) QCoreApplication::quit();
            }
            window->update();
        },
        Qt::QueuedConnection);
    QTimer::singleShot(60000, &app, &QCoreApplication::quit);
    QGuiApplication::exec();
    if (!list) {
        std::printf("the list of records was not found\n");
        for (QObject* o : window->findChildren<QObject*>())
            if (o->inherits("QQuickListView"))
                std::printf("  a ListView, model %s\n", o->property("model").typeName()
                                                            ? o->property("model").typeName()
                                                            : "?");
    }
    std::printf("first frame: %.0f ms after start; first page of records shown: %.0f ms\n",
                firstFrame, firstPage);
    if (!frames.empty()) {
        std::vector<double> sorted = frames;
        std::sort(sorted.begin(), sorted.end());
        std::printf(
            "scrolling %zu frames (%.0f px each, %d rows fetched): median %.2f ms, 95th %.2f ms, "
            "max %.2f ms, frames over 32 ms: %ld\n",
            frames.size(), step, list ? list->property("count").toInt() : 0,
            sorted[sorted.size() / 2], sorted[sorted.size() * 95 / 100], sorted.back(),
            long(std::count_if(frames.begin(), frames.end(), [](double f) { return f > 32; })));
        int busy = 0;
        for (std::size_t i = 0; i < frames.size(); ++i) {
            if (frames[i] <= 32) continue;
            busy += frameCpu[i] > 32 ? 1 : 0;
            std::printf("  frame %zu: %.1f ms, GUI thread CPU %.1f ms\n", i, frames[i],
                        frameCpu[i]);
        }
        const double cpuMax = *std::max_element(frameCpu.begin(), frameCpu.end());
        std::printf("GUI thread CPU per frame: max %.2f ms; frames with over 32 ms of it: %d\n",
                    cpuMax, busy);
    }
    return 0;
}
