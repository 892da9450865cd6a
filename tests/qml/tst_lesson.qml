// A whole lesson completed by clicking on the board: a wrong move first (it
// is not played, and the feedback tells what it would have done), then the
// right one, then Finish; the progress shows the lesson done. On a small
// phone the 4x12 board of the last four-row lesson is shown whole.
import QtQuick
import QtTest
import Enkang
import "find.js" as Find

Item {
    id: root
    width: 420
    height: 800

    LearnController { id: learn }
    LessonView { id: view; anchors.fill: parent; learn: learn }

    TestCase {
        name: "Lesson"
        when: windowShown

        function findButton(item, label) { return Find.button(item, label) }
        function board() { return findChild(view, "lessonBoard") }
        function clickPit(index) {
            var pit = board().pitItems.itemAt(index)
            mouseClick(pit, pit.width / 2, pit.height / 2)
        }

        function test_completeALessonByClicking() {
            verify(learn.openLesson("mackay-board", 0))
            compare(learn.step, 0)
            while (learn.task === "read") {
                mouseClick(findButton(view, "Next"))
                compare(learn.feedback, "")
            }
            compare(learn.task, "move")
            var stepBefore = learn.step
            var plyBefore = learn.game.ply
            // A legal move that is not the one asked for.
            var wrong = -1
            for (var i = 0; i < board().pitItems.count && wrong < 0; ++i)
                if (learn.game.whyNot(i) === "" && learn.accepted.indexOf(learn.game.pitName(i)) < 0) wrong = i
            verify(wrong >= 0, "no wrong move to try")
            var b = board(), before = b.mapToItem(root, 0, 0)
            var box = [before.x, before.y, b.width, b.height].join(",")
            clickPit(wrong)
            var after = b.mapToItem(root, 0, 0)
            compare([after.x, after.y, b.width, b.height].join(","), box)   // the feedback moved nothing
            compare(learn.step, stepBefore)
            compare(learn.game.ply, plyBefore)          // not played
            verify(!learn.stepDone)
            verify(learn.feedback.indexOf(learn.game.pitName(wrong)) >= 0, learn.feedback)
            verify(learn.feedback.indexOf("Try again") >= 0)
            // The right move.
            clickPit(learn.game.pitIndex(learn.accepted[0]))
            verify(learn.stepDone)
            compare(learn.game.ply, plyBefore + 1)
            verify(learn.feedback.length > 0)
            if (learn.step + 1 < learn.stepCount) {
                mouseClick(findButton(view, "Next"))
            }
            tryVerify(function () { return learn.lessonDone })
            compare(learn.stars, 3)
            verify(learn.completed("mackay-board"))
        }

        // "The marked pits are a1, b3 and d12": a read step draws what it names,
        // and only that, though nobody can play on its board.
        function test_aReadStepDrawsItsMarks() {
            verify(learn.openLesson("klamroth-board", 1))
            compare(learn.task, "read")
            verify(learn.instruction.indexOf("a1") >= 0)
            var marked = []
            for (var i = 0; i < board().pitItems.count; ++i)
                if (board().pitItems.itemAt(i).legal) marked.push(board().pitItems.itemAt(i).pitName)
            marked.sort()
            compare(marked.join(" "), "a1 b3 d12")
            verify(!board().interactive)
        }

        function test_hintCostsAStar() {
            verify(learn.openLesson("mackay-relay", 0))
            while (learn.task === "read") learn.next()
            learn.showHint()
            verify(learn.hintShown)
            verify(learn.feedback.length > 0)
            compare(learn.stars, 2)
        }


        // 360x740 (the lesson under the window's 44 px header): the feedback
        // gives up two of its five lines so that the folded 4x12 board needs
        // no scrolling.
        // A step the learner only reads shows the board as the steps played do
        // (before, one strip of 24 px pits between two steps of folded bands).
        function test_theFullBoardWholeOnASmallPhone() {
            root.width = 360
            root.height = 696
            verify(learn.openLesson("klamroth-game-full", 0))
            compare(learn.task, "read")
            tryVerify(function () { return board().bands === 2 })
            wait(50)
            var readCell = board().cell
            while (learn.task === "read") learn.next()
            tryVerify(function () { return board().bands === 2 })
            wait(50)
            fuzzyCompare(board().cell, readCell, 1)   // (the instructions' lengths differ)
            var box = findChild(view, "lessonFeedbackBox")
            verify(!findChild(board(), "boardSheet").interactive, "the 4x12 board scrolls at 360x740")
            verify(box.height >= 3 * box.line && box.height < 5 * box.line, "feedback of " + box.height / box.line + " lines")
            root.width = 420
            root.height = 800
            wait(50)
            compare(box.height, 5 * box.line)   // where there is room, five lines as before
        }
        // 360 px wide, a step the learner plays: Back, Hint, Again and Next share
        // the row inside the page's margins (with a gap before Next they were
        // 8 px too wide, and the whole lesson slid past the window's edge).
        function test_fourButtonsShareANarrowRow() {
            root.width = 360
            root.height = 696
            verify(learn.openLesson("klamroth-capture", 1))
            compare(learn.task, "move")
            wait(50)
            var labels = ["Back", "Hint", "Again", "Next"]
            for (var i = 0; i < labels.length; ++i) {
                var b = findButton(view, labels[i])
                verify(b !== null, labels[i])
                var at = b.mapToItem(root, 0, 0)
                verify(at.x >= Theme.spacing - 0.5 && at.x + b.width <= root.width - Theme.spacing + 0.5,
                       labels[i] + " at " + at.x + ".." + (at.x + b.width))
            }
        }
        // A reserve-phase lesson counts the reserves its texts speak of, and
        // keeps the line for the whole step; a lesson after that phase has none.
        function test_reservesShownInTheReservePhase() {
            var line = findChild(view, "lessonReserves")
            verify(learn.openLesson("mackay-reserve", 1))
            compare(learn.task, "move")
            verify(line.visible)
            var before = line.text
            verify(before.indexOf("Reserves: South ") === 0, before)
            compare(before, "Reserves: South " + learn.game.reserves[0] + " · North " + learn.game.reserves[1])
            var ply = learn.game.ply
            learn.choosePit(learn.game.pitIndex(learn.accepted[0]))
            tryVerify(function () { return learn.game.ply > ply }, 2000, "the move was played")
            verify(line.visible)
            compare(line.text, "Reserves: South " + learn.game.reserves[0] + " · North " + learn.game.reserves[1])
            verify(learn.openLesson("mackay-raid", 1))
            verify(!line.visible)
        }
        function cleanup() {
            root.width = 420
            root.height = 800
        }
    }
}
