// No quadratic paths (issue 15): importing (read, check, write), loading and
// writing back stay linear in hundreds of tags per game, thousands of bad
// games in one file and thousands of variations of one move. Each case times
// its work at size N and 4N (the process's CPU time, best of five, so that a
// loaded machine does not count; N grown until it takes 20 ms) and requires less than 8 times the
// time: linear work takes about 4 times, quadratic 16.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <ctime>
#include <functional>

#include "archive/record_import.h"
#include "archive/record_store.h"
#include "archive/record_text.h"

using namespace enkang::archive;

namespace {

constexpr double kMaxRatio = 8.0;

// CPU time of the whole process (the import reads on a thread of its own).
double cpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

QByteArray gameWithTags(int tags) {
    QByteArray out = "[Game \"kimasai-mackay\"]\n";
    for (int t = 0; t < tags; ++t) out += QByteArray("[Note") + QByteArray::number(t) + " \"v\"]\n";
    return out + "\n1. b3 *\n";
}

QByteArray badGames(int games) {
    QByteArray out;
    for (int g = 0; g < games; ++g) out += "[Game \"kimasai-mackay\"]\n\n1. zz9 *\n\n";
    return out;
}

QByteArray gameWithVariations(int variations) {
    QByteArray out = "[Game \"kimasai-mackay\"]\n\n1. b3";
    for (int v = 0; v < variations; ++v) out += " (1. b3 {alternative})";
    return out + " *\n";
}

}  // namespace

class TestLinearPaths : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    int runs_ = 0;

    // Seconds to import `text` into a new archive, then load and write every record back.
    double importAndExport(const QByteArray& text) {
        const QString base = dir_.filePath(QString("run%1").arg(++runs_));
        QFile file(base + ".txt");
        file.open(QIODevice::WriteOnly);
        file.write(text);
        file.close();
        Database db;
        if (!db.open(base + ".sqlite")) return -1;
        const double start = cpuSeconds();
        ImportOptions options;
        options.keepGoodGames = true;
        const ImportReport report = importRecords(db, {base + ".txt"}, options);
        RecordStore store(db);
        for (qint64 id : report.imported) {
            const auto r = store.load(id);
            if (!r || writeRecord(*r).empty()) return -1;
        }
        return cpuSeconds() - start;
    }

    void staysLinear(const std::function<QByteArray(int)>& make, int n) {
        auto best = [&](int size) {
            const QByteArray text = make(size);
            double out = 1e9;
            for (int i = 0; i < 5; ++i) out = std::min(out, importAndExport(text));
            return out;
        };
        // A few milliseconds are mostly fixed costs and noise (a fast disk
        // made N's time 3 ms and the ratio 8.9 on a CI machine): N doubles
        // until its time is at least 20 ms.
        double small = best(n);
        while (small > 0 && small < 0.02 && n < (1 << 20)) small = best(n *= 2);
        const double large = best(4 * n);
        QVERIFY(small > 0 && large > 0);
        qInfo("N = %d: %.1f ms, 4N: %.1f ms, ratio %.1f", n, small * 1e3, large * 1e3,
              large / small);
        QVERIFY2(large / small < kMaxRatio, qPrintable(QString("ratio %1").arg(large / small)));
    }

  private slots:
    void hundredsOfTagsPerGame() { staysLinear(gameWithTags, 3000); }
    void thousandsOfBadGamesInOneFile() { staysLinear(badGames, 2000); }
    void thousandsOfVariationsOfOneMove() { staysLinear(gameWithVariations, 4000); }
};

QTEST_GUILESS_MAIN(TestLinearPaths)
#include "tst_linear_paths.moc"
