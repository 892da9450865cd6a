// What each of the record format's move glyphs means, in words (the
// viewer's buttons and the recorder's note dialog read them out).
import QtQml

QtObject {
    // The glyphs a move can carry, "" for none, in the order they are offered.
    readonly property var all: ["", "!", "?", "!!", "??", "!?", "?!"]
    function name(glyph) {
        switch (glyph) {
        case "!": return qsTr("good move")
        case "?": return qsTr("mistake")
        case "!!": return qsTr("brilliant move")
        case "??": return qsTr("blunder")
        case "!?": return qsTr("interesting move")
        case "?!": return qsTr("dubious move")
        }
        return qsTr("no glyph")
    }
}
