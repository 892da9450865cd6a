// Enkang's TabButton: Fusion's, at least a thumb's size (Theme.touchTarget)
// each way, drawn in the app's colours: the open tab on the page's own
// background with a red line under it, the others on the header's sand, all
// of the same height (Fusion draws an unchecked tab 2 px lower, which made a
// thumb's tab look shorter than one).
import QtQuick
import QtQuick.Controls.Fusion as Fusion
import Enkang

Fusion.TabButton {
    id: control
    implicitWidth: Math.max(Theme.touchTarget, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.touchTarget, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    contentItem: Text {
        text: control.text
        font: control.font
        color: control.checked ? Theme.text : Theme.textMuted
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    background: Rectangle {
        implicitHeight: Theme.touchTarget
        color: control.checked ? Theme.background : control.down ? Theme.divider : Theme.surfaceAlt
        Rectangle {
            visible: control.checked
            anchors.bottom: parent.bottom
            width: parent.width
            height: 3
            color: Theme.accent
        }
        Rectangle { anchors.right: parent.right; width: 1; height: parent.height; color: Theme.divider }
    }
}
