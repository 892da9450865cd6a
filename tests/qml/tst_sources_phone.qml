// The Sources list on a phone on its side: the search, the filters and the
// list's buttons scroll away with the list and come back with it, and typing
// a search keeps the field's focus while the results arrive (a list's focus
// scope took it when the field lay inside the list).
import QtQuick
import QtTest
import Enkang

Item {
    id: root
    width: 844
    height: 390

    SourcesPage { id: page; anchors.fill: parent }

    TestCase {
        name: "SourcesPhone"
        when: windowShown

        function list() { return findChild(page, "sourceList") }
        function filters() { return findChild(page, "sourceFilters") }
        function search() { return findChild(page, "sourceSearch") }
        function loaded() { tryVerify(function () { return list().count > 5 }, 10000, "the sources are listed") }

        function init() {
            root.height = 390
            loaded()
            list().positionViewAtBeginning()
            tryCompare(filters(), "y", 0)
        }

        function test_filtersScrollAwayAndComeBack() {
            var top = list().contentY
            list().contentY = top + 300
            tryVerify(function () { return filters().y + filters().height <= 0 }, 2000,
                      "the filters went with the list")
            list().contentY = top + 300 - filters().height
            tryVerify(function () { return filters().y === 0 }, 2000,
                      "scrolled back by their height, the filters are back whole")
        }

        function test_filtersStayWhereThereIsRoom() {
            root.height = 800
            tryVerify(function () { return list().height > 600 })
            var top = list().contentY
            list().contentY = top + 300
            wait(50)
            compare(filters().y, 0)
        }

        function test_typingKeepsTheFocusWhileResultsArrive() {
            var field = search()
            mouseClick(field)
            verify(field.activeFocus)
            var word = "klamroth"
            for (var i = 0; i < word.length; ++i) {
                keyClick(word[i])
                wait(150)   // each letter's results replace the list
            }
            compare(field.text, word)
            verify(field.activeFocus)
            tryVerify(function () { return list().count > 0 && list().count < 6 }, 5000)
            field.text = ""
            tryVerify(function () { return list().count > 5 }, 5000)
        }
    }
}
