// Enkang's ComboBox: Fusion's, at least a thumb's size (Theme.touchTarget),
// and so is each line of its list (this style's MenuItem).
import QtQuick
import QtQuick.Controls.Fusion as Fusion
import Enkang

Fusion.ComboBox {
    id: control
    implicitWidth: Math.max(Theme.touchTarget, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.touchTarget, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    delegate: MenuItem {
        width: ListView.view.width
        text: control.textRole ? (Array.isArray(control.model) ? modelData[control.textRole] : model[control.textRole])
                               : modelData
        font.weight: control.currentIndex === index ? Font.DemiBold : Font.Normal
        highlighted: control.highlightedIndex === index
        hoverEnabled: control.hoverEnabled
    }
}
