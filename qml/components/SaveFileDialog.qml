// A file dialog that saves, its buttons named in the app's language (Qt 6.4
// brings no words of its own for Spanish, Portuguese or Slovak here, and a
// plain FileDialog says "Open" even when it saves). A default file name is
// given as the dialog opens, not as a binding on selectedFile, which a type
// derived from FileDialog does not keep.
import QtQuick
import QtQuick.Dialogs

FileDialog {
    fileMode: FileDialog.SaveFile
    acceptLabel: qsTr("Save")
    rejectLabel: qsTr("Cancel")
}
