// The Board component wired as Play wires it: a click on a legal pit plays
// it, a click on an illegal pit does not (and the game says why), and the
// counts shown always equal the engine's.
import QtQuick
import QtTest
import Enkang

Item {
    id: root
    width: 800
    height: 500

    GameController { id: game; animationMs: 0 }
    Board { id: board; anchors.fill: parent; view: game.view; onPitChosen: function (i) { game.playPit(i) } }
    SignalSpy { id: refusedSpy; target: game; signalName: "refused" }

    TestCase {
        name: "Board"
        when: windowShown

        function pitItem(name) { return board.pitItems.itemAt(game.pitIndex(name)) }
        function clickPit(name) {
            var item = pitItem(name)
            mouseClick(item, item.width / 2, item.height / 2)
        }
        function compareWithEngine() {
            for (var i = 0; i < board.pitItems.count; ++i)
                compare(board.pitItems.itemAt(i).seeds, game.engineSeeds(i), "pit " + game.pitName(i))
        }

        function init() { refusedSpy.clear() }

        function test_legalClickPlays() {
            game.newGame("kimasai-mackay")
            compareWithEngine()
            verify(pitItem("b3").legal)
            clickPit("b3")
            compare(game.ply, 1)
            compare(game.lastMove, "b3")
            compareWithEngine()
            clickPit("c8")
            compare(game.ply, 2)
            compareWithEngine()
        }

        function test_illegalClickDoesNotPlay() {
            game.newGame("kimasai-mackay")
            clickPit("c1")        // North's pit on South's turn
            compare(game.ply, 0)
            compare(refusedSpy.count, 1)
            verify(refusedSpy.signalArguments[0][1].indexOf("c1") >= 0)
            clickPit("a1")        // empty
            compare(game.ply, 0)
            compare(refusedSpy.count, 2)
            compareWithEngine()
        }

        function test_countsFollowAWholeGame() {
            game.newGame("en-gehe", {"columns": 6})
            var moves = 0
            while (!game.over && moves < 60) {
                for (var i = 0; i < board.pitItems.count; ++i) {
                    if (board.pitItems.itemAt(i).legal) { clickPit(game.pitName(i)); break }
                }
                compareWithEngine()
                ++moves
            }
            verify(moves > 2)
        }

        function test_stillBoardReportsNoTaps() {
            var still = Qt.createQmlObject('import Enkang; BoardView {}', root)
            verify(still.showStart("kimasai-klamroth"))
            board.view = still
            board.interactive = false
            var chosen = 0
            board.pitChosen.connect(function () { ++chosen })
            clickPit("b2")
            compare(chosen, 0)
            compare(board.pitItems.count, 48)
            board.view = game.view
            board.interactive = true
        }

        function test_keyboardPlays() {
            game.newGame("kimasai-klamroth")
            board.forceActiveFocus()
            board.cursor = game.pitIndex("b2")
            keyClick(Qt.Key_Return)
            compare(game.ply, 1)
            compare(game.lastMove, "b2")
        }
    }
}
