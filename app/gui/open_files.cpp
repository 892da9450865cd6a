#include "open_files.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPointer>
#include <QVariantList>
#include <cstdio>

#include "app/ui/archive_service.h"
#include "archive/record_import.h"

namespace enkang::gui {
namespace {

// What the user reads: how many records came in, or why none did.
QString summarize(const archive::ImportReport& report) {
    QStringList lines;
    if (!report.imported.isEmpty())
        lines << QCoreApplication::translate("OpenFiles", "Records imported: %1.")
                     .arg(report.imported.size());
    else if (report.fault == archive::Fault::None)
        lines << QCoreApplication::translate(
            "OpenFiles", "Nothing was imported: the files have these problems.");
    if (report.fault != archive::Fault::None)
        lines << QCoreApplication::translate("OpenFiles", "Writing to the archive stopped: %1")
                     .arg(report.error);
    constexpr std::size_t kShown = 20;  // the rest are counted, not listed
    for (std::size_t i = 0; i < report.problems.size() && i < kShown; ++i)
        lines << report.problems[i].describe();
    if (report.problems.size() > kShown)
        lines << QCoreApplication::translate("OpenFiles", "Problems not shown: %1.")
                     .arg(report.problems.size() - kShown);
    return lines.join('\n');
}

}  // namespace

void importOnStart(ui::ArchiveService& archive, const QStringList& files, QObject* window,
                   const std::function<void()>& done) {
    QStringList paths;
    for (const QString& file : files) paths << QFileInfo(file).absoluteFilePath();
    QPointer<ui::ArchiveService> service(&archive);
    archive.run(
        [paths](archive::Database& db) {
            const archive::ImportReport report = archive::importRecords(db, paths, {});
            QVariantList ids;
            for (qint64 id : report.imported) ids << id;
            return QVariant(QVariantList{ids, summarize(report)});
        },
        window,
        [window, service, done](const QVariant& result) {
            const QVariantList r = result.toList();
            if (service && !r.value(0).toList().isEmpty()) emit service->recordsChanged();
            for (const QString& line : r.value(1).toString().split('\n'))
                std::fprintf(stderr, "enkang: %s\n", qPrintable(line));
            QMetaObject::invokeMethod(window, "showImport", Q_ARG(QVariant, r.value(0)),
                                      Q_ARG(QVariant, r.value(1)));
            if (done) done();
        });
}

}  // namespace enkang::gui
