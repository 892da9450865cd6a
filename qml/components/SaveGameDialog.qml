// Keeping a game played in Play as a record of the archive, finished or not:
// a short form (where, when, what occasion, notes); the sides' names and the
// teams' members come from the game itself.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

WindowDialog {
    id: dialog
    property GameController controller
    widest: 440
    fromTop: 4
    title: qsTr("Save the game as a record")
    standardButtons: Dialog.Save | Dialog.Cancel
    onAboutToShow: {
        if (dateField.text === "") dateField.text = Qt.formatDate(new Date(), "yyyy.MM.dd")
    }
    onAccepted: controller.saveToArchive({ "Place": placeField.text, "Date": dateField.text,
                                           "Event": eventField.text, "Notes": notesField.text })
    ScrollingColumn {  // a phone on its side is shorter than the form
        anchors.fill: parent
        spacing: 4
        Label {
            Layout.fillWidth: true
            text: dialog.controller && !dialog.controller.over
                  ? qsTr("The game is not over: it is kept with its result unknown.") : ""
            visible: text !== ""
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
        Label { text: qsTr("Place"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
        TextField { id: placeField; objectName: "savePlace"; Layout.fillWidth: true; placeholderText: qsTr("Village, area or market"); Accessible.name: qsTr("Place") }
        Label { text: qsTr("Date (year.month.day)"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
        TextField { id: dateField; Layout.fillWidth: true; inputMethodHints: Qt.ImhPreferNumbers; Accessible.name: qsTr("Date") }
        Label { text: qsTr("Event"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
        TextField { id: eventField; Layout.fillWidth: true; Accessible.name: qsTr("Event") }
        Label { text: qsTr("Notes (optional)"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
        TextField { id: notesField; Layout.fillWidth: true; Accessible.name: qsTr("Notes") }
    }
}
