// The Play page at phone size, driven as a player drives it: a game played to
// its end opens the result panel; Review steps through the game by keys and
// by a tap on the move list, and the board never moves or changes size while
// the status line and the review bar come and go. The 4x12 board is shown
// whole on an upright phone, the buttons used now and then are in a menu,
// and a phone on its side keeps that menu while reviewing.
import QtQuick
import QtTest
import Enkang
import "find.js" as Find

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

        function findButton(item, label) { return Find.button(item, label) }
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

        // Each test starts at phone size, not reviewing, names hidden: one that
        // fails half-way must not leave the next a different page.
        function cleanup() {
            if (page.controller.reviewPly >= 0) page.controller.review(page.controller.ply)
            findChild(page, "playMoreMenu").close()
            page.showNames = false
            root.width = 390
            root.height = 844
            wait(50)
        }

        function moreItem(label) {
            var menu = findChild(page, "playMoreMenu")
            for (var i = 0; i < menu.count; ++i)
                if (menu.itemAt(i).text === label) return menu.itemAt(i)
            return null
        }
        function openMore() {
            var more = findChild(page, "playMoreButton")
            verify(more.visible, "no More button")
            var at = more.mapToItem(root, 0, 0)
            verify(at.y >= 0 && at.y + more.height <= root.height, "the More button is off the page")
            mouseClick(more, more.width / 2, more.height / 2)
            tryVerify(function () { return findChild(page, "playMoreMenu").opened })
        }

        // 390x844: the standard board folds into two bands and needs no scrolling
        // (it scrolled while the seven buttons took two rows).
        function test_fourRowBoardWholeOnAPhone() {
            root.height = 800   // the page under the window's 44 px header
            verify(page.controller.newGame("kimasai-klamroth", {}, [0, 0]))
            tryVerify(function () { return board().bands === 2 })
            wait(50)
            verify(!findChild(board(), "boardSheet").interactive, "the 4x12 board scrolls at 390x844")
            verify(findButton(page, "Undo") !== null)
            compare(findButton(page, "Restart"), null)   // in the menu
        }

        function test_theMoreMenu() {
            verify(page.controller.newGame("kimasai-klamroth", { "columns": 3 }, [0, 0]))
            mouseClick(board().pitItems.itemAt(page.controller.pitIndex("b2")))
            compare(page.controller.ply, 1)
            const flipped = Preferences.flipped
            openMore()
            mouseClick(moreItem("Turn the board round"))
            compare(Preferences.flipped, !flipped)
            compare(board().flipped, !flipped)
            openMore()
            mouseClick(moreItem("Turn the board round"))
            compare(Preferences.flipped, flipped)
            openMore()
            mouseClick(moreItem("Show pit names"))
            verify(page.showNames)
            verify(board().showNames)
            openMore()
            verify(moreItem("Show pit names").checked)
            mouseClick(moreItem("Show pit names"))
            verify(!page.showNames)
            // The item follows the page, however the names were turned on.
            page.showNames = true
            openMore()
            verify(moreItem("Show pit names").checked)
            findChild(page, "playMoreMenu").close()
            page.showNames = false
            openMore()
            verify(!moreItem("Show pit names").checked)
            mouseClick(moreItem("Copy the moves"))
            compare(findChild(page, "statusLine").text, "Moves copied.")
            openMore()
            mouseClick(moreItem("Restart the game"))
            compare(page.controller.ply, 0)
            openMore()
            verify(!moreItem("Copy the moves").enabled, "nothing to copy before a move")
            findChild(page, "playMoreMenu").close()
        }

        // On its side, reviewing: the review bar in place of Undo, Redo and Skip,
        // and the menu under it (Flip, Names and Copy were out of reach).
        function test_reviewingOnItsSideKeepsTheMenu() {
            root.width = 844
            root.height = 390
            wait(50)
            verify(page.side)
            verify(page.controller.newGame("kimasai-klamroth", { "columns": 3 }, [0, 0]))
            mouseClick(board().pitItems.itemAt(page.controller.pitIndex("b2")))
            page.controller.review(0)
            var bar = findChild(page, "reviewBar")
            verify(bar.visible)
            compare(findButton(page, "Undo"), null)
            var more = findChild(page, "playMoreButton")
            wait(50)
            verify(more.mapToItem(root, 0, 0).y >= bar.mapToItem(root, 0, bar.height).y, "More is not under the review bar")
            openMore()
            mouseClick(moreItem("Show pit names"))
            verify(board().showNames)
        }
    }
}
