// Recording a game as it is watched, built for a phone held in one hand:
// first the facts (MetadataForm), then, for a game joined in progress, the
// position as found (a pit's count with − and +, who is to move), then the
// board with big pits: one tap per observed move. A move the engine calls
// illegal is refused with the reason; a long press on the pit (or the
// "Irregular move" switch) keeps it as observed, with a note. Every change
// is saved to the archive at once, and "Saved" shows only when the archive
// has confirmed it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang
import "fit.js" as Fit

FocusScope {
    id: recorder
    signal closed(var recordId)
    readonly property FieldRecording recording: FieldRecording {}
    readonly property GameInfo info: GameInfo {}
    readonly property string stage: recording.active ? "record" : recording.editingSetUp ? "setup" : "form"
    property string message: ""
    property int irregularPit: -1
    // A phone on its side: the board takes the height, the rest goes beside it.
    readonly property bool side: Fit.onItsSide(width, height)
    readonly property string setUpHintText: qsTr("Tap a pit, then set its count with − and +.")
    readonly property real sideColumnWidth: Fit.sideColumnWidth(width - Theme.spacing, stage === "record" ? liveBoard : setUpBoard, Theme.touchTarget, 200, 360)

    // Called when the recorder is shown: a new form starts at the current time.
    function reset() {
        if (recording.active || recording.editingSetUp) return
        form.setNow()
        startMessage.text = ""
    }
    function begin() {
        startMessage.text = ""
        var error = recording.prepare(form.gameId, form.options())
        if (error !== "") { startMessage.text = error; return }
        if (form.joinedInProgress) recording.setEditingSetUp(true)
        else startRecording()
    }
    // Straight to a stage, as if the form had been filled in so far.
    function showStage(stage, gameId) {
        if (gameId !== "") form.gameId = gameId
        if (stage === "form") return
        form.joinedInProgress = stage === "setup"
        begin()
    }
    function startRecording() {
        if (!recording.start(form.tags()))
            startMessage.text = recording.setUpError !== "" ? recording.setUpError : qsTr("The recording could not start.")
    }
    function askFinish() { finishDialog.open() }
    // The comment and glyph of the move just recorded, edited in place.
    function noteLastMove() {
        var last = recording.moves.entry(recording.moveCount - 1)
        if (last.pit === undefined) return
        noteDialog.moveLabel = last.number + ". " + (last.irregular ? "~" : "") + last.pit
        noteDialog.comment = last.comment
        noteDialog.glyph = last.glyph
        noteDialog.open()
    }
    function sideName(side) {
        var names = recording.teamNames
        if (names.length > side && names[side] !== "") return names[side]
        return side === 0 ? qsTr("South") : qsTr("North")
    }
    function tapPit(pit) {
        message = ""
        recording.tap(pit)
    }
    function askIrregular(pit) {
        if (pit < 0 || !recording.active) return
        irregularPit = pit
        noteField.text = ""
        irregularDialog.open()
    }
    function statusText() {
        var r = recording
        if (!r.positionKnown)
            return qsTr("After the irregular move the engine no longer knows the position: every tap is kept as observed.")
        if (r.over) return qsTr("The game is over (%1). Finish to close the record.").arg(r.result)
        var who = qsTr("%1 to move").arg(sideName(r.toMove))
        return r.handler !== "" ? who + " · " + qsTr("%1 takes the seeds").arg(r.handler) : who
    }

    Connections {
        target: recorder.recording
        function onRefused(pit, reason) {
            recorder.message = reason + " " + qsTr("If it was played so, long-press the pit (or switch on Irregular move) to keep it as observed.")
        }
        function onIrregularRequested(pit) { recorder.askIrregular(pit) }
        function onFinished(recordId) { recorder.closed(recordId) }
    }

    Rectangle { anchors.fill: parent; color: Theme.background }

    component TopBar: Rectangle {
        id: bar
        property alias title: titleLabel.full
        property alias briefTitle: titleLabel.brief
        property alias leftText: leftButton.text
        default property alias extra: extraRow.data
        signal leftClicked()
        Layout.fillWidth: true
        implicitHeight: Theme.touchTarget + 8
        color: Theme.surfaceAlt
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.spacing
            anchors.rightMargin: Theme.spacing
            spacing: Theme.spacing
            // Framed, as Play's header actions are: flat, "Finish" beside the title read as part of it.
            Button { id: leftButton; font.pixelSize: Theme.fontBody; onClicked: bar.leftClicked() }
            FittingTitle {
                id: titleLabel
                Layout.fillWidth: true
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
            }
            RowLayout { id: extraRow; spacing: Theme.spacing }
        }
    }
    component PrimaryButton: Button {
        id: primary
        Layout.fillWidth: true
        Layout.maximumWidth: 560
        Layout.alignment: Qt.AlignHCenter
        Layout.margins: Theme.spacing
        implicitHeight: Theme.touchTarget + 12
        font.pixelSize: recorder.side ? Theme.fontBody : Theme.fontTitle   // a narrow column beside the board
        font.bold: true
        contentItem: Label {
            text: primary.text
            font: primary.font
            color: Theme.accentText
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            elide: Text.ElideRight
        }
        background: Rectangle { radius: Theme.radius; color: primary.enabled ? (primary.down ? Theme.boardEdge : Theme.accent) : Theme.divider }
    }
    component Stepper: GridLayout {  // beside the board, the label above its − and +
        id: stepper
        property string label
        property int value
        signal step(int delta)
        columns: recorder.side ? 3 : 4
        columnSpacing: 4
        rowSpacing: 2
        Label { text: stepper.label; color: Theme.text; Layout.fillWidth: true; Layout.columnSpan: recorder.side ? 3 : 1; elide: Text.ElideRight }
        Button { text: "−"; implicitWidth: Theme.touchTarget; implicitHeight: Theme.touchTarget; font.pixelSize: Theme.fontTitle; onClicked: stepper.step(-1); Accessible.name: qsTr("Fewer: %1").arg(stepper.label) }
        Label { text: stepper.value; color: Theme.text; font.pixelSize: Theme.fontTitle; font.bold: true; horizontalAlignment: Text.AlignHCenter; Layout.preferredWidth: 44 }
        Button { text: "+"; implicitWidth: Theme.touchTarget; implicitHeight: Theme.touchTarget; font.pixelSize: Theme.fontTitle; onClicked: stepper.step(1); Accessible.name: qsTr("More: %1").arg(stepper.label) }
    }

    // --- 1. The facts of the game
    ColumnLayout {
        anchors.fill: parent
        visible: recorder.stage === "form"
        spacing: 0
        TopBar { title: qsTr("Record a game"); leftText: "‹ " + qsTr("Cancel"); onLeftClicked: recorder.closed(0) }
        ScrollView {
            id: formScroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true
            Item {
                width: formScroll.availableWidth
                implicitHeight: form.implicitHeight + 2 * Theme.margin
                MetadataForm {
                    id: form
                    objectName: "recordForm"
                    x: (parent.width - width) / 2
                    y: Theme.margin
                    width: Math.min(parent.width - 2 * Theme.margin, 560)
                }
            }
        }
        Label {
            id: startMessage
            visible: text !== ""
            Layout.fillWidth: true
            Layout.margins: Theme.spacing
            color: Theme.accent
            wrapMode: Text.WordWrap
        }
        PrimaryButton {
            text: form.joinedInProgress ? qsTr("Set up the position") : qsTr("Start recording")
            onClicked: recorder.begin()
        }
    }

    // --- 2. A game joined in progress: the position as found
    ColumnLayout {
        id: setUpColumn
        anchors.fill: parent
        visible: recorder.stage === "setup"
        spacing: Theme.spacing
        TopBar { id: setUpBar; title: qsTr("Set up the position"); leftText: "‹ " + qsTr("Back"); onLeftClicked: recorder.recording.setEditingSetUp(false) }
        Label {
            id: setUpHint
            // On its side in the column beside the board (SetUpControls),
            // where it leaves the board and the column a line more.
            visible: !recorder.side
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            text: recorder.setUpHintText
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        // A phone: board, controls and Start in one column. On its side:
        // the controls and Start beside the board, the controls scrolling if
        // a message makes them taller than the screen. (The hint stays out of
        // the grid: Qt 6.4's grid kept a stale one-line height for it when it
        // wrapped, and the board covered its second line.)
        GridLayout {
            id: setUpGrid
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: recorder.side ? 2 : 1
            rowSpacing: Theme.spacing
            columnSpacing: Theme.spacing
            Item {
                Layout.row: 0
                Layout.column: 0
                Layout.rowSpan: recorder.side ? 2 : 1
                Layout.fillWidth: true
                Layout.fillHeight: true
                // The room is reckoned from the column, whose height is the
                // screen's: the grid's own grows with this minimum.
                Layout.minimumHeight: Fit.boardHeight(setUpBoard.thumbHeight, setUpColumn.height
                    - Fit.heightAround(recorder.side ? [setUpBar, setUpHint] : [setUpBar, setUpHint, setUpScroll, setUpStart],
                                       Theme.spacing, 2 * Theme.spacing), 140)
                Board {
                    id: setUpBoard
                    objectName: "setUpBoard"
                    anchors.fill: parent
                    view: recorder.recording.display
                    showNames: true
                    onPitChosen: function (index) { recorder.recording.selectPit(index) }
                }
            }
            ScrollingColumn {
                id: setUpScroll
                Layout.row: recorder.side ? 0 : 1
                Layout.column: recorder.side ? 1 : 0
                Layout.fillWidth: !recorder.side
                Layout.fillHeight: recorder.side
                Layout.preferredWidth: recorder.side ? recorder.sideColumnWidth : -1
                SetUpControls { Layout.fillWidth: true; Layout.leftMargin: Theme.spacing; Layout.rightMargin: Theme.spacing }
            }
            PrimaryButton {
                id: setUpStart
                objectName: "setUpStart"
                Layout.row: recorder.side ? 1 : 2
                Layout.column: recorder.side ? 1 : 0
                Layout.fillWidth: !recorder.side
                Layout.preferredWidth: recorder.side ? recorder.sideColumnWidth - 2 * Theme.spacing : -1
                text: qsTr("Start recording")
                onClicked: recorder.startRecording()
            }
        }
    }
    component SetUpControls: ColumnLayout {
        spacing: 4
        Label {
            visible: recorder.side
            Layout.fillWidth: true
            text: recorder.setUpHintText
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        Stepper {
            Layout.fillWidth: true
            enabled: recorder.recording.selectedPit >= 0
            label: recorder.recording.selectedPit >= 0
                   ? qsTr("Pit %1").arg(recorder.recording.pitName(recorder.recording.selectedPit))
                   : qsTr("No pit chosen")
            value: recorder.recording.selectedSeeds
            onStep: function (delta) { recorder.recording.adjustPit(recorder.recording.selectedPit, delta) }
        }
        GridLayout {  // beside the board, the label goes above its two buttons
            Layout.fillWidth: true
            columns: recorder.side ? 2 : 3
            Label { text: qsTr("To move"); color: Theme.text; Layout.fillWidth: true; Layout.columnSpan: recorder.side ? 2 : 1 }
            Button {
                text: qsTr("South"); checkable: true; autoExclusive: true
                checked: recorder.recording.toMove === 0
                implicitHeight: Theme.touchTarget
                Layout.fillWidth: recorder.side
                onClicked: recorder.recording.setSideToMove(0)
            }
            Button {
                text: qsTr("North"); checkable: true; autoExclusive: true
                checked: recorder.recording.toMove === 1
                implicitHeight: Theme.touchTarget
                Layout.fillWidth: recorder.side
                onClicked: recorder.recording.setSideToMove(1)
            }
        }
        Repeater {
            model: 2
            Stepper {
                required property int index
                Layout.fillWidth: true
                readonly property bool reserve: Games.game(recorder.recording.gameId).hasReserves
                label: reserve ? (index === 0 ? qsTr("South's reserve") : qsTr("North's reserve"))
                               : (index === 0 ? qsTr("Captured by South") : qsTr("Captured by North"))
                value: reserve ? recorder.recording.reserves[index] : recorder.recording.captured[index]
                onStep: function (delta) { recorder.recording.adjustStore(reserve ? "reserve" : "captured", index, delta) }
            }
        }
        GridLayout {  // one above the other in a narrow column beside the board
            Layout.fillWidth: true
            columns: recorder.side && recorder.sideColumnWidth < 300 ? 1 : 2
            Button { text: qsTr("Empty board"); Layout.fillWidth: true; onClicked: recorder.recording.clearSetUp() }
            Button { text: qsTr("Start position"); Layout.fillWidth: true; onClicked: recorder.recording.resetSetUp() }
        }
        Label {
            Layout.fillWidth: true
            visible: recorder.recording.setUpError !== ""
            text: recorder.recording.setUpError
            color: Theme.accent
            wrapMode: Text.WordWrap
        }
    }

    // --- 3. Recording: one tap per move
    ColumnLayout {
        id: recordColumn
        anchors.fill: parent
        visible: recorder.stage === "record"
        spacing: 4
        TopBar {
            id: recordBar
            title: recorder.info.name(recorder.recording.gameId)
            briefTitle: recorder.info.shortName(recorder.recording.gameId)
            leftText: qsTr("Finish")
            onLeftClicked: recorder.askFinish()
            Rectangle {  // whether the archive has the latest move
                id: saveChip
                readonly property int state: recorder.recording.saveState
                implicitWidth: saveLabel.implicitWidth + 16
                implicitHeight: 28
                radius: 14
                // Framed only when there is news (saved, or not): a status, not a button.
                color: state === FieldRecording.SaveFailed ? Theme.accent
                     : state === FieldRecording.Saved ? Theme.surface : "transparent"
                border.color: Theme.landed
                border.width: state === FieldRecording.Saved ? 2 : 0
                Label {
                    id: saveLabel
                    anchors.centerIn: parent
                    text: saveChip.state === FieldRecording.Saved ? "✓ " + qsTr("Saved")
                        : saveChip.state === FieldRecording.Saving ? qsTr("Saving…")
                        : saveChip.state === FieldRecording.SaveFailed ? qsTr("Not saved")
                        : qsTr("Nothing to save yet")
                    color: saveChip.state === FieldRecording.SaveFailed ? Theme.accentText
                         : saveChip.state === FieldRecording.Saved ? Theme.text : Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    font.bold: saveChip.state !== FieldRecording.NothingToSave
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: saveLabel.text
            }
        }
        // A phone: the status, the board, then the latest moves and the
        // buttons at the bottom. On its side: the board takes the height,
        // the rest beside it, the buttons still at the bottom.
        GridLayout {
            id: recordGrid
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: recorder.side ? 2 : 1
            rowSpacing: 4
            columnSpacing: Theme.spacing
            // A Column, not a ColumnLayout: Qt 6.4's nested layout kept a stale
            // height for a status that wrapped while the column was still
            // narrow, and its lines drifted apart on a phone.
            Column {
                id: recordTop
                Layout.row: 0
                Layout.column: recorder.side ? 1 : 0
                Layout.fillWidth: !recorder.side
                Layout.preferredWidth: recorder.side ? recorder.sideColumnWidth : -1
                spacing: 4
                Rectangle {  // a failed save, said plainly, with a way to try again
                    id: saveFailure
                    x: Theme.spacing
                    width: recordTop.width - 2 * Theme.spacing
                    visible: recorder.recording.saveState === FieldRecording.SaveFailed
                    implicitHeight: failRow.implicitHeight + 12
                    radius: Theme.radius
                    color: Theme.surface
                    border.color: Theme.accent
                    border.width: 2
                    RowLayout {
                        id: failRow
                        anchors.fill: parent
                        anchors.margins: 6
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("The last move is not in the archive yet: %1. It is kept here and tried again.").arg(recorder.recording.saveError)
                            color: Theme.accent
                            wrapMode: Text.WordWrap
                        }
                        Button { text: qsTr("Retry"); onClicked: recorder.recording.retrySave() }
                    }
                }
                Label {
                    id: recordStatus
                    x: Theme.spacing
                    width: recordTop.width - 2 * Theme.spacing
                    text: recorder.statusText()
                    color: Theme.text
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Label {
                    id: recordStores
                    x: Theme.spacing
                    width: recordTop.width - 2 * Theme.spacing
                    text: Games.game(recorder.recording.gameId).hasReserves
                          ? qsTr("Reserve: %1 %2 – %3 %4").arg(recorder.sideName(0)).arg(recorder.recording.reserves[0]).arg(recorder.recording.reserves[1]).arg(recorder.sideName(1))
                          : qsTr("Captured: %1 %2 – %3 %4").arg(recorder.sideName(0)).arg(recorder.recording.captured[0]).arg(recorder.recording.captured[1]).arg(recorder.sideName(1))
                    visible: recorder.recording.positionKnown
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    elide: Text.ElideRight
                }
            }
            Item {
                Layout.row: recorder.side ? 0 : 1
                Layout.column: 0
                Layout.rowSpan: recorder.side ? 2 : 1
                Layout.fillWidth: true
                Layout.fillHeight: true
                // The room is reckoned from the column, whose height is the
                // screen's: the grid's own grows with this minimum.
                Layout.minimumHeight: Fit.boardHeight(liveBoard.thumbHeight, recordColumn.height
                    - Fit.heightAround(recorder.side ? [recordBar] : [recordBar, saveFailure, recordStatus, recordStores, notesScroll,
                                                                      recordButtons], recordGrid.rowSpacing, 2 * Theme.spacing), 160)
                Board {
                    id: liveBoard
                    objectName: "liveBoard"
                    anchors.fill: parent
                    view: recorder.recording.display
                    showNames: !recorder.recording.positionKnown || namesSwitch.checked
                    opacity: recorder.recording.positionKnown ? 1 : 0.6
                    onPitChosen: function (index) { recorder.tapPit(index) }
                }
                // Taps and long presses go to the nearest pit.
                MouseArea {
                    id: taps
                    anchors.fill: liveBoard
                    pressAndHoldInterval: 600
                    function pitAt(x, y) {
                        var best = -1, bestDistance = 1e9
                        for (var i = 0; i < liveBoard.pitItems.count; ++i) {
                            var item = liveBoard.pitItems.itemAt(i)
                            if (!item) continue
                            var c = item.mapToItem(taps, item.width / 2, item.height / 2)
                            var d = Math.sqrt((c.x - x) * (c.x - x) + (c.y - y) * (c.y - y))
                            if (d < bestDistance) { bestDistance = d; best = i }
                        }
                        return bestDistance <= liveBoard.cell * 0.6 ? best : -1
                    }
                    onClicked: function (mouse) {
                        var pit = pitAt(mouse.x, mouse.y)
                        if (pit >= 0) recorder.tapPit(pit)
                    }
                    onPressAndHold: function (mouse) { recorder.askIrregular(pitAt(mouse.x, mouse.y)) }
                }
            }
            ColumnLayout {
                id: recordBottom
                Layout.row: recorder.side ? 1 : 2
                Layout.column: recorder.side ? 1 : 0
                Layout.fillWidth: !recorder.side
                Layout.fillHeight: recorder.side
                Layout.preferredWidth: recorder.side ? recorder.sideColumnWidth : -1
                spacing: 4
                // What a refused tap meant and the latest moves. Beside the
                // board they take the room above the buttons and scroll when a
                // long message needs more; on a phone they are as tall as they are.
                ScrollingColumn {
                    id: notesScroll
                    Layout.fillWidth: true
                    Layout.fillHeight: recorder.side
                    spacing: 4
                    Label {
                        id: recordMessage
                        Layout.fillWidth: true
                        Layout.leftMargin: Theme.spacing
                        Layout.rightMargin: Theme.spacing
                        visible: recorder.message !== ""
                        text: recorder.message
                        color: Theme.accent
                        font.pixelSize: Theme.fontBody
                        wrapMode: Text.WordWrap
                    }
                    ListView {  // the latest moves
                        id: recent
                        Layout.fillWidth: true
                        Layout.leftMargin: Theme.spacing
                        Layout.rightMargin: Theme.spacing
                        // The hint before the first move wraps (a narrow phone, a long language).
                        implicitHeight: count === 0 ? Math.max(32, emptyHint.implicitHeight) : 32
                        orientation: ListView.Horizontal
                        spacing: 4
                        clip: true
                        model: recorder.recording.moves
                        onCountChanged: positionViewAtEnd()
                        Accessible.name: qsTr("Moves recorded")
                        Label {
                            id: emptyHint
                            anchors.verticalCenter: parent.verticalCenter
                            width: recent.width
                            wrapMode: Text.WordWrap
                            visible: recent.count === 0
                            text: qsTr("No moves yet: tap the pit each move is played from.")
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                        }
                        delegate: Rectangle {
                            height: 28
                            width: chip.implicitWidth + 12
                            radius: 6
                            color: model.irregular ? Theme.accent : index === recent.count - 1 ? Theme.surfaceAlt : Theme.surface
                            border.color: Theme.sideColor(model.player)
                            border.width: 2
                            Text {
                                id: chip
                                anchors.centerIn: parent
                                text: model.number + ". " + (model.irregular ? "~" : "") + model.pit + model.glyph
                                      + (model.comment !== "" ? " ✎" : "")
                                color: model.irregular ? Theme.accentText : Theme.text
                                font.pixelSize: Theme.fontSmall
                                font.bold: index === recent.count - 1
                            }
                        }
                    }
                }
                GridLayout {  // within the thumb's reach
                    id: recordButtons
                    Layout.fillWidth: true
                    Layout.margins: Theme.spacing
                    // Beside the board the buttons are a thumb tall and one a row:
                    // two would cut "Comment or glyph" in Spanish and Slovak.
                    columns: recorder.side ? 1 : 2
                    columnSpacing: Theme.spacing
                    rowSpacing: Theme.spacing
                    Button {
                        text: qsTr("Undo")
                        enabled: recorder.recording.moveCount > 0
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        implicitHeight: recorder.side ? Theme.touchTarget : Theme.touchTarget + 12
                        font.pixelSize: Theme.fontTitle
                        onClicked: { recorder.message = ""; recorder.recording.undo() }
                    }
                    Button {
                        objectName: "noteButton"
                        text: qsTr("Comment or glyph")
                        enabled: recorder.recording.moveCount > 0
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        implicitHeight: recorder.side ? Theme.touchTarget : Theme.touchTarget + 12
                        font.pixelSize: Theme.fontBody
                        Accessible.description: qsTr("A comment or a glyph on the move just recorded")
                        onClicked: recorder.noteLastMove()
                    }
                    Button {
                        objectName: "irregularButton"
                        text: qsTr("Irregular move")
                        checkable: true
                        checked: recorder.recording.irregularMode
                        onToggled: recorder.recording.irregularMode = checked
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        implicitHeight: recorder.side ? Theme.touchTarget : Theme.touchTarget + 12
                        font.pixelSize: Theme.fontBody
                        rimWhenChecked: false   // red while the mode is on
                        palette.button: checked ? Theme.accent : Theme.surface
                        palette.buttonText: checked ? Theme.accentText : Theme.text
                        Accessible.description: qsTr("The next tapped pit is kept as an observed move the engine calls illegal")
                    }
                    Switch {
                        id: namesSwitch
                        objectName: "namesSwitch"
                        text: qsTr("Names")
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        Layout.minimumHeight: Theme.touchTarget
                        Accessible.name: qsTr("Show pit names")
                    }
                }
            }
        }
    }

    MoveNoteDialog {
        id: noteDialog
        objectName: "noteDialog"
        onSaved: function (comment, glyph) {
            recorder.recording.setComment(-1, comment)
            recorder.recording.setGlyph(-1, glyph)
        }
    }

    WindowDialog {
        id: irregularDialog
        widest: 420
        title: qsTr("Irregular move at %1").arg(recorder.recording.pitName(recorder.irregularPit))
        footer: DialogButtonBox {
            Button { text: qsTr("Cancel"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
            Button { text: qsTr("Keep as irregular"); DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole }
        }
        onOpened: noteField.forceActiveFocus()
        onAccepted: {
            recorder.recording.recordIrregular(recorder.irregularPit, noteField.text)
            recorder.message = ""
        }
        onRejected: recorder.recording.irregularMode = false
        ColumnLayout {
            anchors.fill: parent
            spacing: Theme.spacing
            Label {
                Layout.fillWidth: true
                text: qsTr("The move is kept as it was seen (written ~%1). The engine cannot follow the game past it; the later moves are recorded as you tap them.").arg(recorder.recording.pitName(recorder.irregularPit))
                wrapMode: Text.WordWrap
                color: Theme.text
            }
            TextField {
                id: noteField
                Layout.fillWidth: true
                placeholderText: qsTr("What happened (optional)")
                onAccepted: irregularDialog.accept()
            }
        }
    }

    WindowDialog {
        id: finishDialog
        widest: 420
        title: qsTr("Finish the record")
        readonly property var results: ["*", "1-0", "0-1", "1/2-1/2"]
        onAboutToShow: resultBox.currentIndex = Math.max(0, results.indexOf(recorder.recording.result))
        ColumnLayout {
            anchors.fill: parent
            spacing: Theme.spacing
            Label { text: qsTr("Result"); color: Theme.text; font.bold: true }
            ComboBox {
                id: resultBox
                Layout.fillWidth: true
                model: [qsTr("Not known or unfinished"), qsTr("%1 won").arg(recorder.sideName(0)),
                        qsTr("%1 won").arg(recorder.sideName(1)), qsTr("Draw")]
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: recorder.recording.saveState === FieldRecording.SaveFailed
                      ? qsTr("The last change is not in the archive: %1").arg(recorder.recording.saveError)
                      : recorder.recording.moveCount === 0 ? qsTr("No move was recorded, so there is nothing to keep.")
                      : qsTr("Moves recorded: %1. The record stays in the archive.").arg(recorder.recording.moveCount)
                color: recorder.recording.saveState === FieldRecording.SaveFailed ? Theme.accent : Theme.textMuted
            }
        }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Keep recording")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
            Button {
                text: recorder.recording.saveState === FieldRecording.SaveFailed ? qsTr("Finish without it") : qsTr("Finish")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
        }
        onAccepted: {
            var discard = recorder.recording.saveState === FieldRecording.SaveFailed
            recorder.recording.setResult(results[resultBox.currentIndex])
            recorder.recording.finish(discard)
        }
    }
}
