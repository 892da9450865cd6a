// What the interface takes from Preferences: the new-game form shows the
// options and levels chosen last time for that game (or the game in
// progress's, when it is that game) and keeps new ones on OK; Play's board side follows the remembered flip; a still board's pits
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
            verify(game.newGame("kimasai-mackay"))  // not the game the form is opened on
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

        // A game begun otherwise than by the form (the command line's --set,
        // a record) is offered as it is: its board, starter, players, teams.
        function test_formOffersTheGameInProgress() {
            Preferences.setGameOptions("en-gehe", { columns: 44, first: "north" })
            Preferences.setLevels("en-gehe", [3, 0])
            verify(game.newGame("en-gehe", { columns: 46, first: "south" }, [0, 2],
                                ["Ilmolelian", "Ilkeekonyokie"], [["Sane", "Koyati"], ["Leshan"]]))
            dialog.gameId = "en-gehe"
            dialog.open()
            tryCompare(dialog, "opened", true)
            compare(findSpin(dialog.contentItem, "columns").value, 46)
            compare(findChild(dialog.contentItem, "firstBox").currentIndex, 0)
            compare(findChild(dialog.contentItem, "southLevel").currentIndex, 0)
            compare(findChild(dialog.contentItem, "northLevel").currentIndex, 2)
            compare(findChild(dialog.contentItem, "southTeam").text, "Ilmolelian")
            compare(findChild(dialog.contentItem, "southMembers").text, "Sane, Koyati")
            compare(findChild(dialog.contentItem, "northTeam").text, "Ilkeekonyokie")
            compare(findChild(dialog.contentItem, "northMembers").text, "Leshan")
            dialog.accept()
            compare(game.options.columns, "46")
            compare(game.teamNames, ["Ilmolelian", "Ilkeekonyokie"])
            compare(game.teamMembers[0], ["Sane", "Koyati"])
            // Another game in the form: its own last choices, not these.
            verify(game.newGame("kimasai-mackay"))
            dialog.gameId = "en-gehe"
            dialog.open()
            tryCompare(dialog, "opened", true)
            compare(findSpin(dialog.contentItem, "columns").value, 46)  // kept on OK above
            compare(findChild(dialog.contentItem, "southTeam").text, "")
            dialog.reject()
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
