// The three games as the interface presents them: names, origin and source
// (display texts only; the rules live in the engine).
import QtQml

QtObject {
    function name(id) {
        if (id === "kimasai-mackay") return qsTr("Bao la Kimasai, two-phase")
        if (id === "kimasai-klamroth") return qsTr("Bao la Kimasai, four-row")
        return qsTr("En Gehé")
    }
    function shortName(id) {
        if (id === "kimasai-mackay") return qsTr("Two-phase")
        if (id === "kimasai-klamroth") return qsTr("Four-row")
        return qsTr("En Gehé")
    }
    function origin(id) {
        if (id === "kimasai-mackay") return qsTr("Maasai herders near Kilimanjaro, northern Tanzania")
        if (id === "kimasai-klamroth") return qsTr("Maasai near Mpwapwa, Dodoma region, Tanzania")
        return qsTr("Loitha and Kisonga Maasai warriors (morans), northern Tanzania")
    }
    function source(id) {
        if (id === "kimasai-mackay") return qsTr("David MacKay, 2001, taught by Moinget Ole Kuney")
        if (id === "kimasai-klamroth") return qsTr("Martin Klamroth, 1911")
        return qsTr("Moritz Merker, 1904")
    }
    function summary(id) {
        if (id === "kimasai-mackay") return qsTr("4 × 8 pits. Bring your reserve cows in one a turn, sow clockwise with relays, then raid the enemy's front row.")
        if (id === "kimasai-klamroth") return qsTr("4 × 12 pits, one seed each at most. Slide a seed into an empty pit and take whole columns.")
        return qsTr("2 × 40 to 50 pits, 4 seeds each. Teams sow round the whole board with relays; the last seed in an empty pit of your row captures.")
    }
    function optionLabel(key) {
        if (key === "max-laps") return qsTr("Lap limit (endless moves)")
        if (key === "reserve") return qsTr("Reserve cows each")
        if (key === "columns") return qsTr("Pits per row")
        if (key === "seeds") return qsTr("Seeds per pit")
        return key
    }
    readonly property var ids: ["kimasai-mackay", "kimasai-klamroth", "en-gehe"]
}
