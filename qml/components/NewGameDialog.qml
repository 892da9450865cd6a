// New game: the game, its options (with the ranges the engine gives), who
// starts, each side a person or the computer at level 1-5, and for En Gehé
// the teams' names and members; it opens on the game in progress's choices.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

WindowDialog {
    id: dialog
    property GameController controller
    property string gameId: Games.defaultId
    readonly property GameInfo info: GameInfo {}
    title: qsTr("New game")
    standardButtons: Dialog.Ok | Dialog.Cancel
    widest: 520
    tallest: 720
    fromTop: 2

    function optionsMap() {
        var o = { first: firstBox.currentIndex === 0 ? "south" : "north" }
        for (var i = 0; i < optionRepeater.count; ++i) {
            var item = optionRepeater.itemAt(i)
            o[item.key] = item.value
        }
        return o
    }
    // The choices offered: the game in progress's when it is this game (a
    // game begun from a record, a lesson or the command line keeps its board
    // and players), else those made last time for it (Preferences keeps them).
    readonly property bool inProgress: controller !== null && controller.gameId === gameId
    readonly property var offered: inProgress ? controller.options : Preferences.gameOptions(gameId)
    readonly property var offeredLevels: inProgress ? controller.levels : Preferences.levels(gameId)
    function offeredTeam(side) {
        return inProgress && controller.teamNames.length > side ? controller.teamNames[side] : ""
    }
    function offeredMembers(side) {
        return inProgress && controller.teamMembers.length > side ? controller.teamMembers[side].join(", ") : ""
    }
    onAccepted: {
        Preferences.setGameOptions(gameId, optionsMap())
        Preferences.setLevels(gameId, [southLevel.currentIndex, northLevel.currentIndex])
        var names = Games.game(gameId).hasTeams ? [southTeam.text, northTeam.text] : []
        var members = Games.game(gameId).hasTeams ? [splitMembers(southMembers.text), splitMembers(northMembers.text)] : []
        controller.newGame(gameId, optionsMap(), [southLevel.currentIndex, northLevel.currentIndex], names, members)
    }
    function splitMembers(text) {
        return text.split(",").map(function (s) { return s.trim() }).filter(function (s) { return s.length > 0 })
    }

    ScrollView {
        anchors.fill: parent
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: Theme.spacing
            Label { text: qsTr("Game") }
            ComboBox {
                id: gameBox
                Layout.fillWidth: true
                model: dialog.info.ids.map(function (id) { return dialog.info.name(id) })
                currentIndex: dialog.info.ids.indexOf(dialog.gameId)
                onActivated: dialog.gameId = dialog.info.ids[currentIndex]
            }
            Repeater {
                id: optionRepeater
                model: Games.game(dialog.gameId).optionRanges
                OptionRow {
                    required property var modelData
                    range: modelData
                    label: dialog.info.optionLabel(modelData.key)
                    value: dialog.offered[modelData.key] !== undefined ? Number(dialog.offered[modelData.key]) : modelData.value
                }
            }
            Label { text: qsTr("Who starts") }
            ComboBox { id: firstBox; objectName: "firstBox"; Layout.fillWidth: true; model: [qsTr("South"), qsTr("North")]; currentIndex: dialog.offered.first === "north" ? 1 : 0 }
            Label { text: qsTr("South is played by") }
            ComboBox { id: southLevel; objectName: "southLevel"; Layout.fillWidth: true; model: levelNames; currentIndex: dialog.offeredLevels[0] }
            Label { text: qsTr("North is played by") }
            ComboBox { id: northLevel; objectName: "northLevel"; Layout.fillWidth: true; model: levelNames; currentIndex: dialog.offeredLevels[1] }
            GridLayout {
                visible: Games.game(dialog.gameId).hasTeams
                columns: 2
                Layout.fillWidth: true
                Label { text: qsTr("South's team") }
                TextField { id: southTeam; objectName: "southTeam"; Layout.fillWidth: true; placeholderText: qsTr("Team name"); text: dialog.offeredTeam(0) }
                Label { text: qsTr("Members") }
                TextField { id: southMembers; objectName: "southMembers"; Layout.fillWidth: true; placeholderText: qsTr("Names, separated by commas"); text: dialog.offeredMembers(0) }
                Label { text: qsTr("North's team") }
                TextField { id: northTeam; objectName: "northTeam"; Layout.fillWidth: true; placeholderText: qsTr("Team name"); text: dialog.offeredTeam(1) }
                Label { text: qsTr("Members") }
                TextField { id: northMembers; objectName: "northMembers"; Layout.fillWidth: true; placeholderText: qsTr("Names, separated by commas"); text: dialog.offeredMembers(1) }
            }
        }
    }
    readonly property var levelNames: [qsTr("A person"), qsTr("Computer, level 1 (beginner)"), qsTr("Computer, level 2"),
        qsTr("Computer, level 3"), qsTr("Computer, level 4"), qsTr("Computer, level 5 (strong)")]
}
