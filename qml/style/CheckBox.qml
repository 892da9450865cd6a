// Enkang's CheckBox: Fusion's, at least a thumb's size (Theme.touchTarget) each way.
import QtQuick
import QtQuick.Controls.Fusion as Fusion
import Enkang

Fusion.CheckBox {
    implicitWidth: Math.max(Theme.touchTarget, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.touchTarget, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
}
