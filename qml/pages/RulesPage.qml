// Rules: the project's own rule text of each game in the chosen language,
// with the app's rulings, under a picture of the start position.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Page {
    id: page
    property string gameId: Games.defaultId
    implicitWidth: 400   // not from the content: a long text would make a loop
    implicitHeight: 600
    readonly property GameInfo info: GameInfo {}
    background: Rectangle { color: Theme.background }
    BoardView { id: diagram }
    LearnController { id: lessons; language: Language.language }
    onGameIdChanged: diagram.showStart(gameId)
    Component.onCompleted: diagram.showStart(gameId)

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
                view: diagram
                interactive: false
                showNames: true
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.margin
                Layout.preferredWidth: Math.min(scroll.availableWidth - 2 * Theme.margin, 720)
                Layout.preferredHeight: Layout.preferredWidth * (Games.game(page.gameId).foldsRows ? 0.55 : 0.45)
            }
            Label {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                textFormat: Text.MarkdownText
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: Theme.fontBody
                text: RuleTexts.text(page.gameId, Language.language)
            }
            Label {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                text: qsTr("Key rules on the board")
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
            }
            Column {
                // Plain positioners, not layouts: the diagrams come and go with the game.
                id: keyRules
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                spacing: Theme.margin
                Repeater {
                    // One position per lesson of the game's course, with the move it teaches marked.
                    model: lessons.diagrams(page.gameId)
                    Column {
                        id: keyRuleItem
                        width: keyRules.width
                        spacing: 4
                        property BoardView keyRule: BoardView { animationMs: 0 }
                        Component.onCompleted: lessons.showStepOn(keyRule, modelData.lessonId, modelData.step)
                        Label { width: parent.width; text: modelData.title; font.bold: true; color: Theme.text; font.pixelSize: Theme.fontBody; wrapMode: Text.WordWrap }
                        Board {
                            view: keyRuleItem.keyRule
                            interactive: false
                            showMarks: true
                            showNames: true
                            anchors.horizontalCenter: parent.horizontalCenter
                            width: Math.min(parent.width, 560)
                            height: width * (Games.game(page.gameId).foldsRows ? 0.55 : 0.45)
                        }
                        Label { width: parent.width; text: modelData.text; color: Theme.textMuted; font.pixelSize: Theme.fontSmall; wrapMode: Text.WordWrap }
                    }
                }
            }
            Item { implicitHeight: Theme.margin }
        }
    }
}
