// Rules: the project's own rule text of each game in the chosen language,
// with the app's rulings, under a picture of the start position.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Page {
    id: page
    property string gameId: "kimasai-mackay"
    implicitWidth: 400   // not from the content: a long text would make a loop
    implicitHeight: 600
    readonly property GameInfo info: GameInfo {}
    background: Rectangle { color: Theme.background }
    GameController { id: diagram }
    onGameIdChanged: diagram.newGame(gameId)
    Component.onCompleted: diagram.newGame(gameId)

    header: TabBar {
        id: tabs
        currentIndex: page.info.ids.indexOf(page.gameId)
        Repeater {
            model: page.info.ids
            TabButton { text: page.info.shortName(modelData); onClicked: page.gameId = modelData }
        }
    }
    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: Theme.margin
            Board {
                controller: diagram
                interactive: false
                showNames: true
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.margin
                Layout.preferredWidth: Math.min(scroll.availableWidth - 2 * Theme.margin, 720)
                Layout.preferredHeight: Layout.preferredWidth * (page.gameId === "en-gehe" ? 0.55 : 0.45)
            }
            Label {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                Layout.bottomMargin: Theme.margin
                textFormat: Text.MarkdownText
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: Theme.fontBody
                text: RuleTexts.text(page.gameId, Language.language)
            }
        }
    }
}
