// Enkang's Switch: Fusion's, at least a thumb's size (Theme.touchTarget) each way,
// its label wrapping.
import QtQuick
import QtQuick.Controls.Fusion as Fusion
import Enkang

Fusion.Switch {
    id: control
    // A long label wraps onto more lines rather than being cut short (a
    // phone's width in Spanish or Portuguese).
    contentItem: Text {
        leftPadding: control.indicator && !control.mirrored ? control.indicator.width + control.spacing : 0
        rightPadding: control.indicator && control.mirrored ? control.indicator.width + control.spacing : 0
        text: control.text
        font: control.font
        color: control.palette.text
        wrapMode: Text.WordWrap
        verticalAlignment: Text.AlignVCenter
    }
    implicitWidth: Math.max(Theme.touchTarget, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.touchTarget, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
}
