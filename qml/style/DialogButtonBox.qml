// Enkang's DialogButtonBox: Fusion's, with this style's Button (a thumb's size).
import QtQuick
import QtQuick.Controls.Fusion as Fusion

Fusion.DialogButtonBox {
    delegate: Button {}
}
