// The Play page at phone size, driven as a player drives it: a game played to
// its end opens the result panel; Review steps through the game by keys and
// by a tap on the move list, and the board never moves or changes size while
// the status line and the review bar come and go.
import QtQuick
import QtTest
import Enkang

Item {
    id: root
    width: 390
    height: 844

    PlayPage {
        id: page
        anchors.fill: parent
        controller: GameController { animationMs: 0 }
    }
    GameController { id: replica; animationMs: 0 }   // the same moves, to check what review shows

    TestCase {
        name: "Play"
        when: windowShown
        property var movesPlayed: []

        function findButton(item, label) {
            if (item.text === label && item.clicked !== undefined && item.visible) return item
            var kids = item.children !== undefined ? item.children : []
            for (var i = 0; i < kids.length; ++i) {
                var found = findButton(kids[i], label)
                if (found) return found
            }
            return null
        }
        function board() { return findChild(page, "playBoard") }
        function panel() { return findChild(page, "resultPanel") }
        function boardBox() {
            var b = board()
            var p = b.mapToItem(root, 0, 0)
            return [Math.round(p.x), Math.round(p.y), Math.round(b.width), Math.round(b.height)].join(",")
        }
        // Plays the first legal pit until the game ends (a 4x3 four-row game ends
        // in a few dozen plies, by capture or repetition).
        function playToTheEnd() {
            movesPlayed = []
            var c = page.controller
            verify(c.newGame("kimasai-klamroth", { "columns": 3 }, [0, 0]))
            for (var n = 0; n < 500 && !c.over; ++n) {
                var played = false
                for (var i = 0; i < board().pitItems.count && !played; ++i)
                    if (c.whyNot(i) === "") {
                        var pit = board().pitItems.itemAt(i)
                        movesPlayed.push(c.pitName(i))
                        mouseClick(pit, pit.width / 2, pit.height / 2)
                        played = true
                    }
                verify(played, "no legal move in a game not over")
            }
            verify(c.over, "not over after " + c.ply + " plies")
        }

        function test_aFinishedGameOpensTheResultPanel() {
            var box = boardBox()
            playToTheEnd()
            tryVerify(function () { return panel().opened }, 3000)
            verify(panel().winnerLine === "Draw." || panel().winnerLine.indexOf(" wins.") > 0, panel().winnerLine)
            compare(boardBox(), box)   // the result's longer status line moved nothing
            // Rematch: the same game from its start, panel closed.
            mouseClick(findButton(panel().contentItem, "Rematch"))
            tryVerify(function () { return !panel().visible })
            compare(page.controller.ply, 0)
            verify(!page.controller.over)
            compare(Number(page.controller.options.columns), 3)
        }

        function test_reviewByKeysAndByTheMoveList() {
            playToTheEnd()
            tryVerify(function () { return panel().opened }, 3000)
            var plies = page.controller.ply
            var box = boardBox()
            mouseClick(findButton(panel().contentItem, "Review"))
            tryVerify(function () { return !panel().visible })
            compare(page.controller.reviewPly, 0)
            verify(findChild(page, "reviewBar").visible)
            compare(boardBox(), box)   // the review bar takes no room from the board
            // Keys step through the game; the board shows each position.
            board().forceActiveFocus()
            keyClick(Qt.Key_Right, Qt.AltModifier)
            keyClick(Qt.Key_Right, Qt.AltModifier)
            compare(page.controller.reviewPly, 2)
            keyClick(Qt.Key_End, Qt.AltModifier)   // the end is the game itself: review ends
            compare(page.controller.reviewPly, -1)
            compare(page.controller.ply, plies)
            keyClick(Qt.Key_Home, Qt.AltModifier)
            compare(page.controller.reviewPly, 0)
            // A tap on the third move shows the position after it.
            var list = findChild(page, "moveList")
            list.positionViewAtIndex(2, ListView.Beginning)
            wait(50)
            var third = list.itemAtIndex(2)
            verify(third !== null)
            mouseClick(third, third.width / 2, third.height / 2)
            compare(page.controller.reviewPly, 3)
            verify(replica.newGame("kimasai-klamroth", { "columns": 3 }, [0, 0]))
            verify(replica.playNames(movesPlayed.slice(0, 3)))
            var differs = 0
            for (var i = 0; i < board().pitItems.count; ++i) {
                compare(board().pitItems.itemAt(i).seeds, replica.engineSeeds(i), "pit " + replica.pitName(i))
                if (replica.engineSeeds(i) !== page.controller.engineSeeds(i)) ++differs
            }
            verify(differs > 0, "the third move's position should differ from the end")
            // Back to the game: the end again, the bar gone, the board where it was.
            mouseClick(findButton(findChild(page, "reviewBar"), "Back to the game"))
            compare(page.controller.reviewPly, -1)
            verify(!findChild(page, "reviewBar").visible)
            compare(page.controller.ply, plies)
            compare(boardBox(), box)
        }

        function test_playOnFromAReviewedMove() {
            playToTheEnd()
            tryVerify(function () { return panel().opened }, 3000)
            panel().close()
            var plies = page.controller.ply
            page.controller.review(4)
            mouseClick(findButton(findChild(page, "reviewBar"), "Play on from here"))
            compare(page.controller.reviewPly, -1)
            compare(page.controller.ply, 4)
            verify(!page.controller.over)
            verify(page.controller.canRedo)   // the later moves are kept, greyed, for Redo
        }
    }
}
