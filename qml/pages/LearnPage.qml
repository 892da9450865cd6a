// Learn: a course per game, one idea per lesson, played on a live board.
// Progress (done, stars, where you left off) is kept in the archive.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Page {
    id: page
    property alias learn: learnController
    readonly property GameInfo info: GameInfo {}
    property int courseIndex: 0
    property bool inLesson: false
    background: Rectangle { color: Theme.background }
    implicitWidth: 400
    implicitHeight: 600

    LearnController { id: learnController; language: Language.language }

    function open(lessonId, step) {
        if (!learnController.openLesson(lessonId, step === undefined ? -1 : step)) return
        inLesson = true
        courseIndex = learnController.courseIndex   // back from the lesson to its own game's course
    }

    header: TabBar {
        visible: !page.inLesson
        currentIndex: page.courseIndex
        Repeater {
            model: learnController.courses
            TabButton { text: page.info.shortName(modelData.game); onClicked: page.courseIndex = index }
        }
    }

    ListView {
        id: lessons
        objectName: "lessonList"
        visible: !page.inLesson
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing
        clip: true
        model: learnController.courses.length > page.courseIndex ? learnController.courses[page.courseIndex].lessons : []
        header: Label {
            width: lessons.width
            // Wrapping onto another line (a long title, a narrow phone) makes the
            // header taller after the list has placed its top: show it whole.
            onHeightChanged: if (!lessons.moving) Qt.callLater(lessons.positionViewAtBeginning)
            bottomPadding: Theme.spacing
            text: learnController.courses.length > page.courseIndex ? learnController.courses[page.courseIndex].title : ""
            font.pixelSize: Theme.fontHeading
            font.bold: true
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        delegate: ItemDelegate {
            width: lessons.width
            height: Math.max(Theme.touchTarget + 12, row.implicitHeight + 16)
            background: Rectangle { radius: Theme.radius; color: Theme.surface; border.color: Theme.divider }
            onClicked: page.open(modelData.id)
            text: modelData.title   // what a screen reader says (the row below draws it)
            Accessible.description: qsTr("%n step(s)", "", modelData.steps)
            contentItem: RowLayout {
                id: row
                spacing: Theme.spacing
                Label { text: (index + 1) + "."; color: Theme.textMuted; font.pixelSize: Theme.fontBody }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0
                    Label { Layout.fillWidth: true; text: modelData.title; color: Theme.text; font.pixelSize: Theme.fontBody; font.bold: true; wrapMode: Text.WordWrap }
                    Label { text: qsTr("%n step(s)", "", modelData.steps); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
                }
                Label {
                    text: modelData.completed ? "★".repeat(modelData.stars) + "☆".repeat(3 - modelData.stars) : ""
                    color: Theme.accent
                    font.pixelSize: Theme.fontTitle
                    Accessible.name: modelData.completed ? qsTr("done, %n star(s)", "", modelData.stars) : ""
                }
            }
        }
    }

    // Made when a lesson opens: a layout first polished while hidden kept its
    // Back button hidden (seen in a real window when a lesson resumed past step 1).
    Loader {
        anchors.fill: parent
        active: page.inLesson
        sourceComponent: LessonView {
            learn: learnController
            onClosed: page.inLesson = false
        }
    }
}
