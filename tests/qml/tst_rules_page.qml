// The Rules page's text keeps its layout from tab to tab: a Markdown label
// given another game's text lost its paragraphs' and list items' spacing
// (Qt 6.4), so the page makes a new label for each text. Back on the first
// game, the text is exactly as tall as when the page opened with it.
import QtQuick
import QtTest
import Enkang

Item {
    id: root
    width: 390
    height: 800

    RulesPage { id: page; anchors.fill: parent }

    TestCase {
        name: "RulesPage"
        when: windowShown

        function ruleText() { return findChild(page, "ruleText") }

        function test_textKeepsItsSpacingAcrossTabs() {
            var first = page.gameId
            tryVerify(function () { return ruleText() !== null && ruleText().text.length > 0 })
            var height = ruleText().implicitHeight
            var ids = page.info.ids
            for (var i = 0; i < ids.length; ++i) {
                page.gameId = ids[i]
                wait(0)
                verify(ruleText().text.length > 0)
            }
            page.gameId = first
            wait(0)
            compare(ruleText().implicitHeight, height)
        }
    }
}
