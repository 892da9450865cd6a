// Settings: language (switches at once), animation speed, level 5's time a move, the archive.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Page {
    id: page
    property GameController controller
    background: Rectangle { color: Theme.background }
    ScrollView {
      id: scroll
      anchors.fill: parent
      contentWidth: availableWidth
      ColumnLayout {
        x: Theme.margin
        width: scroll.availableWidth - 2 * Theme.margin
        spacing: Theme.margin
        Item { implicitHeight: 1 }
        Label { text: qsTr("Settings"); font.pixelSize: Theme.fontHeading; font.bold: true; color: Theme.text }
        Label { text: qsTr("Language"); color: Theme.text; font.bold: true }
        ComboBox {
            objectName: "languageBox"
            Layout.fillWidth: true
            Layout.maximumWidth: 400
            model: Language.languages.map(function (code) { return Language.nativeName(code) })
            currentIndex: Language.languages.indexOf(Language.language)
            onActivated: Language.language = Language.languages[currentIndex]
        }
        Label { text: qsTr("Animation of moves"); color: Theme.text; font.bold: true }
        ComboBox {
            Layout.fillWidth: true
            Layout.maximumWidth: 400
            readonly property var speeds: [0, 40, 120, 300]
            model: [qsTr("Off: show the result at once"), qsTr("Fast"), qsTr("Normal"), qsTr("Slow")]
            currentIndex: Math.max(0, speeds.indexOf(page.controller ? page.controller.animationMs : 120))
            onActivated: {
                Preferences.animationMs = speeds[currentIndex]
                if (page.controller) page.controller.animationMs = speeds[currentIndex]
            }
        }
        Label { text: qsTr("Computer, level 5"); color: Theme.text; font.bold: true }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: qsTr("Level 5 looks further ahead the longer it may think: more time plays stronger, less answers sooner. The other levels always look the same distance ahead.")
        }
        ComboBox {
            id: level5Time
            Layout.fillWidth: true
            Layout.maximumWidth: 400
            implicitHeight: Theme.touchTarget
            readonly property var choices: Preferences.level5Choices()
            model: [qsTr("Half a second a move"), qsTr("One second a move (the default)"),
                    qsTr("Two seconds a move"), qsTr("Five seconds a move"), qsTr("Ten seconds a move")]
            currentIndex: choices.indexOf(Preferences.level5Seconds)
            Accessible.name: qsTr("Level 5's thinking time per move")
            onActivated: Preferences.level5Seconds = choices[currentIndex]
        }
        Label { text: qsTr("Record archive"); color: Theme.text; font.bold: true }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WrapAnywhere
            color: Theme.textMuted
            text: Archive.path
        }
        Button {
            text: qsTr("Back up the archive…")
            implicitHeight: Theme.touchTarget
            enabled: Archive.ready
            Accessible.description: qsTr("Saves a complete copy of the record archive to a file you choose")
            onClicked: {
                // Today's date, also in a window left open overnight.
                backupDialog.selectedFile = backupDialog.currentFolder + "/enkang-backup-" + Qt.formatDate(new Date(), "yyyy-MM-dd") + ".sqlite"
                backupDialog.open()
            }
        }
        Label {
            id: backupResult
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            visible: text !== ""
        }
        Button {
            text: qsTr("Check the archive")
            enabled: Archive.ready
            Accessible.description: qsTr("Reads every page of the record archive and says whether it is intact")
            onClicked: { backupResult.text = qsTr("Checking…"); Archive.check() }
        }
        Connections {
            target: Archive
            function onBackupFinished(ok, message) { backupResult.text = message }
            function onCheckFinished(ok, message) { backupResult.text = message }
        }
        SharedArchiveSettings { Layout.fillWidth: true }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: qsTr("Enkang %1. Rules as settled in the app's rulings; see the Rules and Sources pages.").arg(Qt.application.version)
        }
        Item { implicitHeight: Theme.margin }
      }
    }

    SaveFileDialog {
        id: backupDialog
        title: qsTr("Back up the archive")
        nameFilters: [qsTr("Enkang archives (*.sqlite)")]
        defaultSuffix: "sqlite"
        onAccepted: Archive.backup(selectedFile)
    }
}
