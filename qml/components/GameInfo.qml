// The three games as the interface presents them: a thin view of the
// Games catalogue (C++, app/ui/game_catalog.h), which describes each game
// once. Option labels are interface texts of their own.
import QtQml
import Enkang

QtObject {
    function name(id) { return Games.game(id).name }
    function shortName(id) { return Games.game(id).shortName }
    function origin(id) { return Games.game(id).origin }
    function source(id) { return Games.game(id).source }
    function summary(id) { return Games.game(id).summary }
    function optionLabel(key) {
        if (key === "max-laps") return qsTr("Lap limit (endless moves)")
        if (key === "reserve") return qsTr("Reserve cows each")
        if (key === "columns") return qsTr("Pits per row")
        if (key === "seeds") return qsTr("Seeds per pit")
        return key
    }
    readonly property var ids: Games.ids
}
