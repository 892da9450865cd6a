// Enkang's Button: Fusion's, at least a thumb's size (Theme.touchTarget) each
// way. A checked one (a chosen side, the filters shown, pit names on) has the
// app's red rim on sand: Fusion's sunken grey read as a disabled button.
import QtQuick
import QtQuick.Controls.Fusion as Fusion
import Enkang

Fusion.Button {
    id: control
    // false where a button shows its checked state in colours of its own.
    property bool rimWhenChecked: true
    implicitWidth: Math.max(Theme.touchTarget, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.touchTarget, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    Rectangle {
        parent: control.background
        anchors.fill: parent
        visible: control.checked && control.enabled && control.rimWhenChecked
        radius: 2
        color: Theme.surfaceAlt
        border.color: Theme.accent
        border.width: 2
    }
}
