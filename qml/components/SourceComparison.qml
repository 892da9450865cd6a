// One disagreement between sources, side by side: the topic, what each
// source says about it (or that it is silent, or not available), and the
// app's ruling on it, or a note that the archive does not decide. A
// comparison comes from SourcesController.comparisons.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

ColumnLayout {
    id: comparison
    property var model: ({})           // one of SourcesController.comparisons
    property Item names                // a SourceView: gameName, topicName, annotationKind*
    signal sourceRequested(string sourceId, string annotationId)
    signal rulingRequested(string rulingId)
    readonly property var statements: model.statements || []
    readonly property var ruling: model.ruling || ({})
    readonly property bool decided: ruling.id !== undefined
    spacing: Theme.spacing

    Label {
        Layout.fillWidth: true
        text: comparison.model.title || ""
        color: Theme.text
        font.pixelSize: Theme.fontBody + 2
        font.bold: true
        wrapMode: Text.WordWrap
    }
    Label {
        Layout.fillWidth: true
        text: comparison.names ? comparison.names.gameName(comparison.model.game) + " · " + comparison.names.topicName(comparison.model.topic) : ""
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }
    // What each source says: in columns when there is room, else one under another.
    GridLayout {
        id: grid
        Layout.fillWidth: true
        columns: Math.max(1, Math.min(comparison.statements.length, Math.floor(comparison.width / 260)))
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing
        Repeater {
            model: comparison.statements
            delegate: Rectangle {
                id: statement
                required property var modelData
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1   // equal columns
                implicitHeight: statementColumn.implicitHeight + 2 * Theme.spacing
                radius: Theme.radius
                color: Theme.background
                border.color: Theme.divider
                ColumnLayout {
                    id: statementColumn
                    x: Theme.spacing
                    y: Theme.spacing
                    width: parent.width - 2 * Theme.spacing
                    spacing: 4
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 6
                        Label {
                            Layout.fillWidth: true
                            Layout.minimumHeight: Theme.touchTarget   // a link a thumb taps
                            verticalAlignment: Text.AlignVCenter
                            text: statement.modelData.sourceLabel + " ›"
                            color: Theme.accent
                            font.pixelSize: Theme.fontSmall + 1
                            font.bold: true
                            elide: Text.ElideRight
                            Accessible.role: Accessible.Link
                            TapHandler { onTapped: comparison.sourceRequested(statement.modelData.sourceId, statement.modelData.annotationId) }
                        }
                        Rectangle {
                            visible: comparison.names !== null
                            implicitWidth: kindLabel.implicitWidth + 12
                            implicitHeight: kindLabel.implicitHeight + 4
                            radius: height / 2
                            color: comparison.names ? comparison.names.annotationKindColor(statement.modelData.kind) : Theme.boardEdge
                            Label {
                                id: kindLabel
                                anchors.centerIn: parent
                                text: comparison.names ? comparison.names.annotationKindName(statement.modelData.kind) : ""
                                color: Theme.accentText
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                            }
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: statement.modelData.sourceKind !== "" && comparison.names !== null
                        text: comparison.names ? comparison.names.kindName(statement.modelData.sourceKind) : ""
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                    }
                    Label {
                        Layout.fillWidth: true
                        text: statement.modelData.text
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall + 1
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
    // The ruling, or why there is none.
    Rectangle {
        Layout.fillWidth: true
        implicitHeight: rulingColumn.implicitHeight + 2 * Theme.spacing
        radius: Theme.radius
        color: Theme.surface
        border.color: comparison.decided ? Theme.accent : Theme.divider
        border.width: comparison.decided ? 2 : 1
        ColumnLayout {
            id: rulingColumn
            x: Theme.spacing
            y: Theme.spacing
            width: parent.width - 2 * Theme.spacing
            spacing: 4
            Label {
                Layout.fillWidth: true
                visible: !comparison.decided || !!comparison.ruling.isInterpretation
                text: comparison.decided
                      // The same words as the Rulings tab's mark of an interpretation.
                      ? qsTranslate("SourcesPage", "Enkang's ruling")
                      //: A comparison of sources on which the app makes no ruling
                      : qsTr("No ruling")
                color: Theme.accent
                font.pixelSize: Theme.fontSmall
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                visible: comparison.decided
                // The same link as a source's annotation to its ruling: opens it on the Rulings tab.
                Layout.minimumHeight: Theme.touchTarget   // a link a thumb taps
                verticalAlignment: Text.AlignVCenter
                text: comparison.decided ? qsTranslate("SourceView", "Ruling: %1 ›").arg(comparison.ruling.title) : ""
                color: Theme.accent
                font.pixelSize: Theme.fontSmall + 1
                font.bold: true
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Link
                TapHandler { onTapped: comparison.rulingRequested(comparison.ruling.id) }
            }
            Label {
                Layout.fillWidth: true
                text: comparison.decided ? comparison.ruling.text
                      : qsTr("The rules of play do not depend on this point, so the archive shows what each source says and does not decide.")
                color: Theme.text
                font.pixelSize: Theme.fontSmall + 1
                wrapMode: Text.WordWrap
            }
        }
    }
}
