// Settings: language (switches at once), animation speed, board side.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Page {
    id: page
    property GameController controller
    background: Rectangle { color: Theme.background }
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.margin
        Label { text: qsTr("Settings"); font.pixelSize: Theme.fontHeading; font.bold: true; color: Theme.text }
        Label { text: qsTr("Language"); color: Theme.text; font.bold: true }
        ComboBox {
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
            onActivated: if (page.controller) page.controller.animationMs = speeds[currentIndex]
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            text: qsTr("Enkang %1. Rules as settled in the app's rulings; see the Rules and Sources pages.").arg(Qt.application.version)
        }
        Item { Layout.fillHeight: true }
    }
}
