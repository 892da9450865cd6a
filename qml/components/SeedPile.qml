// The cows (or seeds) in one pit: drawn one by one up to what stays
// readable at this size, then as a number.
import QtQuick
import Enkang

Item {
    id: pile
    property int seeds: 0
    // Dots stay at least 5 px; fewer cows are drawn bigger.
    readonly property int smallest: Math.max(5, Math.round(width / 5.2))
    readonly property int perRow: Math.max(1, Math.floor(width * 0.86 / (smallest + 1)))
    // Below 6 px a dot is hard to see: small pits show a number instead.
    readonly property int maxDots: width / 5.2 < 6 ? 2 : Math.min(16, perRow * Math.max(1, Math.floor(height * 0.86 / (smallest + 1))))
    readonly property bool asNumber: seeds > maxDots
    readonly property int across: Math.max(1, Math.ceil(Math.sqrt(seeds)))
    readonly property int dotSize: Math.max(smallest, Math.min(Math.round(width * 0.4), Math.floor(width * 0.86 / across) - 1))

    Grid {
        visible: !pile.asNumber
        anchors.centerIn: parent
        columns: pile.across
        spacing: 1
        Repeater {
            model: pile.asNumber ? 0 : pile.seeds
            Rectangle {
                width: pile.dotSize; height: pile.dotSize; radius: width / 2
                color: Theme.seed
                border.color: Theme.seedEdge
                border.width: 1
            }
        }
    }
    Text {
        visible: pile.asNumber
        anchors.centerIn: parent
        text: pile.seeds
        color: Theme.seed
        font.pixelSize: Math.max(10, Math.round(pile.height * 0.42))
        font.bold: true
    }
}
