// The end of a game: who won (team names in En Gehé), why, the score, and
// what to do next: a new game, a rematch, a review of the moves, or keeping
// the game in the record archive (SaveGameDialog asks where and when).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Popup {
    id: panel
    property GameController controller
    property string winnerLine: ""   // "South wins." / team name; set by the page
    signal newGameWanted()
    signal saveWanted()
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(Overlay.overlay ? Overlay.overlay.width - 2 * Theme.margin : 360, 420)
    padding: Theme.margin
    property string saveMessage: ""

    Connections {
        target: panel.controller
        function onSavedChanged() {
            if (panel.controller.savedId > 0) panel.saveMessage = qsTr("Saved in the record archive.")
        }
        function onSaveFailed(reason) { panel.saveMessage = qsTr("Not saved: %1").arg(reason) }
        function onGameChanged() { panel.saveMessage = "" }
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing
        Label {
            Layout.fillWidth: true
            text: panel.winnerLine
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            text: panel.controller ? panel.controller.endReason : ""
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            visible: panel.controller !== null && Games.game(panel.controller.gameId).countsCaptures
            text: panel.controller ? qsTr("Captured: %1 – %2.").arg(panel.controller.captured[0]).arg(panel.controller.captured[1]) : ""
            color: Theme.textMuted
        }
        Label {
            Layout.fillWidth: true
            text: panel.controller ? qsTr("%n move(s) played.", "", panel.controller.ply) : ""
            color: Theme.textMuted
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            Button { Layout.fillWidth: true; text: qsTr("New game"); onClicked: { panel.close(); panel.newGameWanted() } }
            Button { Layout.fillWidth: true; text: qsTr("Rematch"); onClicked: { panel.close(); panel.controller.restart() } }
            Button { Layout.fillWidth: true; text: qsTr("Review"); onClicked: { panel.close(); panel.controller.review(0) } }
            Button { Layout.fillWidth: true; text: qsTr("Close"); onClicked: panel.close() }
        }
        Button {
            objectName: "saveButton"
            Layout.fillWidth: true
            text: panel.controller && panel.controller.savedId > 0 ? qsTr("Saved") : qsTr("Save to archive…")
            enabled: panel.controller !== null && panel.controller.savedId === 0 && Archive.ready
            Accessible.description: qsTr("Keeps this game as a record, with where and when it was played")
            onClicked: panel.saveWanted()
        }
        Label {
            Layout.fillWidth: true
            visible: text !== ""
            text: panel.saveMessage
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
    }
}
