// Home: the three games, each with its origin, its source and a picture of
// its start position, and a way into playing it or reading its rules.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Page {
    id: page
    signal play(string gameId)
    signal rules(string gameId)
    readonly property GameInfo info: GameInfo {}
    background: Rectangle { color: Theme.background }

    ScrollView {
        anchors.fill: parent
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: Theme.margin
            Item { implicitHeight: Theme.spacing }
            Label {
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                Layout.fillWidth: true
                text: qsTr("Enkang")
                font.pixelSize: Theme.fontHeading
                font.bold: true
                color: Theme.text
            }
            Label {
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                Layout.fillWidth: true
                text: qsTr("Three mancala games of the Maasai of Tanzania. The pits are cattle enclosures (enkang), the seeds are cows (ingishu).")
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                font.pixelSize: Theme.fontBody
            }
            GridLayout {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                columns: page.width >= 1100 ? 3 : page.width >= 700 ? 2 : 1
                columnSpacing: Theme.margin
                rowSpacing: Theme.margin
                Repeater {
                    model: page.info.ids
                    Rectangle {
                        id: card
                        required property string modelData
                        Layout.fillWidth: true
                        Layout.alignment: Qt.AlignTop   // cards of a row start level
                        Layout.preferredHeight: cardColumn.implicitHeight + 2 * Theme.margin
                        radius: Theme.radius
                        color: Theme.surface
                        border.color: Theme.divider
                        BoardView { id: preview; Component.onCompleted: showStart(card.modelData) }
                        ColumnLayout {
                            id: cardColumn
                            anchors.fill: parent
                            anchors.margins: Theme.margin
                            spacing: 6
                            Label { text: page.info.name(card.modelData); font.pixelSize: Theme.fontTitle; font.bold: true; color: Theme.text; Layout.fillWidth: true; wrapMode: Text.WordWrap }
                            Label { text: page.info.origin(card.modelData); color: Theme.textMuted; font.pixelSize: Theme.fontSmall; Layout.fillWidth: true; wrapMode: Text.WordWrap }
                            Label { text: page.info.source(card.modelData); color: Theme.textMuted; font.pixelSize: Theme.fontSmall; font.italic: true; Layout.fillWidth: true; wrapMode: Text.WordWrap }
                            Board {
                                view: preview
                                interactive: false
                                Layout.fillWidth: true
                                Layout.preferredHeight: Math.min(width * (Games.game(card.modelData).foldsRows ? 0.42 : 0.5), 220)
                            }
                            Label { text: page.info.summary(card.modelData); color: Theme.text; font.pixelSize: Theme.fontBody; Layout.fillWidth: true; wrapMode: Text.WordWrap }
                            RowLayout {
                                Button { text: qsTr("Play"); highlighted: true; onClicked: page.play(card.modelData) }
                                Button { text: qsTr("Rules"); onClicked: page.rules(card.modelData) }
                            }
                        }
                    }
                }
            }
            Item { implicitHeight: Theme.margin }
        }
    }
}
