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
    TextMetrics { id: fullWidth; font: title.font; text: title.full }
    text: brief === "" || fullWidth.advanceWidth <= width ? full : brief
    elide: Text.ElideRight
    Accessible.name: full
}
