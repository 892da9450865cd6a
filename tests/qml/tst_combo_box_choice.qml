// The style's ComboBox keeps its choice when its list is made anew with the
// same items (as every translated list is at a change of language): Qt 6.4's
// own goes back to the first item and leaves a binding on currentIndex stale.
import QtQuick
import QtTest
import EnkangStyle as Style

Item {
    width: 400
    height: 400
    property int language: 0
    property int wanted: 2
    property var rulings: ["a", "b", "c"]

    Style.ComboBox {
        id: bound
        model: language === 0 ? ["Off", "Fast", "Normal", "Slow"] : ["No", "Rápida", "Normal", "Lenta"]
        currentIndex: wanted
    }
    Style.ComboBox {
        id: chosen
        model: language === 0 ? ["Any play", "With a blunder", "With a mistake"]
                               : ["Cualquier juego", "Con un error grave", "Con un error"]
    }
    Style.ComboBox {
        id: grows
        model: language === 0 ? ["one", "two"] : ["uno", "dos", "tres"]
    }
    ListModel {
        id: rows
        ListElement { name: "x" }
        ListElement { name: "y" }
    }
    property bool useRows: true
    Style.ComboBox {
        id: growing
        textRole: useRows ? "name" : ""
        model: useRows ? rows : ["p", "q", "r"]
    }
    Style.ComboBox {
        id: valued
        textRole: "text"
        valueRole: "value"
        model: rulings.map(function (r) { return { value: r, text: r.toUpperCase() } })
    }

    TestCase {
        name: "ComboBoxChoice"
        when: windowShown

        function init() {
            language = 0
            wanted = 2
            rulings = ["a", "b", "c"]
            chosen.currentIndex = 0
            grows.currentIndex = 0
            valued.currentIndex = 0
        }

        function test_aBoundChoiceStaysAndItsBindingLives() {
            compare(bound.currentIndex, 2)
            language = 1
            compare(bound.currentIndex, 2)
            compare(bound.displayText, "Normal")
            wanted = 3  // the binding still answers
            compare(bound.currentIndex, 3)
            compare(bound.displayText, "Lenta")
        }

        function test_aChoiceMadeByHandStays() {
            chosen.currentIndex = 1
            language = 1
            compare(chosen.currentIndex, 1)
            compare(chosen.displayText, "Con un error grave")
        }

        function test_aListOfAnotherLengthStartsAgain() {
            grows.currentIndex = 1
            language = 1
            compare(grows.currentIndex, 0)  // not the same items: Qt's own reset
        }

        function test_itemsWithValuesKeepTheValue() {
            valued.currentIndex = 2
            compare(valued.currentValue, "c")
            rulings = ["a", "d", "c", "b"]
            compare(valued.currentValue, "c")
            compare(valued.currentIndex, 2)
            rulings = ["c", "a", "b"]
            compare(valued.currentIndex, 0)
            valued.currentIndex = 2
            rulings = ["a", "c"]  // "b" gone: Qt's reset
            compare(valued.currentIndex, 0)
            compare(valued.currentValue, "a")
        }

        // Rows added to a list model change the count but make no new list:
        // the choice made afterwards is the one kept at the next new list.
        function test_aCountChangeWithoutANewListIsNoReset() {
            rows.append({ name: "z" })
            compare(growing.count, 3)
            wait(0)
            growing.currentIndex = 2
            useRows = false
            compare(growing.currentIndex, 2)
            compare(growing.displayText, "r")
        }
    }
}
