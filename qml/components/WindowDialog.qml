// A dialog on the window, not on the page that opens it (a page starts below
// its tabs, and a dialog placed on one ran past the window's bottom edge):
// centred across, as wide as `widest` where there is room, never taller than
// the window, and `fromTop` sets how far down it sits (2 centres it).
import QtQuick
import QtQuick.Controls

Dialog {
    property real widest: 420
    property real tallest: 0     // 0: as tall as its content needs
    property real fromTop: 3     // the gap above is 1/fromTop of the height left over
    parent: Overlay.overlay
    modal: true
    width: Math.min(parent ? parent.width - 24 : 360, widest)
    height: Math.min(parent ? parent.height - 24 : 600, tallest > 0 ? tallest : implicitHeight)
    x: parent ? (parent.width - width) / 2 : 0
    y: parent ? Math.max(12, (parent.height - height) / fromTop) : 0
}
