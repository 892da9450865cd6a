// Enkang's Dialog: Fusion's, its buttons from this style (a thumb's size).
import QtQuick
import QtQuick.Controls.Fusion as Fusion

Fusion.Dialog {
    footer: DialogButtonBox {
        visible: count > 0
    }
}
