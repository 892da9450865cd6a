// Record files given on the command line (the file manager's "Open with
// Enkang" on a .enkang file) are imported into the archive as enkang-cli
// record import would (all or nothing, errors at FILE:LINE:COLUMN); the
// window is then told what happened through its showImport(ids, summary).
#pragma once

#include <QStringList>

class QObject;

namespace enkang::ui {
class ArchiveService;
}

namespace enkang::gui {

void importOnStart(enkang::ui::ArchiveService& archive, const QStringList& files, QObject* window);

}  // namespace enkang::gui
