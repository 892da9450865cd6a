// A small arrow drawn on the board's wood, showing the way the seeds go:
// it points right at rotation 0. Decoration only: screen readers skip it.
import QtQuick
import Enkang

Text {
    property real cell: 40   // the board's pit size, which the arrow follows
    text: "\u25B8"
    color: Theme.seed
    style: Text.Outline
    styleColor: Theme.boardEdge
    font.pixelSize: Math.max(12, cell * 0.38)
    Accessible.ignored: true
}
