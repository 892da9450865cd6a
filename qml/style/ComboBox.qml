// Enkang's ComboBox: Fusion's, at least a thumb's size (Theme.touchTarget),
// and so is each line of its list (this style's MenuItem), which is as wide
// as its lines need.
import QtQuick
import QtQuick.Controls.Fusion as Fusion
import Enkang

Fusion.ComboBox {
    id: control
    implicitWidth: Math.max(Theme.touchTarget, implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.touchTarget, implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    // The list is as wide as its longest line needs (a narrow box on a phone
    // would cut it), up to the window's width, and kept inside the window.
    // Measured as it opens: a binding would measure every box again at each
    // change of language (4 s more of switching, measured).
    popup.leftMargin: 6
    popup.rightMargin: 6
    Connections {
        target: control.popup
        function onAboutToShow() {
            var widest = 0
            for (var i = 0; i < control.count; ++i)
                widest = Math.max(widest, itemMetrics.advanceWidth(control.textAt(i)))
            control.popup.width = Math.max(control.width,
                                           Math.min(widest + 2 * Theme.margin + 8, control.Window.width - 12))
        }
    }
    FontMetrics { id: itemMetrics; font: control.font }
    // The choice stays when the list is made anew (a change of language).
    ComboBoxChoice { box: control }
    // The chosen item's name, shortened with "…" where the box is narrow
    // (Fusion's text field cut it off mid-letter). No combo box of the app is
    // editable, which is all that field was for.
    contentItem: Text {
        leftPadding: 4 - control.padding
        rightPadding: 4 - control.padding
        text: control.displayText
        font: control.font
        color: control.palette.buttonText
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        Rectangle {  // the keyboard's focus
            x: 1 - control.leftPadding
            y: 1
            width: control.width - 2
            height: control.height - 2
            color: "transparent"
            border.color: control.palette.highlight
            visible: control.activeFocus
            radius: 1.7
        }
    }
    delegate: MenuItem {
        width: ListView.view.width
        text: control.textRole ? (Array.isArray(control.model) ? modelData[control.textRole] : model[control.textRole])
                               : modelData
        font.weight: control.currentIndex === index ? Font.DemiBold : Font.Normal
        highlighted: control.highlightedIndex === index
        hoverEnabled: control.hoverEnabled
    }
}
