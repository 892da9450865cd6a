// One record opened for reading: its facts, the board replaying it move by
// move (first/previous/next/last, or the arrow keys; each move animated
// from the engine's trace), the moves with their comments and glyphs (the
// chosen move's comment and glyph can be edited and are saved at once),
// and the engine's analysis marking mistakes and blunders. A record with an
// irregular move still opens: the board stops at the last position the
// engine knows and the later moves are listed as recorded.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang
import "fit.js" as Fit

FocusScope {
    id: viewer
    property bool showBack: false
    signal back()
    signal deleteRequested(var recordId)
    signal exportRequested(var recordId)
    signal copyRequested(var recordId)
    signal pictureRequested(var recordId, int ply)
    signal sheetRequested(var recordId, int ply)
    readonly property RecordReplay replay: RecordReplay {}
    readonly property GameInfo info: GameInfo {}
    readonly property bool twoColumns: width >= 720
    // A phone on its side: two columns but short. The details then go beside
    // the board, behind their button, and leave the board the height.
    readonly property bool shortColumns: twoColumns && Fit.onItsSide(width, height)
    property bool showDetails: twoColumns && !shortColumns

    function open(id) {
        replay.open(id)
        forceActiveFocus()
    }

    function sideName(side) {
        var names = replay.teamNames
        if (names.length > side && names[side] !== "") return names[side]
        return side === 0 ? qsTr("South") : qsTr("North")
    }
    function resultText(result) {
        if (result === "1-0") return qsTr("%1 won").arg(sideName(0))
        if (result === "0-1") return qsTr("%1 won").arg(sideName(1))
        if (result === "1/2-1/2") return qsTr("Draw")
        return qsTr("Result not known")
    }
    function tagLabel(name) {
        switch (name) {
        case "Date": return qsTr("Date")
        case "Time": return qsTr("Time")
        case "Place": return qsTr("Place")
        case "Coordinates": return qsTr("Coordinates")
        case "Event": return qsTr("Event")
        case "Observer": return qsTr("Observer")
        case "South": return qsTr("South")
        case "North": return qsTr("North")
        case "SouthMembers": return qsTr("South's members")
        case "NorthMembers": return qsTr("North's members")
        case "Termination": return qsTr("How it ended")
        case "Notes": return qsTr("Notes")
        case "Options": return qsTr("Options")
        case "SetUp": return qsTr("Joined in progress")
        case "Sources": return qsTr("Sources")
        }
        return name
    }
    // A record's options as the New game dialog labels them ("Pits per row: 50"),
    // one a line; a key the interface has no label for stays as written.
    function optionsText(value) {
        return value.split(/\s+/).filter(function (o) { return o !== "" }).map(function (o) {
            var eq = o.indexOf("=")
            if (eq <= 0) return o
            var key = o.slice(0, eq), v = o.slice(eq + 1)
            if (key === "first")
                return qsTranslate("NewGameDialog", "Who starts") + ": "
                    + (v === "north" ? qsTr("North") : v === "south" ? qsTr("South") : v)
            var label = info.optionLabel(key)
            return label === key ? o : label + ": " + v
        }).join("\n")
    }
    function markText(mark) {
        if (mark === "blunder") return qsTr("blunder")
        if (mark === "mistake") return qsTr("mistake")
        if (mark === "inaccuracy") return qsTr("inaccuracy")
        return ""
    }
    readonly property GlyphNames glyphNames: GlyphNames {}
    function glyphMeaning(glyph) { return glyphNames.name(glyph) }
    function statusText() {
        var r = replay
        if (!r.boardKnown) return ""
        var where = r.ply === 0 ? qsTr("Start of the game") : qsTr("After move %1 of %2").arg(r.ply).arg(r.count)
        if (!r.positionKnown) return where + " · " + qsTr("position not known after the irregular move")
        if (r.over) return where + " · " + (r.winner === 2 ? qsTr("drawn") : qsTr("%1 has won").arg(sideName(r.winner)))
        return where + " · " + qsTr("%1 to move").arg(sideName(r.toMove))
    }
    function storesText() {
        var r = replay
        if (!r.boardKnown || !r.positionKnown) return ""
        if (Games.game(r.gameId).hasReserves)
            return qsTr("Reserve: %1 %2 – %3 %4").arg(sideName(0)).arg(r.reserves[0]).arg(r.reserves[1]).arg(sideName(1))
        return qsTr("Captured: %1 %2 – %3 %4").arg(sideName(0)).arg(r.captured[0]).arg(r.captured[1]).arg(sideName(1))
    }

    Keys.onLeftPressed: replay.previous()
    Keys.onRightPressed: replay.next()
    Keys.onUpPressed: replay.previous()
    Keys.onDownPressed: replay.next()
    Keys.onPressed: function (event) {
        if (event.key === Qt.Key_Home) { replay.first(); event.accepted = true }
        else if (event.key === Qt.Key_End) { replay.last(); event.accepted = true }
    }

    component Details: Rectangle {
        Layout.fillWidth: true
        property int maximumHeight: 200
        implicitHeight: Math.min(detailsColumn.implicitHeight + 12, maximumHeight)
        color: Theme.surface
        radius: Theme.radius
        border.color: Theme.divider
        Flickable {
            anchors.fill: parent
            anchors.margins: 6
            contentHeight: detailsColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            Column {
                id: detailsColumn
                width: parent.width
                spacing: 2
                Repeater {
                    id: details
                    model: viewer.replay.tags.filter(function (t) { return t.name !== "Game" && t.name !== "Result" && t.value !== "" })
                    Row {
                        width: detailsColumn.width
                        spacing: Theme.spacing
                        Text { text: viewer.tagLabel(modelData.name); width: Math.min(130, parent.width * 0.35); color: Theme.textMuted; font.pixelSize: Theme.fontSmall; wrapMode: Text.WordWrap }
                        Text {
                            text: modelData.name === "SetUp" ? qsTr("yes: the record starts from a position set up by hand")
                                : modelData.name === "Options" ? viewer.optionsText(modelData.value) : modelData.value
                            width: parent.width - Math.min(130, parent.width * 0.35) - Theme.spacing
                            color: Theme.text
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.Wrap
                        }
                    }
                }
                Text {
                    visible: viewer.replay.comment !== ""
                    width: parent.width
                    text: viewer.replay.comment
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                    font.italic: true
                    wrapMode: Text.WordWrap
                }
                Flow {
                    width: parent.width
                    spacing: 4
                    Button {
                        objectName: "editDetailsButton"
                        text: qsTr("Edit details…")
                        flat: true
                        font.pixelSize: Theme.fontSmall
                        onClicked: viewer.editDetails()
                    }
                    Button {
                        text: qsTr("Export…")
                        flat: true
                        font.pixelSize: Theme.fontSmall
                        Accessible.description: qsTr("Saves this record to a record file")
                        onClicked: viewer.exportRequested(viewer.replay.recordId)
                    }
                    Button {
                        objectName: "pictureButton"
                        text: qsTr("Picture…")
                        enabled: viewer.replay.variationDepth === 0   // a picture shows the record's own line
                        flat: true
                        font.pixelSize: Theme.fontSmall
                        Accessible.description: qsTr("Saves the position shown as a PNG picture, with pit names and counts")
                        onClicked: viewer.pictureRequested(viewer.replay.recordId, viewer.replay.ply)
                    }
                    Button {
                        objectName: "sheetButton"
                        text: qsTr("Game sheet…")
                        flat: true
                        font.pixelSize: Theme.fontSmall
                        Accessible.description: qsTr("Saves the record as a PDF game sheet, to print")
                        onClicked: viewer.sheetRequested(viewer.replay.recordId, viewer.replay.ply)
                    }
                    Button {
                        text: qsTr("Copy as text")
                        flat: true
                        font.pixelSize: Theme.fontSmall
                        Accessible.description: qsTr("Puts the record on the clipboard, to paste into a message")
                        onClicked: viewer.copyRequested(viewer.replay.recordId)
                    }
                    Button {
                        text: qsTr("Delete record…")
                        flat: true
                        font.pixelSize: Theme.fontSmall
                        palette.buttonText: Theme.accent
                        onClicked: viewer.deleteRequested(viewer.replay.recordId)
                    }
                }
            }
        }
    }


    Rectangle { anchors.fill: parent; color: Theme.background }

    // Corrects the record's details (where, when, who, the result, notes, sources).
    function editDetails() {
        detailsForm.gameId = replay.gameId
        detailsForm.load(replay.tags)
        detailsDialog.open()
    }
    WindowDialog {
        id: detailsDialog
        objectName: "detailsDialog"
        widest: 520
        tallest: 720
        fromTop: 2
        title: qsTr("Details of the record")
        standardButtons: Dialog.Save | Dialog.Cancel
        onAccepted: viewer.replay.setDetails(detailsForm.editedTags())
        contentItem: Flickable {
            contentHeight: detailsForm.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            MetadataForm {
                id: detailsForm
                objectName: "detailsForm"
                width: parent.width - 12
                editing: true
            }
        }
    }

    // Nothing open yet (or it could not be loaded).
    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, 420)
        visible: !viewer.replay.loaded
        spacing: Theme.margin
        BusyIndicator { running: viewer.replay.loading; visible: running; Layout.alignment: Qt.AlignHCenter }
        Label {
            Layout.fillWidth: true
            visible: !viewer.replay.loading
            text: viewer.replay.error !== "" ? viewer.replay.error : qsTr("Choose a record from the list to replay it.")
            color: viewer.replay.error !== "" ? Theme.accent : Theme.textMuted
            font.pixelSize: Theme.fontBody
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
        Button { visible: viewer.showBack; text: qsTr("Back to the list"); Layout.alignment: Qt.AlignHCenter; onClicked: viewer.back() }
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        visible: viewer.replay.loaded
        columns: viewer.twoColumns ? 2 : 1
        columnSpacing: Theme.margin
        rowSpacing: Theme.spacing

        // --- The board and its controls
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: viewer.twoColumns
            spacing: Theme.spacing

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                ToolButton {
                    visible: viewer.showBack
                    text: "‹"
                    font.bold: true
                    font.pixelSize: Theme.fontHeading
                    Accessible.name: qsTr("Back to the records")
                    onClicked: viewer.back()
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0
                    FittingTitle {
                        Layout.fillWidth: true
                        full: viewer.info.name(viewer.replay.gameId)
                        brief: viewer.info.shortName(viewer.replay.gameId)
                        font.pixelSize: viewer.twoColumns ? Theme.fontTitle : Theme.fontBody
                        font.bold: true
                        color: Theme.text
                    }
                    Label {
                        Layout.fillWidth: true
                        text: {
                            var parts = []
                            for (var i = 0; i < viewer.replay.tags.length; ++i) {
                                var t = viewer.replay.tags[i]
                                if ((t.name === "Date" || t.name === "Place") && t.value !== "") parts.push(t.value)
                            }
                            parts.push(viewer.resultText(viewer.replay.result))
                            return parts.join(" · ")
                        }
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        // Two lines before an ellipsis: the result comes last and must show.
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                }
                Button {
                    visible: !viewer.twoColumns || viewer.shortColumns
                    text: viewer.showDetails ? qsTr("Hide details") : qsTr("Details")
                    font.pixelSize: Theme.fontSmall
                    onClicked: viewer.showDetails = !viewer.showDetails
                }
            }

            Details { visible: !viewer.twoColumns && viewer.showDetails; maximumHeight: 150 }
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: viewer.twoColumns
                // On phones the board takes what it needs (a long En Gehé board folds into bands).
                Layout.preferredHeight: viewer.twoColumns ? -1 : Math.min(viewer.height * 0.36, viewer.width * 0.62)
                Layout.minimumHeight: 120
                Board {
                    id: board
                    objectName: "viewerBoard"
                    anchors.fill: parent
                    visible: viewer.replay.boardKnown
                    view: viewer.replay.display
                    interactive: false
                    showNames: true
                    showMarks: viewer.replay.analysed   // the engine's better move, where there is one
                    opacity: viewer.replay.positionKnown ? 1 : 0.5
                    Accessible.name: qsTr("Board of the record")
                }
                Label {
                    anchors.centerIn: parent
                    width: parent.width - 2 * Theme.margin
                    visible: !viewer.replay.boardKnown
                    text: viewer.replay.error
                    color: Theme.accent
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                }
            }
            Label {
                Layout.fillWidth: true
                text: viewer.statusText()
                color: Theme.text
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
            }
            Label {
                Layout.fillWidth: true
                visible: text !== ""
                text: viewer.storesText()
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                elide: Text.ElideRight
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 4
                component StepButton: Button {
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.touchTarget
                    font.pixelSize: Theme.fontTitle
                    focusPolicy: Qt.NoFocus
                }
                StepButton { text: "⏮"; enabled: viewer.replay.ply > 0; onClicked: viewer.replay.first(); Accessible.name: qsTr("First position") }
                StepButton { text: "◀"; enabled: viewer.replay.ply > 0; onClicked: viewer.replay.previous(); Accessible.name: qsTr("Previous move") }
                StepButton { text: "▶"; enabled: viewer.replay.ply < viewer.replay.count; onClicked: viewer.replay.next(); Accessible.name: qsTr("Next move") }
                StepButton { text: "⏭"; enabled: viewer.replay.ply < viewer.replay.count; onClicked: viewer.replay.last(); Accessible.name: qsTr("Last position") }
            }
            Details { visible: viewer.twoColumns && !viewer.shortColumns; maximumHeight: 220 }
        }

        // --- Details, analysis, the moves and the editor
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: viewer.twoColumns ? Math.min(400, viewer.width * 0.42) : -1
            Layout.maximumWidth: viewer.twoColumns ? 460 : 100000
            spacing: Theme.spacing

            Details { visible: viewer.shortColumns && viewer.showDetails; maximumHeight: 150 }
            Label {
                Layout.fillWidth: true
                visible: viewer.replay.stopReason !== "" && (viewer.twoColumns || viewer.replay.ply >= viewer.replay.knownCount)
                text: viewer.replay.stopReason
                color: Theme.accent
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                Button {
                    text: viewer.replay.analysing ? qsTr("Analysing…") : qsTr("Analyse")
                    enabled: viewer.replay.canAnalyse && !viewer.replay.analysing
                    focusPolicy: Qt.NoFocus
                    onClicked: viewer.replay.analyse(depthBox.currentIndex === 0 ? 3 : 4)
                    ToolTip.visible: hovered && !viewer.replay.canAnalyse
                    ToolTip.text: viewer.replay.whyNoAnalysis
                }
                ComboBox {
                    id: depthBox
                    model: [qsTr("Quick"), qsTr("Thorough")]
                    enabled: viewer.replay.canAnalyse && !viewer.replay.analysing
                    focusPolicy: Qt.NoFocus
                    Accessible.name: qsTr("Depth of the analysis")
                }
                BusyIndicator { running: viewer.replay.analysing; visible: running; implicitWidth: 28; implicitHeight: 28 }
                Label {
                    Layout.fillWidth: true
                    text: viewer.replay.analysed
                          ? qsTr("Mistakes: %1 · blunders: %2").arg(viewer.replay.mistakes).arg(viewer.replay.blunders)
                          : !viewer.replay.canAnalyse && viewer.replay.loaded ? viewer.replay.whyNoAnalysis : ""
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                }
            }

            EvaluationGraph {
                objectName: "evaluationGraph"
                Layout.fillWidth: true
                Layout.preferredHeight: viewer.twoColumns ? 100 : 70
                visible: viewer.replay.analysed && values.length > 1
                values: viewer.replay.evaluations
                marks: viewer.replay.marks
                current: viewer.replay.ply
                onChosen: function (ply) { viewer.replay.goTo(ply); viewer.forceActiveFocus() }
            }
            Button {
                objectName: "acceptGlyphs"
                Layout.fillWidth: true
                visible: viewer.replay.analysed && viewer.replay.suggestedGlyphs > 0
                text: qsTr("Mark them with glyphs (%1)").arg(viewer.replay.suggestedGlyphs)
                Accessible.description: qsTr("Gives each move the analysis marks the glyph it suggests: ?! an inaccuracy, ? a mistake, ?? a blunder")
                onClicked: viewer.replay.acceptSuggestedGlyphs()
            }

            Rectangle {  // inside a variation: which line this is, and the way back
                objectName: "variationBar"
                Layout.fillWidth: true
                visible: viewer.replay.variationDepth > 0
                implicitHeight: variationRow.implicitHeight + 8
                radius: Theme.radius
                color: Theme.surfaceAlt
                border.color: Theme.accent
                RowLayout {
                    id: variationRow
                    anchors.fill: parent
                    anchors.margins: 4
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("A variation (%1 deep): the moves as they might have gone").arg(viewer.replay.variationDepth)
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    Button {
                        objectName: "leaveVariation"
                        text: qsTr("Back up")
                        Accessible.name: qsTr("Leave the variation")
                        onClicked: { viewer.replay.leaveVariation(); viewer.forceActiveFocus() }
                    }
                }
            }
            Menu {
                id: variationMenu
                property int moveIndex: -1
                Repeater {
                    model: variationMenu.moveIndex >= 0 ? viewer.replay.variationsAt(variationMenu.moveIndex) : []
                    MenuItem {
                        text: qsTr("Instead: %1").arg(modelData)
                        onTriggered: { viewer.replay.enterVariation(variationMenu.moveIndex, index); viewer.forceActiveFocus() }
                    }
                }
            }

            ListView {
                id: moveList
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 80
                model: viewer.replay.moves
                clip: true
                spacing: 2
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                currentIndex: viewer.replay.ply - 1
                highlightFollowsCurrentItem: false
                function showCurrent() { if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain) }
                onCurrentIndexChanged: Qt.callLater(showCurrent)
                onHeightChanged: Qt.callLater(showCurrent)
                onCountChanged: Qt.callLater(showCurrent)
                Accessible.name: qsTr("Moves")
                Label {
                    anchors.centerIn: parent
                    visible: moveList.count === 0
                    text: qsTr("No moves recorded.")
                    color: Theme.textMuted
                }
                delegate: Rectangle {
                    id: moveRow
                    width: ListView.view.width
                    height: Math.max(Theme.touchTarget, moveColumn.implicitHeight + 8)
                    radius: 4
                    readonly property bool isCurrent: index === viewer.replay.ply - 1
                    color: isCurrent ? Theme.surfaceAlt : index % 2 ? Theme.surface : "transparent"
                    border.color: isCurrent ? Theme.accent : "transparent"
                    Column {
                        id: moveColumn
                        x: 6
                        width: parent.width - 12
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: 2
                        Row {
                            spacing: 6
                            Text { text: model.number + "."; width: 34; color: Theme.textMuted; font.pixelSize: Theme.fontBody }
                            Rectangle { width: 12; height: 12; radius: 6; color: Theme.sideColor(model.player); anchors.verticalCenter: parent.verticalCenter }
                            Text {
                                text: (model.irregular ? "~" : "") + model.pit + model.glyph
                                color: model.known || model.irregular ? Theme.text : Theme.textMuted
                                font.pixelSize: Theme.fontBody
                                font.bold: true
                            }
                            Rectangle {
                                visible: model.irregular || (!model.known && viewer.replay.boardKnown)
                                anchors.verticalCenter: parent.verticalCenter
                                width: flag.implicitWidth + 8; height: flag.implicitHeight + 2; radius: 3
                                color: model.irregular ? Theme.accent : Theme.surfaceAlt
                                Text {
                                    id: flag
                                    anchors.centerIn: parent
                                    text: model.irregular ? qsTr("irregular") : qsTr("not judged")
                                    color: model.irregular ? Theme.accentText : Theme.textMuted
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                            Rectangle {
                                visible: model.mark === "mistake" || model.mark === "blunder"
                                anchors.verticalCenter: parent.verticalCenter
                                width: markLabel.implicitWidth + 8; height: markLabel.implicitHeight + 2; radius: 3
                                color: model.mark === "blunder" ? Theme.captured : Theme.lifted
                                Text {
                                    id: markLabel
                                    anchors.centerIn: parent
                                    text: viewer.markText(model.mark) + (model.best !== "" ? " · " + qsTr("better %1").arg(model.best) : "")
                                    color: Theme.accentText
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: true
                                }
                            }
                            Text {
                                visible: model.mark === "inaccuracy"
                                text: viewer.markText(model.mark)
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontSmall
                                anchors.verticalCenter: parent.verticalCenter
                            }
                            Button {  // the alternatives written for this move: a tap lists them
                                visible: model.variations > 0
                                objectName: "variationsButton"
                                text: qsTr("variations: %1").arg(model.variations)
                                font.pixelSize: Theme.fontSmall
                                implicitHeight: Theme.touchTarget
                                implicitWidth: Math.max(Theme.touchTarget, implicitContentWidth + 12)
                                focusPolicy: Qt.NoFocus
                                anchors.verticalCenter: parent.verticalCenter
                                Accessible.name: qsTr("%n variation(s) at this move", "", model.variations)
                                onClicked: {
                                    variationMenu.moveIndex = -1   // the list is read again for this record
                                    variationMenu.moveIndex = index
                                    variationMenu.popup(this, 0, height)
                                }
                            }
                            Text {
                                text: [model.handler, model.time].filter(function (s) { return s !== "" }).join(" · ")
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontSmall
                                anchors.verticalCenter: parent.verticalCenter
                            }
                        }
                        Text {
                            visible: model.comment !== ""
                            width: parent.width
                            leftPadding: 40
                            text: model.comment
                            color: Theme.text
                            font.pixelSize: Theme.fontSmall
                            font.italic: true
                            wrapMode: Text.WordWrap
                        }
                    }
                    MouseArea {
                        anchors.fill: parent
                        z: -1   // under the row's own buttons (its variations)
                        onClicked: { viewer.replay.goTo(index + 1); viewer.forceActiveFocus() }
                    }
                }
            }

            // The chosen move's glyph and comment.
            Rectangle {
                id: editor
                Layout.fillWidth: true
                visible: viewer.replay.ply > 0
                readonly property int index: viewer.replay.ply - 1
                readonly property var move: viewer.replay.currentMove
                implicitHeight: editorColumn.implicitHeight + 12
                color: Theme.surface
                radius: Theme.radius
                border.color: Theme.divider
                ColumnLayout {
                    id: editorColumn
                    anchors.fill: parent
                    anchors.margins: 6
                    spacing: 4
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            text: qsTr("Move %1: %2").arg(editor.index + 1).arg((editor.move.irregular ? "~" : "") + (editor.move.pit || ""))
                            font.bold: true
                            color: Theme.text
                        }
                        Label {
                            Layout.fillWidth: true
                            horizontalAlignment: Text.AlignRight
                            text: viewer.replay.saveState === RecordReplay.Saving ? qsTr("Saving…")
                                : viewer.replay.saveState === RecordReplay.Saved ? qsTr("Saved")
                                : viewer.replay.saveState === RecordReplay.SaveFailed ? qsTr("Not saved: %1").arg(viewer.replay.saveError)
                                : ""
                            color: viewer.replay.saveState === RecordReplay.SaveFailed ? Theme.accent : Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                            elide: Text.ElideRight
                        }
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 4
                        Repeater {
                            model: viewer.glyphNames.all
                            Button {
                                text: modelData === "" ? "–" : modelData
                                checkable: true
                                checked: (editor.move.glyph || "") === modelData
                                implicitWidth: Math.max(Theme.touchTarget, implicitContentWidth + 16)
                                focusPolicy: Qt.NoFocus
                                onClicked: viewer.replay.setGlyph(editor.index, modelData)
                                ToolTip.visible: hovered
                                ToolTip.text: viewer.glyphMeaning(modelData)
                                Accessible.name: viewer.glyphMeaning(modelData)
                            }
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        TextField {
                            id: commentField
                            Layout.fillWidth: true
                            placeholderText: qsTr("Comment on this move")
                            text: editor.move.comment || ""
                            selectByMouse: true
                            onAccepted: viewer.replay.setComment(editor.index, text)
                            Accessible.name: qsTr("Comment")
                        }
                        Button {
                            text: qsTr("Save")
                            enabled: commentField.text.trim() !== (editor.move.comment || "")
                            onClicked: { viewer.replay.setComment(editor.index, commentField.text); viewer.forceActiveFocus() }
                        }
                    }
                }
            }
        }
    }
}
