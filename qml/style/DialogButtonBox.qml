// Enkang's DialogButtonBox: Fusion's, with this style's Button (a thumb's
// size), its standard buttons named in the app's language. Qt names them
// from its own catalogue, which has no such texts for the app's languages in
// the Qt the app is built with (6.4), and left them in English. A name a
// dialog gives its button itself is left as it is.
import QtQuick
import QtQuick.Controls.Fusion as Fusion
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
    onStandardButtonsChanged: nameStandardButtons()
    Component.onCompleted: nameStandardButtons()
}
