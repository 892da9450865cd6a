// Rules: the project's own rule text of each game in the chosen language,
// with the app's rulings, under a picture of the start position; then each
// interpretation the app makes for the game ("Enkang's ruling"), with the
// readings it did not choose and the passages it rules on.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Page {
    id: page
    property string gameId: Games.defaultId
    // The game's interpretations, shown under the rule text (Enkang's rulings).
    SourcesController { id: sources; language: Language.language; gameFilter: page.gameId }
    readonly property var interpretations: sources.rulings.filter(function (r) { return r.isInterpretation })
    implicitWidth: 400   // not from the content: a long text would make a loop
    implicitHeight: 600
    readonly property GameInfo info: GameInfo {}
    background: Rectangle { color: Theme.background }
    BoardView { id: diagram }
    LearnController { id: lessons; language: Language.language }
    onGameIdChanged: diagram.showStart(gameId)
    // A diagram's height for its width: its board's shape, but never more than
    // three fifths of the page, so that on a phone on its side the text shows
    // under it (the board draws itself smaller, centred).
    function diagramHeight(width) {
        return Math.min(width * (Games.game(gameId).foldsRows ? 0.55 : 0.45), Math.max(180, 0.6 * height))
    }
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
                Layout.preferredHeight: page.diagramHeight(Layout.preferredWidth)
            }
            // A new label for each text: a Markdown label given another text
            // (another game's tab, another language) lost its paragraphs' and
            // list items' spacing in Qt 6.4.
            Repeater {
                model: [RuleTexts.text(page.gameId, Language.language)]
                Label {
                    objectName: "ruleText"
                    Layout.fillWidth: true
                    Layout.leftMargin: Theme.margin
                    Layout.rightMargin: Theme.margin
                    textFormat: Text.MarkdownText
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: Theme.fontBody
                    text: modelData
                }
            }
            Label {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                visible: page.interpretations.length > 0
                //: Heading over the app's interpretations of unclear points of a game's sources
                text: qsTr("Enkang's rulings on this game")
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: page.interpretations
                delegate: Rectangle {
                    id: rulingCard
                    required property var modelData
                    Layout.fillWidth: true
                    Layout.leftMargin: Theme.margin
                    Layout.rightMargin: Theme.margin
                    implicitHeight: rulingColumn.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: Theme.surface
                    border.color: Theme.accent
                    ColumnLayout {
                        id: rulingColumn
                        x: Theme.spacing
                        y: Theme.spacing
                        width: parent.width - 2 * Theme.spacing
                        spacing: 4
                        Label {
                            Layout.fillWidth: true
                            text: qsTranslate("SourcesPage", "Enkang's ruling") + " · " + rulingCard.modelData.title
                            color: Theme.accent
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            Layout.fillWidth: true
                            text: rulingCard.modelData.text
                            color: Theme.text
                            font.pixelSize: Theme.fontSmall + 1
                            wrapMode: Text.WordWrap
                        }
                        RulingNotes {
                            Layout.fillWidth: true
                            ruling: rulingCard.modelData
                            linksEnabled: false
                        }
                    }
                }
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
                            height: page.diagramHeight(width)
                        }
                        Label { width: parent.width; text: modelData.text; color: Theme.textMuted; font.pixelSize: Theme.fontSmall; wrapMode: Text.WordWrap }
                    }
                }
            }
            Item { implicitHeight: Theme.margin }
        }
    }
}
