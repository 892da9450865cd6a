// The field recorder with the four-row 4x12 board on phones: on a 360x740
// screen the folded board cannot be shown whole beside the set-up controls,
// or beside a refusal's three lines and the recording buttons, so it scrolls
// and every control stays on the screen (they were pushed off: "Start
// recording", and "Irregular move", the very button the refusal names). On
// 390x844 the board is shown whole, as before. The form's and the
// recorder's switches are a thumb high.
import QtQuick
import QtTest
import Enkang

Item {
    id: root
    width: 360
    height: 740

    FieldRecorder { id: recorder; anchors.fill: parent }

    TestCase {
        name: "RecorderPhone"
        when: windowShown

        function pitIndex(name) {
            for (var i = 0; i < 200; ++i) if (recorder.recording.pitName(i) === name) return i
            return -1
        }
        // The item lies wholly on the screen, and a thumb can press it.
        function onScreen(item) {
            verify(item.visible, item.objectName + " hidden")
            var top = item.mapToItem(root, 0, 0).y
            verify(top >= 0 && top + item.height <= root.height + 0.5,
                   item.objectName + " at " + top + "-" + (top + item.height) + " of " + root.height)
            verify(item.height >= 44, item.objectName + " " + item.height + " px high")
        }
        // Whether the board scrolls; if it does, its scroll indicator says so.
        function boardScrolls(objectName) {
            var board = findChild(recorder, objectName)
            var scrolls = findChild(board, "boardSheet").interactive
            var indicator = findChild(board, "boardScrollIndicator")
            compare(indicator.active && indicator.size < 1, scrolls, objectName + " scroll indicator")
            return scrolls
        }

        function initTestCase() { tryVerify(function () { return Archive.ready }, 5000) }

        function test_fourRowBoardLeavesTheControlsOnScreen() {
            var form = findChild(recorder, "recordForm")
            onScreen(findChild(form, "joinedSwitch"))  // 29 px high before
            form.gameId = "kimasai-klamroth"
            form.joinedInProgress = true
            recorder.begin()
            tryCompare(recorder, "stage", "setup")
            wait(50)  // the layout settles
            onScreen(findChild(recorder, "setUpStart"))
            verify(boardScrolls("setUpBoard"), "the set-up board fits after all: the test shows nothing")

            recorder.startRecording()
            tryCompare(recorder, "stage", "record")
            wait(50)
            onScreen(findChild(recorder, "irregularButton"))
            recorder.tapPit(pitIndex("d1"))  // North's pit, and South to move: refused
            tryVerify(function () { return recorder.message !== "" })
            wait(50)
            onScreen(findChild(recorder, "irregularButton"))
            onScreen(findChild(recorder, "namesSwitch"))  // 29 px high before
            verify(boardScrolls("liveBoard"), "the board fits beside the refusal: the test shows nothing")

            // A taller phone shows the whole board with the refusal.
            root.width = 390
            root.height = 844
            wait(50)
            onScreen(findChild(recorder, "irregularButton"))
            verify(!boardScrolls("liveBoard"), "the 4x12 board scrolls at 390x844")
            verify(recorder.recording.finish())
        }
    }
}
