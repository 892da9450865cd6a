// Enkang's SpinBox: minus on the left, plus on the right, each a thumb's
// size (Theme.touchTarget), the value between them.
import QtQuick
import QtQuick.Templates as T
import Enkang

T.SpinBox {
    id: control
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Theme.touchTarget
    leftPadding: Theme.touchTarget + 4
    rightPadding: Theme.touchTarget + 4
    editable: false

    contentItem: TextInput {
        text: control.displayText
        font: control.font
        color: control.enabled ? Theme.text : Theme.textMuted
        horizontalAlignment: Qt.AlignHCenter
        verticalAlignment: Qt.AlignVCenter
        readOnly: !control.editable
        validator: control.validator
        inputMethodHints: control.inputMethodHints
    }
    component Step: Rectangle {
        property string sign
        property bool pressed
        implicitWidth: Theme.touchTarget
        implicitHeight: Theme.touchTarget
        radius: 4
        color: pressed ? Theme.divider : Theme.surfaceAlt
        border.color: Theme.divider
        Text {
            anchors.centerIn: parent
            text: parent.sign
            font.pixelSize: Theme.fontTitle
            color: parent.enabled ? Theme.text : Theme.textMuted
        }
    }
    down.indicator: Step {
        x: control.mirrored ? control.width - width : 0
        height: control.height
        sign: "−"
        pressed: control.down.pressed
        enabled: control.value > control.from
    }
    up.indicator: Step {
        x: control.mirrored ? 0 : control.width - width
        height: control.height
        sign: "+"
        pressed: control.up.pressed
        enabled: control.value < control.to
    }
    background: Rectangle {
        implicitWidth: 3 * Theme.touchTarget
        color: Theme.surface
        border.color: Theme.divider
        radius: 4
    }
}
