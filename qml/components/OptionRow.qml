// One option of a game (a whole number in a range, from Games' optionRanges):
// its name and a spin box, as the new-game dialog and the record form show it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

RowLayout {
    id: row
    property var range: ({ key: "", low: 0, high: 0, value: 0 })  // from optionRanges
    property string label
    readonly property string key: range.key
    property alias value: spin.value
    Layout.fillWidth: true
    // As high as the row: a wrapped label keeps a height from an earlier,
    // narrower layout otherwise, and the spin box is pushed onto the next row.
    Label {
        text: row.label
        color: Theme.text
        Layout.fillWidth: true
        Layout.fillHeight: true
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
    SpinBox {
        id: spin
        from: row.range.low
        to: row.range.high
        value: row.range.value
        editable: true
        stepSize: row.range.key === "max-laps" ? 1000 : 1
        Accessible.name: row.label
    }
}
