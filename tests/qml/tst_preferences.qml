// What the interface takes from Preferences: the new-game form shows the
// options and levels chosen last time for that game and keeps new ones on
// OK; Play's board side follows the remembered flip; a still board's pits
// take no taps.
import QtQuick
import QtQuick.Controls
import QtTest
import Enkang

Item {
    id: root
    width: 600
    height: 800

    GameController { id: game; animationMs: 0 }
    NewGameDialog { id: dialog; controller: game; parent: root }
    PlayPage { id: play; width: 390; height: 844; visible: false }
    Board { id: still; view: game.view; interactive: false; width: 400; height: 300 }
    SignalSpy { id: chosenSpy; target: still; signalName: "pitChosen" }

    TestCase {
        name: "Preferences"
        when: windowShown

        function findSpin(item, key) {
            for (var i = 0; i < item.children.length; ++i) {
                var c = item.children[i]
                if (c.key === key) return c
                var found = findSpin(c, key)
                if (found) return found
            }
            return null
        }

        function test_formShowsTheLastChoices() {
            Preferences.setGameOptions("en-gehe", { columns: 44, first: "north" })
            Preferences.setLevels("en-gehe", [3, 0])
            dialog.gameId = "kimasai-mackay"
            dialog.gameId = "en-gehe"
            dialog.open()
            tryCompare(dialog, "opened", true)
            var row = findSpin(dialog.contentItem, "columns")
            verify(row !== null, "the columns option is shown")
            compare(row.value, 44)
            dialog.accept()
            compare(game.gameId, "en-gehe")
            compare(game.options.columns, "44")
            compare(game.options.first, "north")
            compare(game.levels, [3, 0])
            compare(Preferences.levels("en-gehe"), [3, 0])
        }

        function test_flipIsRemembered() {
            Preferences.flipped = false
            compare(play.flipped, false)
            Preferences.flipped = true
            compare(play.flipped, true)
            Preferences.flipped = false
        }

        function test_stillBoardTakesNoTap() {
            game.newGame("kimasai-mackay")
            var pit = still.pitItems.itemAt(game.pitIndex("b3"))
            mouseClick(pit, pit.width / 2, pit.height / 2)
            compare(chosenSpy.count, 0)
            compare(pit.Accessible.ignored, true)
        }
    }
}
