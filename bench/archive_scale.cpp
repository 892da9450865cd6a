// The archive at research scale (issue 15): imports of 10,000, 100,000 and
// 1,000,000 generated records through enkang-cli (time and the child's peak
// RSS), the export of the largest, opening it and listing the first page,
// and place and comment searches at 100,000, net of start-up. Prints the
// README's table; not a test.
//   bench_archive_scale ENKANG_CLI WORK_DIR [--reuse] [N...]
// (default 10000 100000 1000000; --reuse skips the imports of archives
// already in WORK_DIR and measures the rest on them).
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <vector>

#include "archive/record_store.h"
#include "record_generator.h"

extern char** environ;

using namespace enkang::archive;

namespace {

struct Run {
    double seconds = 0;
    double cpuSeconds = 0;  // user + system, of every thread
    double peakMb = 0;
    int status = -1;
};

// Runs a program to its end: wall time and its peak resident set.
Run runChild(const std::vector<std::string>& args) {
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    Run out;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) return out;
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    posix_spawn_file_actions_destroy(&actions);
    out.seconds = double(timer.nsecsElapsed()) / 1e9;
    out.peakMb = double(usage.ru_maxrss) / 1024.0;
    out.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                     double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    out.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return out;
}

// The machine's load average over the last minute: wall times on a shared
// machine grow with it; CPU times much less.
double load() {
    double avg[1] = {0};
    return getloadavg(avg, 1) == 1 ? avg[0] : -1;
}

// The median of `repeat` timings of `work`, in milliseconds.
template <class Work>
double medianMs(int repeat, Work&& work) {
    std::vector<double> times;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        times.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

std::string generate(const QDir& dir, std::uint64_t n) {
    const std::string file = dir.filePath(QString("records-%1.txt").arg(n)).toStdString();
    if (!QFileInfo::exists(QString::fromStdString(file))) {
        std::ofstream out(file, std::ios::binary);
        enkang::bench::writeGeneratedRecords(out, 15, n);
    }
    return file;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_archive_scale ENKANG_CLI WORK_DIR [N...]\n");
        return 2;
    }
    const std::string cli = QFileInfo(argv[1]).absoluteFilePath().toStdString();
    QDir dir(argv[2]);
    dir.mkpath(".");
    std::vector<std::uint64_t> sizes;
    bool reuse = false;  // --reuse: archives already imported are measured as they are
    for (int i = 3; i < argc; ++i) {
        if (std::string(argv[i]) == "--reuse")
            reuse = true;
        else
            sizes.push_back(std::strtoull(argv[i], nullptr, 10));
    }
    if (sizes.empty()) sizes = {10000, 100000, 1000000};

    std::printf(
        "| work | records | time | CPU time | peak RSS | load |\n|---|---|---|---|---|---|\n");
    QString largest, at100k;
    for (std::uint64_t n : sizes) {
        const std::string file = generate(dir, n);
        const QString db = dir.filePath(QString("archive-%1.sqlite").arg(n));
        largest = db;
        if (n == 100000) at100k = db;
        if (reuse && QFileInfo::exists(db)) continue;
        for (const QString& f : {db, db + "-wal", db + "-shm"}) QFile::remove(f);
        const Run r = runChild({cli, "record", "import", "--db", db.toStdString(), file});
        std::printf("| import (%.0f MB of text) | %llu | %.2f s | %.2f s | %.0f MB | %.1f |%s\n",
                    double(QFileInfo(QString::fromStdString(file)).size()) / 1e6,
                    (unsigned long long)n, r.seconds, r.cpuSeconds, r.peakMb, load(),
                    r.status == 0 ? "" : " (failed)");
        std::fflush(stdout);
    }
    const std::uint64_t most = sizes.back();
    const QString exported = dir.filePath("export.txt");
    const Run e = runChild({cli, "record", "export", "--db", largest.toStdString(), "--all", "-o",
                            exported.toStdString()});
    std::printf("| export | %llu | %.2f s | %.2f s | %.0f MB | %.1f |%s\n",
                (unsigned long long)most, e.seconds, e.cpuSeconds, e.peakMb, load(),
                e.status == 0 ? "" : " (failed)");
    QFile::remove(exported);

    {
        Database warm;  // loads the SQLite driver, as any start-up does before opening
        warm.open(dir.filePath("warm.sqlite"));
    }
    QElapsedTimer t;
    t.start();
    Database db;
    db.open(largest);
    RecordFilter first;
    first.limit = 50;
    const int shown = int(RecordStore(db).search(first).size());
    std::printf("| open + first page (%d rows) | %llu | %.1f ms | | | %.1f |\n", shown,
                (unsigned long long)most, double(t.nsecsElapsed()) / 1e6, load());
    db.close();

    if (!at100k.isEmpty()) {
        Database small;
        small.open(at100k);
        RecordStore store(small);
        RecordFilter place;
        place.place = "sala";
        place.limit = 50;
        int found = 0;
        const double placeMs = medianMs(7, [&] { found = int(store.search(place).size()); });
        std::printf("| place search 'sala', first page (%d rows) | 100000 | %.2f ms | | | %.1f |\n",
                    found, placeMs, load());
        RecordFilter text;
        text.text = "acacia";
        text.limit = 50;
        const double textMs = medianMs(7, [&] { found = int(store.search(text).size()); });
        std::printf(
            "| comment search 'acacia', first page (%d rows) | 100000 | %.2f ms | | | %.1f |\n",
            found, textMs, load());
        const double countMs = medianMs(3, [&] { found = store.count(text); });
        std::printf("| comment search 'acacia', count (%d) | 100000 | %.2f ms | | | %.1f |\n",
                    found, countMs, load());
    }
    return 0;
}
