// The engine's evaluation over a game, for South (above the middle line:
// South is better), drawn from the start to the last move it can follow,
// with the position shown marked and the mistakes and blunders as dots.
// A tap on the graph goes to that move.
import QtQuick
import Enkang

Item {
    id: graph
    property var values: []    // evaluation for South: at the start, then after each move
    property var marks: []     // per move: "", "inaccuracy", "mistake", "blunder"
    property int current: 0    // the ply shown
    signal chosen(int ply)
    implicitHeight: 90
    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("Evaluation over the game")
    Accessible.description: values.length > 0
        ? qsTr("After move %1: %2 for South").arg(current).arg(values[Math.min(current, values.length - 1)]) : ""

    readonly property real range: {
        var m = 1
        for (var i = 0; i < values.length; ++i) m = Math.max(m, Math.abs(values[i]))
        return m
    }
    function xOf(ply) { return values.length < 2 ? width / 2 : ply * (width - 8) / (values.length - 1) + 4 }
    function yOf(v) { return height / 2 - (v / range) * (height / 2 - 6) }

    Rectangle { anchors.fill: parent; color: Theme.surface; radius: Theme.radius; border.color: Theme.divider }
    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            ctx.strokeStyle = Theme.divider
            ctx.beginPath(); ctx.moveTo(0, height / 2); ctx.lineTo(width, height / 2); ctx.stroke()
            if (graph.values.length === 0) return
            ctx.strokeStyle = Theme.text
            ctx.lineWidth = 2
            ctx.beginPath()
            for (var i = 0; i < graph.values.length; ++i) {
                var x = graph.xOf(i), y = graph.yOf(graph.values[i])
                if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y)
            }
            ctx.stroke()
            for (var k = 0; k < graph.marks.length; ++k) {
                var mark = graph.marks[k]
                if (mark !== "mistake" && mark !== "blunder") continue
                ctx.fillStyle = mark === "blunder" ? Theme.captured : Theme.lifted
                ctx.beginPath()
                ctx.arc(graph.xOf(k + 1), graph.yOf(graph.values[Math.min(k + 1, graph.values.length - 1)]), 4, 0, 2 * Math.PI)
                ctx.fill()
            }
        }
    }
    Rectangle {   // the position shown
        visible: graph.values.length > 0
        x: graph.xOf(Math.min(graph.current, graph.values.length - 1)) - 1
        width: 2
        height: parent.height
        color: Theme.accent
    }
    onValuesChanged: canvas.requestPaint()
    onMarksChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()
    MouseArea {
        anchors.fill: parent
        enabled: graph.values.length > 1
        onClicked: function (mouse) {
            graph.chosen(Math.round((mouse.x - 4) / (graph.width - 8) * (graph.values.length - 1)))
        }
    }
}
