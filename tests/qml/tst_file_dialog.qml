// Qt 6.4's own file dialog (where there is no native one) in a window as
// narrow as a phone: its buttons take a row of their own, so that the file
// name's field keeps its width (beside them it had about 10 px), and a name
// typed there counts at once, without Enter (before, Save stayed disabled).
// Both are mended from this style's DialogButtonBox.
import QtQuick
import QtQuick.Controls
import QtTest
import Enkang
import "find.js" as Find

Item {
    id: root
    width: 360
    height: 740

    SaveFileDialog {
        id: dialog
        title: "Export records"
        nameFilters: ["Record files (*.enkang)"]
        parentWindow: root.Window.window   // (a page of the app's window has one without asking)
    }

    TestCase {
        name: "FileDialog"
        when: windowShown

        function test_nameFieldKeepsItsWidthAndTypingCounts() {
            dialog.open()
            var field = null
            tryVerify(function () {
                field = findChild(root.Overlay.overlay, "fileNameTextField")
                return field !== null && field.visible && field.width > 0
            }, 5000, "no file name field")
            wait(50)
            verify(field.width >= 150, "the file name field is " + field.width + " px wide")
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Delete)
            for (var c of "typed#2") keyClick(c)
            // As typed: not taken as a URL at each key ("typed#2" became "typed").
            compare(field.text, "typed#2")
            // Accepted without Enter: the dialog closes with the typed name.
            var save = null
            tryVerify(function () {
                save = Find.button(root.Overlay.overlay, "Save")
                return save !== null && save.enabled
            }, 2000, "Save is not enabled by a typed name")
            mouseClick(save)
            tryVerify(function () { return !dialog.visible })
            verify(String(dialog.selectedFile).indexOf("typed") >= 0, dialog.selectedFile)
        }
    }
}
