// Record files given on the command line (the file manager's "Open with
// Enkang" on a .enkang file) are imported into the archive as enkang-cli
// record import would (all or nothing, errors at FILE:LINE:COLUMN); the
// window is then told what happened through its showImport(ids, summary),
// and the summary is printed on stderr for a terminal or a script.
#pragma once

#include <QStringList>
#include <functional>

class QObject;

namespace enkang::ui {
class ArchiveService;
}

namespace enkang::gui {

// `done` is called once the window has been told.
void importOnStart(enkang::ui::ArchiveService& archive, const QStringList& files, QObject* window,
                   const std::function<void()>& done = {});

}  // namespace enkang::gui
