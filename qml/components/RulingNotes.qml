// What makes a ruling Enkang's own interpretation: the readings of the
// sources it did not choose, each with the reason, and the passages of the
// sources it rules on. Shown under a ruling on the Sources and Rules pages.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

ColumnLayout {
    id: notes
    property var ruling: ({})
    property bool linksEnabled: true   // passages open their source
    signal sourceRequested(string sourceId)
    readonly property var alternatives: ruling.alternatives || []
    readonly property var passages: ruling.passages || []
    visible: !!ruling.isInterpretation && (alternatives.length > 0 || passages.length > 0)
    spacing: 4

    Label {
        Layout.fillWidth: true
        visible: notes.alternatives.length > 0
        //: Heading over the readings of a source that the app's ruling rejects
        text: qsTr("Readings not chosen")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
    Repeater {
        model: notes.alternatives
        delegate: ColumnLayout {
            required property var modelData
            Layout.fillWidth: true
            spacing: 0
            Label {
                Layout.fillWidth: true
                text: "• " + modelData.reading
                color: Theme.text
                font.pixelSize: Theme.fontSmall + 1
                font.italic: true
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                Layout.leftMargin: 12
                //: %1 is why the app did not choose a reading of a source
                text: qsTr("Why not: %1").arg(modelData.rejectedBecause)
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall + 1
                wrapMode: Text.WordWrap
            }
        }
    }
    Label {
        Layout.fillWidth: true
        Layout.topMargin: 4
        visible: notes.passages.length > 0
        //: Heading over the places in the sources that a ruling settles
        text: qsTr("Passages ruled on")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
    Repeater {
        model: notes.passages
        delegate: Label {
            required property var modelData
            Layout.fillWidth: true
            // A link a thumb taps: a thumb's height at least.
            Layout.minimumHeight: notes.linksEnabled ? Theme.touchTarget : 0
            verticalAlignment: Text.AlignVCenter
            text: modelData.sourceLabel + " · " + modelData.where + (notes.linksEnabled ? " ›" : "")
            color: notes.linksEnabled ? Theme.accent : Theme.text
            font.pixelSize: Theme.fontSmall + 1
            wrapMode: Text.WordWrap
            Accessible.role: notes.linksEnabled ? Accessible.Link : Accessible.StaticText
            TapHandler {
                enabled: notes.linksEnabled
                onTapped: notes.sourceRequested(modelData.sourceId)
            }
        }
    }
}
