// Enkang's DialogButtonBox: Fusion's, with this style's Button (a thumb's
// size), its standard buttons named in the app's language. Qt names them
// from its own catalogue, which has no such texts for the app's languages in
// the Qt the app is built with (6.4), and left them in English. A name a
// dialog gives its button itself is left as it is.
import QtQuick
import QtQuick.Controls.Fusion as Fusion
import QtQuick.Layouts
import QtQuick.Templates as T

Fusion.DialogButtonBox {
    id: box
    delegate: Button {}
    function nameStandardButtons() {
        var names = [[T.Dialog.Ok, "OK", function () { return qsTr("OK") }],
                     [T.Dialog.Cancel, "Cancel", function () { return qsTr("Cancel") }],
                     [T.Dialog.Save, "Save", function () { return qsTr("Save") }],
                     [T.Dialog.Open, "Open", function () { return qsTr("Open") }],
                     [T.Dialog.Yes, "Yes", function () { return qsTr("Yes") }],
                     [T.Dialog.No, "No", function () { return qsTr("No") }],
                     [T.Dialog.Close, "Close", function () { return qsTr("Close") }]]
        for (var i = 0; i < names.length; ++i) {
            var button = standardButton(names[i][0])
            // Qt's own English name only: a binding, so that it follows a change of language.
            if (button && button.text === names[i][1]) button.text = Qt.binding(names[i][2])
        }
    }
    // Qt's own file dialog (where there is no native one) labels two fields
    // with texts Qt 6.4 has no Spanish, Portuguese or Slovak for: listed here
    // so that the app's catalogues carry them, under Qt's context. (Its
    // buttons take their names from each FileDialog's acceptLabel and
    // rejectLabel, which it sets after this box has named them.)
    readonly property var qtFileDialogLabels: [QT_TRANSLATE_NOOP("FileDialog", "File name"),
                                               QT_TRANSLATE_NOOP("FileDialog", "Filter")]
    // Two faults of Qt 6.4's own file dialog, mended from its button box (the
    // one part of it this style makes). It puts the box beside its filter, in
    // the column that the file name's field shares: in a window as narrow as
    // a phone that left the field a few pixels, so there the box takes a row
    // of its own under them. And it takes a typed name only once the field's
    // editing ends: Save stayed disabled until Enter, which a phone's
    // keyboard may not offer. A typed name now enables Save at once; the
    // press on Save takes the focus from the field, which ends its editing
    // before the click. (Committing at every key let Qt rewrite the field as
    // a URL while it was typed: "game#2" became "game".)
    function fitQtFileDialog() {
        var footer = parent
        if (!footer || footer.columns !== 3) return
        var nameField = null
        for (var i = 0; i < footer.children.length; ++i)
            if (footer.children[i].objectName === "fileNameTextField") nameField = footer.children[i]
        if (!nameField) return
        nameField.textEdited.connect(function () {
            var accept = box.standardButton(T.Dialog.Open) || box.standardButton(T.Dialog.Save)
            if (accept) accept.enabled = nameField.text.trim() !== ""
        })
        Layout.row = Qt.binding(function () { return footer.width < 560 ? 2 : 1 })
        Layout.column = Qt.binding(function () { return footer.width < 560 ? 0 : 2 })
        Layout.columnSpan = Qt.binding(function () { return footer.width < 560 ? 3 : 1 })
        Layout.alignment = Qt.AlignRight
    }
    onStandardButtonsChanged: nameStandardButtons()
    Component.onCompleted: {
        nameStandardButtons()
        fitQtFileDialog()
    }
}
