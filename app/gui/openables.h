// The popups and dialogs that the app's QML declares (Dialog, Drawer, Menu,
// Popup, FileDialog, FolderDialog..., and components whose root is one),
// read from the sources, so that the self-test can check that it opened
// every one of them: one it cannot reach fails it instead of being skipped.
#pragma once

#include <QList>
#include <QMap>
#include <QString>

namespace enkang::gui {

struct DeclaredOpenable {
    QString file;  // file name, such as "SourcesPage.qml"
    int line = 0;
    QString type;  // as written, such as "FileDialog" or "NewGameDialog"
    QString id;    // empty when it has none (the self-test cannot name it then)
    QString key() const { return file + QLatin1Char('#') + id; }
};

// sources: file name -> QML text.
QList<DeclaredOpenable> findOpenables(const QMap<QString, QString>& sources);

}  // namespace enkang::gui
