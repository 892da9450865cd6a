// A column as tall as its content where there is room, that scrolls (with an
// indicator) where it is given less: the controls beside a board on a phone on
// its side, where a long message must not push the buttons off the screen.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Flickable {
    id: scroll
    default property alias content: column.data
    property alias spacing: column.spacing
    implicitHeight: column.implicitHeight
    contentWidth: width
    contentHeight: column.implicitHeight
    boundsBehavior: Flickable.StopAtBounds
    interactive: contentHeight > height + 1
    clip: interactive
    ScrollIndicator.vertical: ScrollIndicator { active: scroll.interactive }
    ColumnLayout {
        id: column
        width: scroll.width
    }
}
