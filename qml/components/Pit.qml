// One enkang (pit): a fenced enclosure holding its cows, with the marks of
// a legal move, the last move and the animation.
import QtQuick
import Enkang

Rectangle {
    id: pit
    property string pitName: ""
    property int seeds: 0
    property int owner: 0
    property bool legal: false
    property bool lastMove: false
    property int activity: 0      // 0 none, 1 lifted, 2 dropped, 3 raided, 4 captured, 5 landed
    property bool showName: false
    property bool hasCursor: false
    property bool cows: true
    property real tapMargin: 2         // how far around the drawing a tap still counts
    property bool interactive: true   // false: a still picture (no tap, no button for screen readers)
    signal tapped()

    radius: width / 2
    color: Theme.pit
    border.width: Math.max(2, width / 14)
    border.color: activity === 1 ? Theme.lifted
                : activity === 2 ? Theme.dropped
                : activity === 3 ? Theme.raided
                : activity === 4 ? Theme.captured
                : activity === 5 ? Theme.landed
                : legal ? Theme.legal
                : Theme.pitRing

    Accessible.role: Accessible.Button
    Accessible.ignored: !interactive
    Accessible.name: cows ? qsTr("%1, %n cow(s)", "pit name and the cows in it", seeds).arg(pitName)
                          : qsTr("%1, %n seed(s)", "pit name and the seeds in it", seeds).arg(pitName)
    Accessible.description: legal ? qsTr("can be played") : ""
    Accessible.onPressAction: pit.tapped()

    Rectangle {  // the mark of the last move played from here
        visible: pit.lastMove
        anchors.fill: parent
        anchors.margins: -3
        radius: width / 2
        color: "transparent"
        border.color: Theme.lastMove
        border.width: 2
    }
    Rectangle {  // keyboard cursor
        visible: pit.hasCursor
        anchors.fill: parent
        anchors.margins: -6
        radius: width / 2
        color: "transparent"
        border.color: Theme.accent
        border.width: 3
    }
    SeedPile {
        anchors.fill: parent
        anchors.margins: pit.border.width + 2
        seeds: pit.seeds
    }
    Text {
        visible: pit.showName
        text: pit.pitName
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom
        anchors.topMargin: -4
        // Outlined, so that it stays readable over the ring of the pit below.
        color: Theme.seed
        style: Text.Outline
        styleColor: Theme.board
        font.pixelSize: Math.max(9, pit.width / 5)
    }
    MouseArea {
        enabled: pit.interactive
        anchors.fill: parent
        anchors.margins: -pit.tapMargin
        onClicked: pit.tapped()
    }
}
