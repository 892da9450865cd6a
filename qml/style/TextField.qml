// Enkang's TextField: Fusion's, at least a thumb's height (Theme.touchTarget).
import QtQuick
import QtQuick.Controls.Fusion as Fusion
import Enkang

Fusion.TextField {
    implicitHeight: Math.max(Theme.touchTarget, implicitBackgroundHeight + topInset + bottomInset,
                             contentHeight + topPadding + bottomPadding)
}
