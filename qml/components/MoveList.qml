// The moves so far as pit names, numbered; moves taken back by undo stay
// greyed until a new move replaces them. For En Gehé, who handled each.
// A tap on a move shows the position after it (the game's review).
import QtQuick
import QtQuick.Controls
import Enkang

ListView {
    id: list
    property GameController controller
    model: controller ? controller.moves : null
    clip: true
    spacing: 2
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {}
    onCountChanged: positionViewAtEnd()
    Accessible.name: qsTr("Moves")

    delegate: Rectangle {
        width: ListView.view.width
        height: Math.max(row.implicitHeight + 6, Theme.touchTarget)
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("Move %1: %2").arg(model.number).arg(model.pit)
        Accessible.onPressAction: list.controller.review(index + 1)
        MouseArea {  // a tap shows the position after this move
            anchors.fill: parent
            enabled: !parent.undone
            onClicked: list.controller.review(index + 1)
        }
        radius: 4
        readonly property bool undone: index >= list.controller.ply   // taken back, kept for Redo
        readonly property bool reviewed: index === list.controller.reviewPly - 1
        color: reviewed ? Theme.legal : index === list.controller.ply - 1 ? Theme.surfaceAlt : "transparent"
        opacity: undone ? 0.45 : 1
        Row {
            id: row
            x: 6
            anchors.verticalCenter: parent.verticalCenter
            spacing: 8
            Text { text: model.number + "."; width: 34; color: Theme.textMuted; font.pixelSize: Theme.fontBody }
            Rectangle { width: 12; height: 12; radius: 6; color: Theme.sideColor(model.player); anchors.verticalCenter: parent.verticalCenter }
            Text { text: model.pit; color: Theme.text; font.pixelSize: Theme.fontBody; font.bold: true; width: 40 }
            Text { text: model.handler; color: Theme.textMuted; font.pixelSize: Theme.fontSmall; anchors.verticalCenter: parent.verticalCenter }
        }
    }
}
