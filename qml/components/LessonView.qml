// One lesson: the step's instruction, a live board the learner plays on,
// feedback (success, or what a wrong move did), a hint, and the way on.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang
import "fit.js" as Fit

Item {
    id: view
    property LearnController learn: LearnController {}
    signal closed()
    readonly property bool wide: width >= 760
    // A phone on its side: too short for the board with the texts and the
    // buttons under it, so they go beside it.
    readonly property bool side: Fit.onItsSide(width, height)
    readonly property real sideColumnWidth: Fit.sideColumnWidth(width - 3 * Theme.spacing, board, Theme.touchTarget, 200, width * 0.42)
    // The reserves, in a lesson of the reserve phase: its texts count them
    // ("your reserve drops to 23"), and the board does not show them. Decided
    // once a step, so that the last reserve cow played never moves the board.
    property bool showsReserves: false
    function checkReserves() {
        var reserves = view.learn.game.reserves
        showsReserves = reserves.length === 2 && reserves[0] + reserves[1] > 0
    }
    Component.onCompleted: checkReserves()
    Connections {
        target: view.learn
        function onStepChanged() { view.checkReserves() }
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        columns: 2
        rowSpacing: Theme.spacing
        columnSpacing: Theme.spacing

        RowLayout {
            id: lessonHeader
            Layout.row: 0
            Layout.column: 0
            Layout.columnSpan: view.side ? 2 : 1
            Layout.fillWidth: true
            ToolButton { text: "‹ " + qsTr("Lessons"); onClicked: view.closed() }
            Label {
                Layout.fillWidth: true
                text: view.learn.lessonTitle
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
                // Two lines on a phone rather than a title cut half-way.
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            Label {
                //: step number of the lesson, e.g. "2 / 5"
                text: qsTr("%1 / %2").arg(view.learn.step + 1).arg(view.learn.stepCount)
                color: Theme.textMuted
                font.pixelSize: Theme.fontBody
            }
        }
        Rectangle {
            id: instructionBox
            Layout.row: 1
            Layout.column: view.side ? 1 : 0
            Layout.fillWidth: true
            // Beside the board it takes the height the feedback and the
            // buttons leave, and scrolls a long instruction in it.
            Layout.fillHeight: view.side
            Layout.preferredWidth: view.side ? view.sideColumnWidth : -1
            implicitHeight: instructionScroll.implicitHeight + 2 * Theme.spacing
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.divider
            ScrollingColumn {
                id: instructionScroll
                anchors.fill: parent
                anchors.margins: Theme.spacing
                Label {
                    id: instruction
                    Layout.fillWidth: true
                    text: view.learn.instruction
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: Theme.fontBody
                }
                Label {
                    objectName: "lessonReserves"
                    visible: view.showsReserves
                    Layout.fillWidth: true
                    //: the two players' reserve cows in a lesson, e.g. "Reserves: South 23 · North 24"
                    text: qsTr("Reserves: South %1 · North %2").arg(view.learn.game.reserves[0]).arg(view.learn.game.reserves[1])
                    wrapMode: Text.WordWrap
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
        Board {
            id: board
            objectName: "lessonBoard"
            Layout.row: view.side ? 1 : 2
            Layout.column: 0
            Layout.rowSpan: view.side ? 3 : 1
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 140
            view: view.learn.game.view
            bleed: view.side ? 0 : Theme.spacing  // the view's margin, when nothing is beside it
            showNames: true
            interactive: view.learn.task !== "read"
            thumbSized: true
            // a read step points at its marked pits; a done step has nothing left to mark
            showMarks: view.learn.task === "read" || !view.learn.stepDone
            onPitChosen: function (index) { view.learn.choosePit(index) }
        }
        ScrollingColumn {
            // A fixed height under the board: feedback coming and going never
            // moves it. Up to five lines, down to three where a four-row board
            // needs the height to be shown whole; a longer text scrolls. Beside
            // the board it takes what it needs, up to five lines.
            id: feedbackBox
            objectName: "lessonFeedbackBox"
            readonly property real line: Math.ceil(feedbackMetrics.lineSpacing)
            readonly property int lines: view.wide && !view.side ? 3 : 5
            readonly property real roomUnderBoard: view.height - 2 * Theme.spacing - 4 * Theme.spacing
                - Fit.heightAround([lessonHeader, instructionBox, lessonButtons], 0, board.thumbHeight)
            Layout.row: view.side ? 2 : 3
            Layout.column: view.side ? 1 : 0
            Layout.fillWidth: true
            Layout.preferredWidth: view.side ? view.sideColumnWidth : -1
            Layout.preferredHeight: view.side ? Math.min(implicitHeight, lines * line)
                                              : Math.max(3 * line, Math.min(lines * line, roomUnderBoard))
            Layout.minimumHeight: view.side ? 0 : 3 * line
            Label {
                id: feedbackLine
                objectName: "lessonFeedback"
                Layout.fillWidth: true
                text: view.learn.lessonDone ? qsTr("Lesson complete: %1").arg("★".repeat(view.learn.stars) + "☆".repeat(3 - view.learn.stars)) + " " + view.learn.feedback
                                            : view.learn.feedback
                wrapMode: Text.WordWrap
                onTextChanged: feedbackBox.contentY = 0   // a new text from its start
                color: view.learn.stepDone ? Theme.text : Theme.accent
                font.pixelSize: Theme.fontBody
                font.bold: view.learn.lessonDone
                Accessible.name: text
                FontMetrics { id: feedbackMetrics; font.pixelSize: Theme.fontBody; font.bold: true }
            }
        }
        GridLayout {
            id: lessonButtons
            Layout.row: view.side ? 3 : 4
            Layout.column: view.side ? 1 : 0
            Layout.fillWidth: true
            Layout.preferredWidth: view.side ? view.sideColumnWidth : -1
            // Beside the board two to a row; under it all in one, with Next
            // apart at the right where there is room (on a phone four of
            // Fusion's 80 px buttons and that gap were wider than 360 px, and
            // pushed the page off the screen).
            columns: view.side ? 2 : 5
            columnSpacing: Theme.spacing
            Button { text: qsTr("Back"); enabled: view.learn.step > 0; onClicked: view.learn.previous() }
            Button { text: qsTr("Hint"); visible: view.learn.task === "move"; enabled: !view.learn.stepDone; onClicked: view.learn.showHint() }
            Button { text: qsTr("Again"); visible: view.learn.task !== "read"; onClicked: view.learn.restartStep() }
            Item { Layout.fillWidth: true; visible: view.wide && !view.side }
            Button {
                text: view.learn.lessonDone ? qsTr("Finish") : qsTr("Next")
                highlighted: view.learn.stepDone
                enabled: view.learn.stepDone
                onClicked: view.learn.lessonDone ? view.closed() : view.learn.next()
            }
        }
    }
}
