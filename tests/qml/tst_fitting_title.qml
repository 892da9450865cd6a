// FittingTitle: the whole name where it fits, the short one where it would
// be cut, and the same choice whether or not the controls it leaves room for
// are showing.
import QtQuick
import QtQuick.Layouts
import QtTest
import Enkang

Item {
    id: root
    width: 800
    height: 100

    RowLayout {
        id: row
        width: root.width
        FittingTitle {
            id: title
            full: "Bao la Kimasai, quatro filas"
            brief: "Quatro filas"
            font.pixelSize: 20
            spare: busy.visible ? 0 : busy.width + row.spacing
            Layout.fillWidth: true
        }
        Rectangle { id: busy; visible: false; implicitWidth: 120; implicitHeight: 20 }
    }
    TextMetrics { id: whole; font: title.font; text: title.full }

    TestCase {
        name: "FittingTitle"
        when: windowShown

        function init() { busy.visible = false; root.width = 800; title.brief = "Quatro filas" }

        function test_wholeWhereItFits() {
            tryCompare(title, "text", title.full)
            compare(title.Accessible.name, title.full)
        }

        function test_briefWhereTheWholeWouldBeCut() {
            root.width = whole.advanceWidth - 10
            tryCompare(title, "text", title.brief)
            compare(title.Accessible.name, title.full)   // a screen reader still hears the whole name
        }

        function test_noBriefKeepsTheWholeNameElided() {
            title.brief = ""
            root.width = whole.advanceWidth / 2
            tryCompare(title, "text", title.full)
            tryVerify(function () { return title.truncated })
        }

        // Just wide enough for the whole name alone: the spare room the busy
        // control takes when it shows makes the brief name the choice already.
        function test_theSameNameWithAndWithoutTheControls() {
            root.width = whole.advanceWidth + 60
            tryVerify(function () { return title.width >= whole.advanceWidth }, 1000, "the whole name would fit alone")
            compare(title.text, title.brief)
            busy.visible = true
            tryVerify(function () { return title.width < whole.advanceWidth }, 1000, "the busy control took its room")
            compare(title.text, title.brief)
            root.width = whole.advanceWidth + busy.implicitWidth + 40
            tryVerify(function () { return title.width >= whole.advanceWidth }, 1000, "room for the whole name beside the control")
            compare(title.text, title.full)
            busy.visible = false
            tryVerify(function () { return title.width > whole.advanceWidth + busy.implicitWidth }, 1000, "the control's room back")
            compare(title.text, title.full)
        }
    }
}
