// En Gehé's long rows on a phone (390x844): folded into bands whose pits all
// stay a thumb's size, with an arrow from every pit to the next one on the
// track (a1 … aN, bN … b1), and playable by tap down to the last band
// (the board scrolls when the bands need more height than it has). A short
// board whose pits are a thumb's size in one band is not folded: a lesson's
// "corners a1 and a8" must be corners.
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
        anchors.fill: parent
        anchors.margins: 8
        anchors.bottomMargin: 300   // the status and buttons of the Play page below it
        view: game.view
        onPitChosen: function (i) { game.playPit(i) }
    }

    TestCase {
        name: "EnGehePhone"
        when: windowShown

        function arrows() {
            var found = []
            var sheet = findChild(board, "boardSheet")
            var kids = sheet.contentItem.children
            for (var i = 0; i < kids.length; ++i)
                if (kids[i].objectName === "trackArrow") found.push(kids[i])
            return found
        }
        function centre(item) { return item.mapToItem(root, item.width / 2, item.height / 2) }
        function pit(name) { return board.pitItems.itemAt(game.pitIndex(name)) }
        // The track's next pit: along South's row to the right, up at its end,
        // along North's row to the left, and down at its start.
        function nextOnTrack(row, column, n) {
            if (row === 0) return column === n ? "b" + n : "a" + (column + 1)
            return column === 1 ? "a1" : "b" + (column - 1)
        }

        function test_longRowsOnAPhone_data() {
            return [{ tag: "2x40", columns: 40, names: false }, { tag: "2x50", columns: 50, names: false },
                    { tag: "2x40 with names", columns: 40, names: true }]
        }
        function test_longRowsOnAPhone(data) {
            board.showNames = data.names
            verify(game.newGame("en-gehe", { "columns": data.columns }))
            wait(0)
            var turning = 0
            var jumping = 0
            compare(board.pitItems.count, 2 * data.columns)
            verify(board.bands > 1, "the rows should be folded")
            for (var i = 0; i < board.pitItems.count; ++i) {
                var p = board.pitItems.itemAt(i)
                // The pit's tap area is the whole cell (the drawing plus its margin).
                verify(p.width + 2 * p.tapMargin >= 44, game.pitName(i) + " is " + p.width)
            }
            // Every arrow points from its pit towards the next on the track.
            var all = arrows()
            compare(all.length, 2 * data.columns)
            var checked = 0
            for (var k = 0; k < all.length; ++k) {
                var a = all[k]
                var from = centre(pit((a.row === 0 ? "a" : "b") + (a.column + 1)))
                var to = centre(pit(nextOnTrack(a.row, a.column + 1, data.columns)))
                var at = centre(a)
                var dx = Math.cos(a.rotation * Math.PI / 180), dy = Math.sin(a.rotation * Math.PI / 180)
                if (a.neighbours) {
                    // Halfway between the two pits, pointing at the next one;
                    // where the track turns under a pit's name, beside it, outwards.
                    if (a.turns) {
                        ++turning
                        var aside = (at.x - from.x) * (from.x < board.width / 2 ? -1 : 1)
                        verify(aside > 0.25 * board.cell && aside < 0.45 * board.cell,
                               "turn arrow " + k + " is " + aside + " beside its column")
                    } else {
                        fuzzyCompare(at.x, (from.x + to.x) / 2, 2)
                    }
                    fuzzyCompare(at.y, (from.y + to.y) / 2, 2)
                    verify(dx * (to.x - from.x) + dy * (to.y - from.y) > 0.9 * Math.hypot(to.x - from.x, to.y - from.y),
                           "arrow " + k + " points away from the next pit")
                } else {
                    // A jump between bands: up or down towards the next pit's band,
                    // in the band gap, beside the pit's name when names are shown.
                    verify(dy * (to.y - from.y) > 0, "jump arrow " + k + " points the wrong way")
                    var away = (at.x - from.x) * (from.x < board.width / 2 ? -1 : 1)
                    if (data.names)
                        verify(away > 0.25 * board.cell && away < 0.45 * board.cell,
                               "jump arrow " + k + " is " + away + " beside its column")
                    else
                        fuzzyCompare(at.x, from.x, 2)
                    ++jumping
                }
                ++checked
            }
            compare(checked, 2 * data.columns)
            compare(turning, data.names ? 2 : 0)   // b1 to a1 and aN to bN, when names are shown
            compare(jumping, 2 * (board.bands - 1))  // out of every band but the last, each row
            // The last band is reached (by scrolling where needed), and a tap there plays.
            var sheet = findChild(board, "boardSheet")
            if (data.columns === 50) verify(sheet.interactive, "2x50's bands need more height: they should scroll")
            if (sheet.interactive) sheet.contentY = sheet.contentHeight - sheet.height
            wait(0)
            var last = pit("a" + data.columns)
            var inView = last.mapToItem(board, 0, 0)
            verify(inView.y >= 0 && inView.y + last.height <= board.height, "a" + data.columns + " not in view")
            mouseClick(last, last.width / 2, last.height / 2)
            compare(game.ply, 1)
            compare(game.lastMove, "a" + data.columns)
            sheet.contentY = 0
        }

        // A long board on a wide window still folds where bands give much
        // bigger pits than one strip of thumb-sized ones.
        function test_longRowsFoldOnAWideWindow() {
            root.width = 2000
            root.height = 1200
            verify(game.newGame("en-gehe", { "columns": 40 }))
            wait(0)
            verify(board.bands > 1, "2x40 in one strip of " + board.cell + " px pits")
            verify(board.cell > 80, "pits of " + board.cell)
        }
        function cleanup() {
            root.width = 390
            root.height = 844
            wait(0)
        }

        function test_shortRowsStayWhole() {
            verify(game.newGame("en-gehe", { "columns": 8 }))
            wait(0)
            compare(board.bands, 1)
            verify(board.cell >= 44, "pits of " + board.cell)
            // a8 at the right end of South's row, b8 above it: a corner.
            var a1 = centre(pit("a1")), a8 = centre(pit("a8")), b8 = centre(pit("b8"))
            fuzzyCompare(a1.y, a8.y, 1)
            verify(a8.x > a1.x + 6 * 44, "a8 is not at the far end of the row")
            fuzzyCompare(b8.x, a8.x, 1)
            verify(b8.y < a8.y)
        }
    }
}
