// Play: the board, both sides, the move list and the game's controls.
// Wide screens put the list beside the board; phones stack everything;
// a phone on its side puts all but the board beside it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang
import "../components/fit.js" as Fit

Page {
    id: page
    property GameController controller: GameController {}
    property bool flipped: Preferences.flipped   // remembered between starts
    property bool showNames: false
    readonly property bool wide: width >= 900
    // A phone on its side: too short for the board with everything under it.
    readonly property bool side: Fit.onItsSide(width, height)
    readonly property real sideColumnWidth: Fit.sideColumnWidth(width - 3 * Theme.spacing, board, Theme.touchTarget, 200, 320)
    readonly property GameInfo info: GameInfo {}
    property string message: ""
    background: Rectangle { color: Theme.background }

    function flip() { Preferences.flipped = !Preferences.flipped }
    // Copying shows nothing by itself: say so in the status line.
    function copyMoves() {
        controller.copyMoves()
        message = qsTr("Moves copied.")
        messageTimer.restart()
    }
    function winnerLine() {
        var c = controller
        return c.winner === 2 ? qsTr("Draw.") : qsTr("%1 wins.").arg(c.winner === 0 ? southPanel.teamName : northPanel.teamName)
    }
    function statusText() {
        var c = controller
        if (c.reviewPly >= 0)
            return qsTr("Reviewing: the position after move %1 of %2.").arg(c.reviewPly).arg(c.ply)
        if (c.over) {
            var who = winnerLine()
            var score = !Games.game(c.gameId).countsCaptures ? "" : " " + qsTr("Captured: %1 – %2.").arg(c.captured[0]).arg(c.captured[1])
            return who + " " + c.endReason + score
        }
        var phase = Games.game(c.gameId).hasPhases
                ? (c.phase === 1 ? qsTr("Phase 1: reserve cows come in, no raids.") : qsTr("Phase 2: raids across the front rows."))
                : ""
        if (c.animating) return qsTr("Sowing… %n in hand.", "", c.handSeeds)
        var last = c.lastMove !== "" ? qsTr("Last move: %1.").arg(c.lastMove) : qsTr("Tap one of your highlighted pits.")
        return (phase + " " + last).trim()
    }
    Connections {
        target: page.controller
        function onRefused(pit, reason) { page.message = reason; messageTimer.restart() }
        function onPositionChanged() {
            page.message = ""
            if (page.controller.over && page.controller.reviewPly < 0 && !page.controller.animating && !resultShown) {
                resultShown = true
                result.open()
            }
            if (!page.controller.over) resultShown = false
        }
        function onMoveShown() { if (page.controller.over && !resultShown) { resultShown = true; result.open() } }
    }
    property bool resultShown: false
    ResultPanel {
        id: result
        objectName: "resultPanel"
        parent: Overlay.overlay
        controller: page.controller
        winnerLine: page.controller.over ? page.winnerLine() : ""
        onNewGameWanted: { newGame.gameId = page.controller.gameId; newGame.open() }
        onSaveWanted: saveGame.open()
    }
    SaveGameDialog { id: saveGame; objectName: "saveGameDialog"; controller: page.controller }
    // Stepping through the moves: Alt+Left/Right, Alt+Home/End.
    Shortcut { sequence: "Alt+Left"; onActivated: page.controller.stepReview(-1) }
    Shortcut { sequence: "Alt+Right"; onActivated: page.controller.stepReview(1) }
    Shortcut { sequence: "Alt+Home"; onActivated: page.controller.review(0) }
    Shortcut { sequence: "Alt+End"; onActivated: page.controller.review(page.controller.ply) }
    Timer { id: messageTimer; interval: 5000; onTriggered: page.message = "" }

    NewGameDialog { id: newGame; controller: page.controller; parent: Overlay.overlay }

    // The header's actions are framed buttons, not flat tool buttons: on a
    // phone a flat "New" beside the title reads as part of it.
    header: ToolBar {
        topPadding: 3
        bottomPadding: 3
        background: Rectangle { color: Theme.surfaceAlt }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.spacing
            anchors.rightMargin: Theme.spacing
            FittingTitle {
                full: page.info.name(page.controller.gameId)
                brief: page.info.shortName(page.controller.gameId)
                spare: page.controller.thinking ? 0
                       : thinkingBusy.implicitWidth + stopThinking.implicitWidth + 2 * parent.spacing
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
                Layout.fillWidth: true
            }
            BusyIndicator { id: thinkingBusy; running: page.controller.thinking; visible: running; implicitWidth: 32; implicitHeight: 32 }
            Button {
                id: stopThinking
                visible: page.controller.thinking
                //: stop the computer's thinking and play its side yourself
                text: qsTr("Stop")
                onClicked: page.controller.stopThinking()
            }
            Button {
                objectName: "saveGameButton"
                text: qsTr("Save…")
                enabled: page.controller.ply > 0 && page.controller.savedId === 0 && Archive.ready
                Accessible.name: qsTr("Save the game as a record")
                onClicked: saveGame.open()
            }
            Button { text: qsTr("New"); onClicked: { newGame.gameId = page.controller.gameId; newGame.open() } }
        }
    }

    // Wide: the board with the status under it, the buttons and the moves
    // beside them. A phone: all in one column. A phone on its side: the
    // board takes the whole height, with the status, the buttons and the
    // moves beside it in a column as narrow as leaves the board its pits.
    GridLayout {
        id: playGrid
        anchors.fill: parent
        anchors.margins: Theme.spacing
        columns: page.wide || page.side ? 2 : 1
        columnSpacing: page.side ? Theme.spacing : Theme.margin
        rowSpacing: Theme.spacing

        Item {
            // The board with each side's panel right above and below its drawing.
            id: boardArea
            Layout.row: 0
            Layout.column: 0
            Layout.rowSpan: page.side ? 2 : 1
            Layout.fillWidth: true
            Layout.fillHeight: true
            // A four-row board asks for the height that shows it whole, as far
            // as the status, the buttons and a few of the moves (below it on
            // a phone) leave it room; on a shorter phone it scrolls.
            Layout.minimumHeight: Fit.boardHeight(board.thumbHeight + 2 * panelSpace, playGrid.height
                - (page.side ? 0 : Fit.heightAround(page.wide ? [statusArea] : [statusArea, gameButtons], Theme.spacing,
                                                    page.wide ? 0 : Theme.spacing + moveList.Layout.minimumHeight)), 220)
            readonly property real panelHeight: Math.max(northPanel.implicitHeight, southPanel.implicitHeight)
            readonly property real panelSpace: panelHeight + Theme.spacing
            Board {
                id: board
                objectName: "playBoard"
                anchors.fill: parent
                anchors.topMargin: boardArea.panelSpace
                anchors.bottomMargin: boardArea.panelSpace
                view: page.controller.view
                bleed: page.wide || page.side ? 0 : playGrid.anchors.leftMargin  // nothing beside it
                flipped: page.flipped
                showNames: page.showNames
                focus: true
                interactive: page.controller.reviewPly < 0
                onPitChosen: function (index) { page.controller.playPit(index) }
            }
            SidePanel {
                id: northPanel
                controller: page.controller
                side: page.flipped ? 0 : 1
                width: parent.width
                height: boardArea.panelHeight
                y: board.y + board.offsetY - height - Theme.spacing
            }
            SidePanel {
                id: southPanel
                controller: page.controller
                side: page.flipped ? 1 : 0
                width: parent.width
                height: boardArea.panelHeight
                y: board.y + board.offsetY + Math.min(board.height, board.usedHeight) + Theme.spacing
            }
        }
        Item {
            // The status, at a fixed height: a longer line, or the review
            // bar appearing, never moves or resizes the board.
            id: statusArea
            Layout.row: page.side ? 0 : 1
            Layout.column: page.side ? 1 : 0
            Layout.fillWidth: !page.side
            Layout.preferredWidth: page.side ? page.sideColumnWidth : -1
            readonly property bool reviewing: page.controller.reviewPly >= 0
            readonly property real line: Math.ceil(bodyMetrics.lineSpacing)
            // Beside the board the review bar takes the place of Undo, Redo and Skip instead.
            implicitHeight: page.side ? 3 * line : Math.max(3 * line, Theme.touchTarget + line + Theme.spacing)
            FontMetrics { id: bodyMetrics; font.pixelSize: Theme.fontBody; font.bold: true }
            Label {
                objectName: "statusLine"
                width: parent.width
                text: page.message !== "" ? page.message : page.statusText()
                color: page.message !== "" ? Theme.accent : Theme.text
                font.pixelSize: Theme.fontBody
                font.bold: page.controller.over || page.message !== ""
                wrapMode: Text.WordWrap
                maximumLineCount: statusArea.reviewing && !page.side ? 1 : 3
                elide: Text.ElideRight
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            GridLayout {  // while reviewing: back to the game, or play on from the position shown
                objectName: "reviewBar"
                parent: page.side ? reviewPlace : statusArea
                anchors.bottom: parent.bottom
                width: parent.width
                visible: statusArea.reviewing
                columns: page.side ? 1 : 2
                Button { Layout.fillWidth: true; text: qsTr("Back to the game"); onClicked: page.controller.review(page.controller.ply) }
                Button { Layout.fillWidth: true; text: qsTr("Play on from here"); onClicked: page.controller.playOnFromReview() }
            }
        }

        ColumnLayout {
            Layout.column: page.wide || page.side ? 1 : 0
            Layout.rowSpan: page.wide && !page.side ? 2 : 1
            Layout.row: page.side ? 1 : page.wide ? 0 : 2
            Layout.fillWidth: !page.wide && !page.side
            Layout.preferredWidth: page.side ? page.sideColumnWidth : page.wide ? 300 : -1
            Layout.fillHeight: page.wide || page.side
            Layout.maximumHeight: page.wide || page.side ? 100000 : 200
            spacing: Theme.spacing
            Item {
                // Beside the board, the review bar shows here, in place of Undo, Redo and Skip.
                id: reviewPlace
                visible: page.side && statusArea.reviewing
                Layout.fillWidth: true
                implicitHeight: visible ? 2 * Theme.touchTarget + 6 : 0
            }
            GridLayout {
                id: gameButtons
                // A grid, not a Flow: a Flow's height follows its width, and
                // inside a layout that makes a polish loop.
                // On a phone the buttons used now and then go in a menu, so
                // that the rest take fewer rows and the board keeps the height.
                readonly property bool compact: !page.wide || page.side
                Layout.fillWidth: true
                columns: page.side ? 2 : page.wide ? 3 : 4
                columnSpacing: 4
                rowSpacing: 4
                Button { Layout.fillWidth: true; visible: !reviewPlace.visible; text: qsTr("Undo"); enabled: page.controller.canUndo; onClicked: page.controller.undo() }
                Button { Layout.fillWidth: true; visible: !reviewPlace.visible; text: qsTr("Redo"); enabled: page.controller.canRedo; onClicked: page.controller.redo() }
                Button { Layout.fillWidth: true; visible: !gameButtons.compact; text: qsTr("Restart"); onClicked: page.controller.restart() }
                Button { Layout.fillWidth: true; visible: !gameButtons.compact; text: qsTr("Flip"); onClicked: page.flip() }
                Button { Layout.fillWidth: true; visible: !gameButtons.compact; text: qsTr("Names"); checkable: true; checked: page.showNames; onToggled: page.showNames = checked }
                Button { Layout.fillWidth: true; visible: !gameButtons.compact; text: qsTr("Copy moves"); enabled: page.controller.ply > 0; onClicked: page.copyMoves() }
                Button { Layout.fillWidth: true; visible: !reviewPlace.visible; text: qsTr("Skip"); enabled: page.controller.animating; onClicked: page.controller.skipAnimation() }
                Button {
                    id: moreButton
                    objectName: "playMoreButton"
                    Layout.fillWidth: true
                    // While reviewing beside the board, alone under the review bar.
                    Layout.columnSpan: reviewPlace.visible ? 2 : 1
                    visible: gameButtons.compact
                    //: opens a menu of the game's other actions (restart, flip, names, copy)
                    text: qsTr("More…")
                    Accessible.name: qsTr("More actions")
                    Accessible.description: qsTr("Restart, turn the board round, show pit names, copy the moves")
                    onClicked: moreMenu.popup(moreButton, 0, moreButton.height)
                    Menu {
                        id: moreMenu
                        objectName: "playMoreMenu"
                        MenuItem { text: qsTr("Restart the game"); onTriggered: page.controller.restart() }
                        MenuItem { text: qsTr("Turn the board round"); onTriggered: page.flip() }
                        MenuItem {
                            text: qsTr("Show pit names")
                            checkable: true
                            checked: page.showNames
                            onToggled: page.showNames = checked
                        }
                        MenuItem { text: qsTr("Copy the moves"); enabled: page.controller.ply > 0; onTriggered: page.copyMoves() }
                    }
                }
            }
            Label { text: qsTr("Moves"); font.bold: true; color: Theme.text; visible: page.wide && !page.side }
            MoveList {
                id: moveList
                objectName: "moveList"
                controller: page.controller
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: page.side ? Theme.touchTarget : 60
            }
        }
    }
}
