// A title that gives the whole name where it fits and a shorter one where it
// would be cut: "Bao la Kimasai, quatro filas" on a desktop, "Quatro filas"
// on a phone in Portuguese (cut, the name lost the word that tells the two
// Kimasai games apart).
import QtQuick
import QtQuick.Controls

Label {
    id: title
    property string full
    property string brief
    // Width that controls beside the title take now and then (Play's busy
    // indicator and Stop while the computer thinks), reckoned as taken while
    // they are hidden: the name is chosen once for both states, not switched
    // back and forth on every move of the computer's.
    property real spare: 0
    TextMetrics { id: fullWidth; font: title.font; text: title.full }
    text: brief === "" || fullWidth.advanceWidth <= width - spare ? full : brief
    elide: Text.ElideRight
    Accessible.name: full
}
