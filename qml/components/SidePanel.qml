// One side's summary: name (or team), who is to move and who handles the
// seeds, reserve or captured count, and whether the computer plays it.
import QtQuick
import QtQuick.Layouts
import Enkang

Rectangle {
    id: panel
    property GameController controller
    property int side: 0
    readonly property bool toMove: controller && !controller.over && controller.toMove === side
    readonly property string teamName: controller && controller.teamNames.length > side && controller.teamNames[side] !== ""
                                       ? controller.teamNames[side] : (side === 0 ? qsTr("South") : qsTr("North"))
    readonly property int level: controller ? controller.levels[side] : 0
    // Level 5's endgame tables (the four-row game), said while the other side moves.
    readonly property string endgameNote: !controller || level !== 5 || controller.over ? ""
        : controller.endgamesBuilding ? qsTr("solving the endgames…")
        : controller.endgameSeeds > 0 ? qsTr("plays perfectly with %n seed(s) or fewer left", "", controller.endgameSeeds)
        : ""

    implicitHeight: layout.implicitHeight + 12
    radius: Theme.radius
    color: toMove ? Theme.surface : Theme.surfaceAlt
    border.color: toMove ? Theme.sideColor(side) : Theme.divider
    border.width: toMove ? 3 : 1

    RowLayout {
        id: layout
        anchors.fill: parent
        anchors.margins: 6
        spacing: 8
        Rectangle { width: 14; height: 14; radius: 7; color: Theme.sideColor(panel.side) }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0
            Text {
                Layout.fillWidth: true
                text: panel.teamName + (panel.level > 0 ? " · " + qsTr("computer, level %1").arg(panel.level) : "")
                color: Theme.text
                font.pixelSize: Theme.fontBody
                font.bold: panel.toMove
                elide: Text.ElideRight
            }
            Text {
                Layout.fillWidth: true   // kept when empty: the panel's height never changes
                text: panel.toMove ? (panel.controller.thinking ? qsTr("thinking…")
                                     : panel.controller.handler !== "" ? qsTr("to move: %1 handles the seeds").arg(panel.controller.handler)
                                     : qsTr("to move"))
                      : panel.endgameNote
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                elide: Text.ElideRight
            }
        }
        Text {
            visible: panel.controller !== null
            text: !panel.controller ? ""
                  : Games.game(panel.controller.gameId).hasReserves
                    ? qsTr("reserve %1").arg(panel.controller.reserves[panel.side])
                    : qsTr("captured %1").arg(panel.controller.captured[panel.side])
            color: Theme.text
            font.pixelSize: Theme.fontBody
        }
    }
}
