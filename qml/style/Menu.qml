// Enkang's Menu: Fusion's, as wide as its longest item needs (Fusion's is
// 200 px, which cut "Exportar los registros encontrados (1)" on a phone),
// and no wider than the window it opens in.
import QtQuick
import QtQuick.Controls.Fusion as Fusion

Fusion.Menu {
    id: control
    readonly property real widestItem: {
        var widest = 0
        for (var i = 0; i < contentChildren.length; ++i)
            widest = Math.max(widest, contentChildren[i].implicitWidth)
        return widest
    }
    readonly property real roomInWindow: parent && parent.Window.width > 0 ? parent.Window.width - 12 : Infinity
    implicitWidth: Math.min(roomInWindow, Math.max(implicitBackgroundWidth + leftInset + rightInset,
                                                   widestItem + leftPadding + rightPadding))
}
