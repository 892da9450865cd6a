// A file dialog that saves, its buttons named in the app's language (Qt 6.4
// brings no words of its own for Spanish, Portuguese or Slovak here, and a
// plain FileDialog says "Open" even when it saves). A default file name is
// set just before open(): a binding on selectedFile is evaluated once, at
// start (a dated name went stale), and one on this derived type was seen not
// to take (December 2026).
import QtQuick
import QtQuick.Dialogs

FileDialog {
    fileMode: FileDialog.SaveFile
    acceptLabel: qsTr("Save")
    rejectLabel: qsTr("Cancel")
}
