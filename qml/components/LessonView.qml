// One lesson: the step's instruction, a live board the learner plays on,
// feedback (success, or what a wrong move did), a hint, and the way on.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Item {
    id: view
    property LearnController learn: LearnController {}
    signal closed()
    readonly property bool wide: width >= 760

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            ToolButton { text: "‹ " + qsTr("Lessons"); onClicked: view.closed() }
            Label {
                Layout.fillWidth: true
                text: view.learn.lessonTitle
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
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
            Layout.fillWidth: true
            implicitHeight: instruction.implicitHeight + 2 * Theme.spacing
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.divider
            Label {
                id: instruction
                anchors.fill: parent
                anchors.margins: Theme.spacing
                text: view.learn.instruction
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: Theme.fontBody
            }
        }
        Board {
            id: board
            objectName: "lessonBoard"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 140
            view: view.learn.game.view
            showNames: true
            interactive: view.learn.task !== "read"
            // a read step points at its marked pits; a done step has nothing left to mark
            showMarks: view.learn.task === "read" || !view.learn.stepDone
            onPitChosen: function (index) { view.learn.choosePit(index) }
        }
        Label {
            // A fixed height: feedback coming and going never moves the board.
            id: feedbackLine
            objectName: "lessonFeedback"
            Layout.fillWidth: true
            Layout.preferredHeight: maximumLineCount * Math.ceil(feedbackMetrics.lineSpacing)
            verticalAlignment: Text.AlignBottom
            maximumLineCount: view.wide ? 3 : 5
            elide: Text.ElideRight
            text: view.learn.lessonDone ? qsTr("Lesson complete: %1").arg("★".repeat(view.learn.stars) + "☆".repeat(3 - view.learn.stars)) + " " + view.learn.feedback
                                        : view.learn.feedback
            wrapMode: Text.WordWrap
            color: view.learn.stepDone ? Theme.text : Theme.accent
            font.pixelSize: Theme.fontBody
            font.bold: view.learn.lessonDone
            Accessible.name: text
            FontMetrics { id: feedbackMetrics; font.pixelSize: Theme.fontBody; font.bold: true }
        }
        RowLayout {
            Layout.fillWidth: true
            Button { text: qsTr("Back"); enabled: view.learn.step > 0; onClicked: view.learn.previous() }
            Button { text: qsTr("Hint"); visible: view.learn.task === "move"; enabled: !view.learn.stepDone; onClicked: view.learn.showHint() }
            Button { text: qsTr("Again"); visible: view.learn.task !== "read"; onClicked: view.learn.restartStep() }
            Item { Layout.fillWidth: true }
            Button {
                text: view.learn.lessonDone ? qsTr("Finish") : qsTr("Next")
                highlighted: view.learn.stepDone
                enabled: view.learn.stepDone
                onClicked: view.learn.lessonDone ? view.closed() : view.learn.next()
            }
        }
    }
}
