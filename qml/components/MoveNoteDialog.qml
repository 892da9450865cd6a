// A comment and a glyph for one recorded move, in a dialog a thumb can use:
// the recorder opens it on the move just recorded, without leaving the
// board. The glyphs are the record format's (docs/record-format.md).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

WindowDialog {
    id: dialog
    property string moveLabel: ""
    property string comment: ""
    property string glyph: ""
    signal saved(string comment, string glyph)

    widest: 420
    fromTop: 4
    title: qsTr("Note on move %1").arg(moveLabel)
    onAboutToShow: {
        commentField.text = comment
        chosenGlyph = glyph
    }
    onOpened: commentField.forceActiveFocus()
    onAccepted: saved(commentField.text, chosenGlyph)
    property string chosenGlyph: ""
    readonly property GlyphNames glyphNames: GlyphNames {}
    function glyphName(g) { return glyphNames.name(g) }

    footer: DialogButtonBox {
        Button { text: qsTr("Cancel"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
        Button { objectName: "saveNote"; text: qsTr("Save"); DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole }
    }
    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        TextField {
            id: commentField
            objectName: "noteComment"
            Layout.fillWidth: true
            implicitHeight: Theme.touchTarget
            placeholderText: qsTr("Comment (optional)")
            Accessible.name: qsTr("Comment on the move")
            onAccepted: dialog.accept()
        }
        Flow {
            Layout.fillWidth: true
            spacing: 4
            Repeater {
                model: dialog.glyphNames.all
                Button {
                    text: modelData === "" ? "—" : modelData
                    highlighted: dialog.chosenGlyph === modelData
                    implicitWidth: Theme.touchTarget + 8
                    implicitHeight: Theme.touchTarget
                    font.bold: true
                    onClicked: dialog.chosenGlyph = modelData
                    Accessible.name: dialog.glyphName(modelData)
                }
            }
        }
        Label {
            Layout.fillWidth: true
            text: dialog.glyphName(dialog.chosenGlyph)
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
    }
}
