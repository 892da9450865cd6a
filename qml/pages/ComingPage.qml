// A page whose feature is still being built: says plainly what will be here.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Page {
    id: page
    property string heading
    property string body
    background: Rectangle { color: Theme.background }
    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, 560)
        spacing: Theme.margin
        Label { text: page.heading; font.pixelSize: Theme.fontHeading; font.bold: true; color: Theme.text; Layout.fillWidth: true; wrapMode: Text.WordWrap }
        Label { text: page.body; font.pixelSize: Theme.fontBody; color: Theme.text; Layout.fillWidth: true; wrapMode: Text.WordWrap }
        Label { text: qsTr("Not available yet in this version."); font.italic: true; color: Theme.textMuted; Layout.fillWidth: true; wrapMode: Text.WordWrap }
    }
}
