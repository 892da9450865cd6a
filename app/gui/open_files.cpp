#include "open_files.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPointer>
#include <QVariantList>
#include <cstdio>

#include "app/ui/archive_service.h"
#include "app/ui/record_importer.h"
#include "archive/record_import.h"

namespace enkang::gui {

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
            return QVariant(QVariantList{ids, ui::importSummary(report)});
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
