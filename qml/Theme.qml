// The one place for colours, sizes and fonts. Earth and cattle colours:
// sand, red ochre, dark enclosure wood, ivory cows; text contrast >= 7:1.
pragma Singleton
import QtQuick

QtObject {
    readonly property color background: "#f3ebdd"
    readonly property color surface: "#fbf6ee"
    readonly property color surfaceAlt: "#eadcc6"
    readonly property color text: "#2a1b10"
    readonly property color textMuted: "#5e4a38"
    readonly property color accent: "#a8321e"        // Maasai shuka red
    readonly property color accentText: "#ffffff"
    readonly property color board: "#8a5a32"         // the board's wood
    readonly property color boardEdge: "#5a3920"
    readonly property color pit: "#4a2f1a"           // an enclosure
    readonly property color pitRing: "#b98a55"       // its thorn fence
    readonly property color seed: "#f4ead2"          // a cow
    readonly property color seedEdge: "#7a6245"
    readonly property color south: "#d08a2e"         // ochre
    readonly property color north: "#3f6e8c"         // dusk blue
    readonly property color legal: "#f5c84c"
    readonly property color lastMove: "#ffffff"
    readonly property color lifted: "#f08c28"
    readonly property color dropped: "#fff2b8"
    readonly property color raided: "#e0402a"
    readonly property color captured: "#9e1b1b"
    readonly property color landed: "#7fd17f"
    readonly property color divider: "#cbb89c"

    readonly property int spacing: 8
    readonly property int margin: 16
    readonly property int radius: 10
    readonly property int touchTarget: 44            // minimum tap size (px)

    readonly property int fontSmall: 12
    readonly property int fontBody: 15
    readonly property int fontTitle: 20
    readonly property int fontHeading: 28
    readonly property string fontFamily: "Noto Sans"

    function sideColor(side) { return side === 0 ? south : north }
}
