// libFuzzer target for the archive's file opener: any bytes given as an
// archive (and as its WAL) must be opened or refused without a signal; a
// file opened is listed and every record loaded; a refusal that says the
// file "was left untouched" must be true, byte for byte, with no -wal, -shm
// or -journal left beside it that was not there before.
//
// Input: 4 bytes (big-endian) giving the main file's length, the main file,
// then the WAL's bytes (none: no WAL file).
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "archive/database.h"
#include "archive/record_store.h"

namespace {

QTemporaryDir* folder = nullptr;

QByteArray read(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    folder = new QTemporaryDir;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace enkang::archive;
    if (size < 4) return 0;
    const std::size_t mainSize = std::size_t(data[0]) << 24 | std::size_t(data[1]) << 16 |
                                 std::size_t(data[2]) << 8 | data[3];
    const auto* body = reinterpret_cast<const char*>(data + 4);
    const std::size_t rest = size - 4;
    const QByteArray main(body, qsizetype(std::min(mainSize, rest)));
    const QString path = QDir(folder->path()).filePath("archive.sqlite");
    write(path, main);
    const bool hasWal = rest > mainSize;
    if (hasWal) write(path + "-wal", QByteArray(body + mainSize, qsizetype(rest - mainSize)));
    const QByteArray walBefore = read(path + "-wal");
    {
        Database db;
        db.setBusyTimeout(0);
        if (db.open(path)) {
            RecordStore store(db);
            for (qint64 id : store.allIds()) store.load(id);
            store.search({});
        } else if (db.error().contains("left untouched")) {
            if (read(path) != main) {
                std::fprintf(stderr, "refused but changed: %s\n", qPrintable(db.error()));
                std::abort();
            }
            if (hasWal ? read(path + "-wal") != walBefore : QFileInfo::exists(path + "-wal")) {
                std::fprintf(stderr, "refused but its WAL changed: %s\n", qPrintable(db.error()));
                std::abort();
            }
            for (const char* suffix : {"-shm", "-journal"})
                if (QFileInfo::exists(path + suffix)) {
                    std::fprintf(stderr, "refused but left %s: %s\n", suffix,
                                 qPrintable(db.error()));
                    std::abort();
                }
        }
    }
    for (const QString& name : QDir(folder->path()).entryList(QDir::Files | QDir::Hidden))
        QFile::remove(QDir(folder->path()).filePath(name));
    return 0;
}
