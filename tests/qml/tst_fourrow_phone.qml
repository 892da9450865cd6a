// The four-row game's 4x12 board on a phone (390 px wide): twelve columns
// cannot all be a thumb wide, so the board is folded into bands of all four
// rows, each pit at least 44 px, facing pits still one above the other,
// arrows where a row goes on in the next band, and the whole board shown
// without scrolling in the height it asks for (thumbHeight). Narrower boards
// and wide windows are not folded, nor is a board short of height only, nor
// a 4x8 board at 360 px that may run to the screen's edges.
import QtQuick
import QtTest
import Enkang

Item {
    id: root
    width: 390
    height: 844

    GameController { id: game; animationMs: 0 }
    Board {
        id: board
        x: 8
        width: 374
        height: Math.max(board.thumbHeight, 300)
        view: game.view
        onPitChosen: function (i) { game.playPit(i) }
    }

    TestCase {
        name: "FourRowPhone"
        when: windowShown

        function pit(name) { return board.pitItems.itemAt(game.pitIndex(name)) }
        function centre(item) { return item.mapToItem(root, item.width / 2, item.height / 2) }
        function foldArrows() {
            var found = []
            var kids = findChild(board, "boardSheet").contentItem.children
            for (var i = 0; i < kids.length; ++i) {
                // The arrows are inside one item per pit.
                var inner = kids[i].children || []
                for (var j = 0; j < inner.length; ++j)
                    if (inner[j].objectName === "foldArrow" && kids[i].visible) found.push(inner[j])
            }
            return found
        }

        function test_folded_data() {
            return [{ tag: "south below", flipped: false }, { tag: "flipped", flipped: true }]
        }
        function test_folded(data) {
            board.flipped = data.flipped
            board.width = 374
            verify(game.newGame("kimasai-klamroth", {}))
            wait(0)
            compare(board.pitItems.count, 48)
            compare(board.bands, 2)
            compare(board.bandColumns, 6)
            for (var i = 0; i < board.pitItems.count; ++i) {
                var p = board.pitItems.itemAt(i)
                verify(p.width + 2 * p.tapMargin >= 44, game.pitName(i) + " is " + p.width)
            }
            // Facing pits stay one above the other, in one band, b below c (South below).
            for (var c = 1; c <= 12; ++c) {
                var b = centre(pit("b" + c)), cc = centre(pit("c" + c))
                fuzzyCompare(b.x, cc.x, 1)
                verify((b.y - cc.y) * (data.flipped ? -1 : 1) > 0, "b" + c + " and c" + c)
                verify(Math.abs(b.y - cc.y) < 1.5 * board.cell, "b" + c + " is not next to c" + c)
            }
            // Columns 1-6 and 7-12 in different bands.
            verify(Math.abs(centre(pit("a6")).y - centre(pit("a7")).y) > 3 * board.cell)
            // Each row crosses the fold once: an arrow beside the pit it leaves
            // and one beside the pit it enters (a6 and a7, ... d7 and d6), pointing
            // the way the row goes (a and c to higher columns).
            var arrows = foldArrows()
            compare(arrows.length, 8)
            var byPlace = {}
            for (var k = 0; k < arrows.length; ++k) {
                var a = arrows[k]
                var at = centre(a)
                var row = "abcd"[a.parent.pitRow]
                var name = row + (a.column + 1)
                var from = centre(pit(name))
                fuzzyCompare(at.y, from.y, 2)
                verify(Math.abs(at.x - from.x) > 0.5 * board.cell, name + ": the arrow is on the pit")
                verify(Math.abs(at.x - from.x) < 0.5 * board.cell + board.sideRoom, name + ": the arrow is far")
                // Rows a and c run to higher columns, b and d to lower ones.
                var up = row === "a" || row === "c"
                byPlace[name] = true
                // Pointing right on the screen means a rotation of 0.
                var pointsRight = Math.abs(a.rotation) < 1
                var nextIsRight = (up ? 1 : -1) * (data.flipped ? -1 : 1) > 0
                compare(pointsRight, nextIsRight, name)
            }
            for (var r = 0; r < 4; ++r)
                for (var col = 6; col <= 7; ++col)
                    verify(byPlace["abcd"[r] + col], "no arrow beside " + "abcd"[r] + col)
            // Shown whole in the height it asks for, and playable.
            verify(!findChild(board, "boardSheet").interactive, "the folded board should not scroll")
            var b2 = pit("b2")
            mouseClick(b2, b2.width / 2, b2.height / 2)
            compare(game.ply, 1)
            compare(game.lastMove, "b2")
        }

        function test_notFoldedWhenItFits() {
            board.flipped = false
            verify(game.newGame("kimasai-klamroth", { "columns": 8 }))
            wait(0)
            compare(board.bands, 1)
            // It asks for the height of one band of thumb-sized pits.
            fuzzyCompare(board.thumbHeight, 4.25 * 44 + 2 * Math.max(6, board.width / 40), 3)
            verify(game.newGame("kimasai-klamroth", {}))
            board.width = 1000
            wait(0)
            compare(board.bands, 1)
            compare(foldArrows().length, 0)
            board.width = 374
        }

        // 360 px, the narrowest phone: a 4x8 board in the page's 344 px is
        // 3 px a pit short of a thumb, and folded it would need more height
        // than the phone has beside the controls. Allowed the page's 8 px
        // margins (bleed), it runs edge to edge on a thin rim in one band,
        // every pit a thumb wide and on the screen; without them it folds.
        // (A board the screen's whole width needs no margin: the recorder's.)
        function test_thinRimAt360_data() {
            return [{ tag: "two-phase", game: "kimasai-mackay", options: {} },
                    { tag: "four-row 4x8", game: "kimasai-klamroth", options: { "columns": 8 } }]
        }
        function test_thinRimAt360(data) {
            board.flipped = false
            verify(game.newGame(data.game, data.options))
            board.width = 344
            board.bleed = 8
            board.height = Qt.binding(function () { return board.thumbHeight })
            wait(0)
            verify(board.thinRim)
            compare(board.bands, 1)
            compare(board.cell, 44)
            fuzzyCompare(board.thumbHeight, 4.25 * 44 + 2 * board.kThinPad, 3)
            var sheet = findChild(board, "boardSheet")
            verify(!sheet.interactive, "the board should not scroll in the height it asks for")
            for (var i = 0; i < board.pitItems.count; ++i) {
                var p = board.pitItems.itemAt(i)
                verify(p.width + 2 * p.tapMargin >= 44, game.pitName(i) + " is " + p.width)
                var left = p.mapToItem(root, -p.tapMargin, 0).x
                var right = p.mapToItem(root, p.width + p.tapMargin, 0).x
                verify(left >= board.x - 8 - 0.5 && right <= board.x + 344 + 8 + 0.5,
                       game.pitName(i) + " runs off the screen: " + left + ".." + right)
            }
            // A pit takes a tap: in the edge column where one is legal (the
            // two-phase game's b1; the four-row game's opening moves are inside).
            var legal = ["b1", "a1", "b8", "a8", "b2"].map(pit).filter(function (p) { return p.legal })
            verify(legal.length > 0, "no legal pit to tap")
            mouseClick(legal[0], legal[0].width / 2, legal[0].height / 2)
            compare(game.ply, 1)
            // Short of height it scrolls, clipped to a view that still spans
            // the margins, so the rim and the edge pits stay drawn.
            board.height = board.thumbHeight - 40
            wait(0)
            verify(sheet.interactive)
            compare(sheet.x, -8)
            compare(sheet.width, 344 + 16)
            var a1 = pit("a1").mapToItem(sheet, 0, 0)
            verify(a1.x >= 0, "a1 starts " + a1.x + " px left of the clipped view")
            board.bleed = 0
            wait(0)
            verify(!board.thinRim)
            compare(board.bands, 2)
            board.width = 374
            board.height = Qt.binding(function () { return Math.max(board.thumbHeight, 300) })
        }

        // A phone on its side: wide enough for twelve thumb-sized columns
        // but short. Folding would need more height still, so the board
        // keeps one band of thumb-sized pits and scrolls.
        function test_shortAndWideKeepsOneBand() {
            board.flipped = false
            verify(game.newGame("kimasai-klamroth", {}))
            board.width = 560
            board.height = 150
            wait(0)
            compare(board.bands, 1)
            compare(board.cell, 44)
            verify(findChild(board, "boardSheet").interactive, "the short board should scroll")
            board.width = 374
            board.height = Qt.binding(function () { return Math.max(board.thumbHeight, 300) })
        }
    }
}
