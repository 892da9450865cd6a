// Records: the archive's game records. A search field and filters (game,
// place, player) with a sort; the list; a record opens in the viewer (beside
// the list on wide screens, in its place on phones); "Record a game" opens
// the field recorder. When the archive cannot be used, the page says why.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Enkang
import "../components/fit.js" as Fit

Page {
    id: page
    readonly property bool wide: width >= 900
    readonly property bool side: !wide && Fit.onItsSide(width, height)
    property string mode: "list"   // list | view | record
    readonly property GameInfo info: GameInfo {}
    background: Rectangle { color: Theme.background }

    RecordsController { id: records; objectName: "recordsController" }
    RecordImporter {
        id: importer
        objectName: "importer"
        onFinished: function (firstId) { if (firstId > 0) page.openRecord(firstId) }
    }
    RecordExporter {
        id: exporter
        objectName: "exporter"
        onFinished: function (ok) { exportDialog.open() }
        onCopied: function (ok, message) { page.notice = message }
    }
    property string notice: ""   // a short answer to the last action (copied, exported)
    // What the next export writes: "found" (the search), "all", or a record's id.
    property var exportWhat: "all"
    function askExport(what) {
        exportWhat = what
        // A dated name to accept or change (a field worker's export of the day).
        exportFileDialog.selectedFile = exportFileDialog.currentFolder + "/enkang-records-" + Qt.formatDate(new Date(), "yyyy-MM-dd") + ".enkang"
        exportFileDialog.open()
    }
    SaveFileDialog {
        id: exportFileDialog
        title: qsTr("Export records")
        defaultSuffix: "enkang"
        nameFilters: [qsTr("Record files (*.enkang *.txt)"), qsTr("All files (*)")]
        onAccepted: page.exportTo(selectedFile)
    }
    function exportTo(file) {
        if (exportWhat === "found") exporter.exportFound(records, file)
        else if (exportWhat === "all") exporter.exportAll(file)
        else exporter.exportChosen([exportWhat], file)
        exportDialog.open()
    }
    WindowDialog {
        id: exportDialog
        objectName: "exportDialog"
        widest: 560
        fromTop: 2
        closePolicy: exporter.busy ? Popup.NoAutoClose : Popup.CloseOnEscape
        title: exporter.busy ? qsTr("Exporting…") : qsTr("Export")
        contentItem: ColumnLayout {
            spacing: Theme.spacing
            ProgressBar { Layout.fillWidth: true; visible: exporter.busy; value: exporter.progress }
            Label {
                Layout.fillWidth: true
                visible: !exporter.busy
                text: exporter.summary
                wrapMode: Text.WrapAnywhere
                color: exporter.succeeded ? Theme.text : Theme.accent
            }
            Button { Layout.fillWidth: true; visible: exporter.busy; text: qsTr("Cancel"); onClicked: exporter.cancel() }
            Button { Layout.fillWidth: true; visible: !exporter.busy; text: qsTr("Close"); onClicked: exportDialog.close() }
        }
    }
    // Pictures and game sheets of a record, and batch analysis of a search.
    Exporter {
        id: drawer
        objectName: "drawer"
        onFinished: page.notice = message
    }
    property var drawRecord: 0
    property int drawPly: 0
    SaveFileDialog {
        id: pictureFileDialog
        title: qsTr("Save a picture of the position")
        defaultSuffix: "png"
        nameFilters: [qsTr("PNG pictures (*.png)")]
        onAccepted: drawer.savePositionPng(page.drawRecord, page.drawPly, selectedFile)
    }
    SaveFileDialog {
        id: sheetFileDialog
        title: qsTr("Save a game sheet")
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF documents (*.pdf)")]
        onAccepted: drawer.saveRecordPdf(page.drawRecord, selectedFile, sheetDialog.plies())
    }
    WindowDialog {
        id: sheetDialog
        objectName: "sheetDialog"
        widest: 480
        fromTop: 2
        title: qsTr("Game sheet")
        standardButtons: Dialog.Ok | Dialog.Cancel
        // The moves after which a diagram is drawn (0: the start).
        function plies() {
            return diagramField.text.split(/[ ,;]+/).filter(function (t) { return /^[0-9]+$/.test(t) })
                                    .map(function (t) { return parseInt(t) })
        }
        onAccepted: sheetFileDialog.open()
        contentItem: ColumnLayout {
            spacing: Theme.spacing
            Label {
                Layout.fillWidth: true
                text: qsTr("Diagrams after these moves (0 is the start), separated by commas:")
                wrapMode: Text.WordWrap
                color: Theme.text
            }
            TextField { id: diagramField; Layout.fillWidth: true; inputMethodHints: Qt.ImhPreferNumbers; Accessible.name: qsTr("Diagrams after these moves") }
        }
    }
    BatchAnalysis {
        id: batch
        objectName: "batch"
        onFinished: records.refresh()
    }
    WindowDialog {
        id: batchDialog
        objectName: "batchDialog"
        widest: 520
        fromTop: 2
        closePolicy: Popup.CloseOnEscape
        title: batch.running ? qsTr("Analysing the records…") : qsTr("Analysis of the records")
        contentItem: ColumnLayout {
            spacing: Theme.spacing
            ProgressBar { Layout.fillWidth: true; visible: batch.running; value: batch.progress }
            Label {
                Layout.fillWidth: true
                text: batch.running ? qsTr("Records looked at: %1 of %2.").arg(batch.done).arg(batch.total) : batch.summary
                wrapMode: Text.WordWrap
                color: Theme.text
            }
            Label {
                Layout.fillWidth: true
                visible: batch.running
                text: qsTr("It goes on while you use the app; the results are kept, and a later run goes on from where this one stopped.")
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
            Button { Layout.fillWidth: true; visible: batch.running; text: qsTr("Stop the analysis"); onClicked: batch.cancel() }
            Button { Layout.fillWidth: true; text: batch.running ? qsTr("Hide") : qsTr("Close"); onClicked: batchDialog.close() }
        }
    }
    FileDialog {
        id: importFileDialog
        fileMode: FileDialog.OpenFiles
        acceptLabel: qsTr("Import")
        rejectLabel: qsTr("Cancel")
        title: qsTr("Import records")
        nameFilters: [qsTr("Record files (*.enkang *.txt)"), qsTr("All files (*)")]
        onAccepted: { importer.importFiles(selectedFiles); importDialog.open() }
    }
    WindowDialog {
        id: importDialog
        objectName: "importDialog"
        widest: 560
        fromTop: 2
        closePolicy: importer.busy ? Popup.NoAutoClose : Popup.CloseOnEscape
        title: importer.busy ? qsTr("Importing…") : qsTr("Import")
        contentItem: ColumnLayout {
            spacing: Theme.spacing
            ProgressBar { Layout.fillWidth: true; visible: importer.busy; value: importer.progress }
            Label {
                Layout.fillWidth: true
                visible: !importer.busy
                text: importer.summary.split("\n")[0]   // the headline; the problems are listed below
                wrapMode: Text.WordWrap
                color: Theme.text
                font.bold: true
            }
            ListView {  // every problem at its place: file:line:column: what
                Layout.fillWidth: true
                // On a short window the list gives way, never the buttons.
                Layout.fillHeight: true
                Layout.preferredHeight: Math.min(contentHeight, 260)
                Layout.maximumHeight: 260
                Layout.minimumHeight: Math.min(contentHeight, 2 * Theme.touchTarget)
                visible: !importer.busy && importer.problems.length > 0
                clip: true
                model: importer.problems
                ScrollBar.vertical: ScrollBar {}
                delegate: Label {
                    width: ListView.view.width
                    text: modelData
                    wrapMode: Text.WrapAnywhere
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                Button { Layout.fillWidth: true; visible: importer.busy; text: qsTr("Cancel"); onClicked: importer.cancel() }
                Button { Layout.fillWidth: true; visible: !importer.busy && importer.canKeepGoodGames; text: qsTr("Import the good games anyway"); onClicked: importer.importGoodGames() }
                Button { Layout.fillWidth: true; visible: !importer.busy; text: qsTr("Close"); onClicked: importDialog.close() }
            }
        }
    }

    property int pendingRecord: 0  // asked for before the archive was open (a scripted start)

    function openRecord(id) {
        if (records.ready)
            viewer.open(id)
        else
            pendingRecord = id
        mode = "view"
    }
    function startRecording() {
        recorder.reset()
        mode = "record"
    }
    // The recorder at `stage` (form, setup or recording) for `gameId` (if
    // given): a scripted start, for screenshots and the thumb-size check.
    function openRecorder(stage, gameId) {
        startRecording()
        recorder.showStage(stage, gameId)
    }
    function resultText(result) {
        if (result === "1-0") return qsTr("South won")
        if (result === "0-1") return qsTr("North won")
        if (result === "1/2-1/2") return qsTr("Draw")
        return ""
    }

    Connections {
        target: records
        function onArchiveChanged() {
            if (records.ready && page.pendingRecord > 0) {
                viewer.open(page.pendingRecord)
                page.pendingRecord = 0
            }
        }
        function onRemoved(recordId, ok) {
            if (ok && viewer.replay.recordId === recordId) {
                viewer.replay.close()
                page.mode = "list"
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0
        visible: page.mode !== "record"

        // --- Search and list
        Item {
            visible: page.wide || page.mode === "list"
            Layout.fillHeight: true
            Layout.fillWidth: !page.wide
            Layout.preferredWidth: page.wide ? 340 : -1
            // On a phone on its side the buttons, search and filters go
            // beside the list (scrolling if a notice makes them too tall),
            // which would otherwise get a line or two under them.
            GridLayout {
                anchors.fill: parent
                anchors.margins: Theme.spacing
                columns: page.side ? 2 : 1
                rowSpacing: Theme.spacing
                columnSpacing: Theme.margin
                ScrollingColumn {
                    Layout.fillWidth: true
                    Layout.fillHeight: page.side
                    Layout.preferredWidth: 1
                    spacing: Theme.spacing

                    RowLayout {
                        Layout.fillWidth: true
                        visible: page.wide
                        Label {
                            text: qsTr("Records")
                            font.pixelSize: Theme.fontHeading
                            font.bold: true
                            color: Theme.text
                            Layout.fillWidth: true
                        }
                        BusyIndicator { running: records.busy; visible: running; implicitWidth: 28; implicitHeight: 28 }
                    }

                    Button {
                        id: recordButton
                        Layout.fillWidth: true
                        implicitHeight: Theme.touchTarget + 12
                        text: "+ " + qsTr("Record a game")
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        enabled: records.ready && records.readOnlyReason === ""
                        contentItem: Label {
                            text: recordButton.text
                            font: recordButton.font
                            color: Theme.accentText
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                            elide: Text.ElideRight
                        }
                        background: Rectangle {
                            radius: Theme.radius
                            color: !recordButton.enabled ? Theme.divider : recordButton.down ? Theme.boardEdge : Theme.accent
                        }
                        Accessible.description: qsTr("Records a game as you watch it, one tap per move")
                        onClicked: page.startRecording()
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing
                        Button {
                            objectName: "importButton"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            text: qsTr("Import…")
                            enabled: records.ready && records.readOnlyReason === "" && !importer.busy
                            Accessible.name: qsTr("Import records")
                            Accessible.description: qsTr("Adds the games of one or more record files to the archive")
                            onClicked: importFileDialog.open()
                        }
                        Button {
                            id: exportButton
                            objectName: "exportButton"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            text: qsTr("More…")
                            enabled: records.ready && records.total > 0 && !exporter.busy
                            Accessible.name: qsTr("Export or analyse records")
                            Accessible.description: qsTr("Saves records to a record file, or analyses them: those found, or all")
                            onClicked: exportMenu.popup(exportButton, 0, exportButton.height)
                            Menu {
                                id: exportMenu
                                MenuItem {
                                    objectName: "exportFound"
                                    text: qsTr("Export the records found (%1)").arg(records.count)
                                    enabled: records.filtered && records.count > 0
                                    onTriggered: page.askExport("found")
                                }
                                MenuItem {
                                    objectName: "exportAll"
                                    text: qsTr("Export all records (%1)").arg(records.total)
                                    onTriggered: page.askExport("all")
                                }
                                MenuItem {
                                    objectName: "analyseFound"
                                    text: records.filtered ? qsTr("Analyse the records found") : qsTr("Analyse all records")
                                    enabled: !batch.running && records.count > 0 && records.readOnlyReason === ""
                                    onTriggered: { batch.analyse(records.searchFilter()); batchDialog.open() }
                                }
                            }
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: page.notice !== ""
                        text: page.notice
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }

                    Rectangle {  // the archive refused or failed: say so plainly
                        Layout.fillWidth: true
                        visible: records.error !== "" || !records.ready
                        implicitHeight: problem.implicitHeight + 16
                        radius: Theme.radius
                        color: Theme.surface
                        border.color: records.error !== "" ? Theme.accent : Theme.divider
                        border.width: 2
                        Label {
                            id: problem
                            anchors.fill: parent
                            anchors.margins: 8
                            text: records.error !== "" ? qsTr("The record archive cannot be used: %1").arg(records.error)
                                                       : qsTr("Opening the archive…")
                            color: records.error !== "" ? Theme.accent : Theme.textMuted
                            wrapMode: Text.WordWrap
                        }
                    }

                    Label {  // opened for reading only: say why nothing can be saved
                        Layout.fillWidth: true
                        visible: records.readOnlyReason !== ""
                        text: qsTr("This archive can be browsed, searched and exported, but nothing can be saved: %1.").arg(records.readOnlyReason)
                        color: Theme.accent
                        wrapMode: Text.WordWrap
                    }

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing
                        TextField {
                            id: searchField
                            Layout.fillWidth: true
                            implicitHeight: Theme.touchTarget
                            placeholderText: qsTr("Search names, places, comments…")
                            font.pixelSize: Theme.fontBody
                            selectByMouse: true
                            onTextChanged: records.text = text
                            Accessible.name: qsTr("Search the records")
                        }
                        // A phone upright: the six filters would take half the
                        // screen above the list, so they wait behind this button,
                        // which counts those in use.
                        Button {
                            id: filtersButton
                            objectName: "filtersButton"
                            visible: !page.wide && !page.side
                            checkable: true
                            readonly property int inUse: (gameFilter.currentIndex > 0) + (placeFilter.text !== "")
                                                         + (playerFilter.text !== "") + (markFilter.currentIndex > 0)
                            //: shows or hides the records' filters; %1 how many are in use
                            text: inUse > 0 ? qsTr("Filters (%1)").arg(inUse) : qsTr("Filters")
                            Accessible.name: qsTr("Show the filters")
                        }
                    }
                    GridLayout {
                        objectName: "recordFilters"
                        visible: !filtersButton.visible || filtersButton.checked
                        Layout.fillWidth: true
                        columns: 2
                        columnSpacing: Theme.spacing
                        rowSpacing: 4
                        ComboBox {
                            id: gameFilter
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            model: [qsTr("All games")].concat(page.info.ids.map(function (id) { return page.info.name(id) }))
                            onActivated: records.game = currentIndex === 0 ? "" : page.info.ids[currentIndex - 1]
                            Accessible.name: qsTr("Game")
                        }
                        ComboBox {
                            id: sortBox
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            readonly property var keys: ["date", "place", "game"]
                            model: [qsTr("Newest first"), qsTr("By place"), qsTr("By game")]
                            onActivated: records.sort = keys[currentIndex]
                            Accessible.name: qsTr("Sort")
                        }
                        TextField {
                            id: placeFilter
                            objectName: "placeFilter"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            placeholderText: qsTr("Place")
                            selectByMouse: true
                            onTextChanged: records.place = text
                            Accessible.name: qsTr("Filter by place")
                        }
                        TextField {
                            id: playerFilter
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            placeholderText: qsTr("Player or team")
                            selectByMouse: true
                            onTextChanged: records.player = text
                            Accessible.name: qsTr("Filter by player or team")
                        }
                        ComboBox {
                            id: markFilter
                            objectName: "markFilter"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            readonly property var keys: ["", "blunder", "mistake", "inaccuracy"]
                            model: [qsTr("Any play"), qsTr("With a blunder"), qsTr("With a mistake"), qsTr("With an inaccuracy")]
                            onActivated: {
                                records.mark = keys[currentIndex]
                                if (currentIndex === 0) { markByFilter.currentIndex = 0; records.markBy = "" }
                            }
                            Accessible.name: qsTr("Filter by the engine's analysis")
                        }
                        ComboBox {
                            id: markByFilter
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            enabled: markFilter.currentIndex > 0
                            readonly property var keys: ["", "south", "north"]
                            model: [qsTr("By either side"), qsTr("By South"), qsTr("By North")]
                            onActivated: records.markBy = keys[currentIndex]
                            Accessible.name: qsTr("Whose play the analysis judged")
                        }
                    }
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    spacing: Theme.spacing
                    RowLayout {
                        Layout.fillWidth: true
                        visible: records.ready
                        Label {
                            Layout.fillWidth: true
                            //: %1 records found by the search, %2 records in the archive
                            text: records.filtered ? qsTr("Showing %1 of %2").arg(records.count).arg(records.total)
                                                   : qsTr("Records in the archive: %1").arg(records.total)
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                        }
                        Button {
                            visible: records.filtered
                            flat: true
                            text: qsTr("Clear filters")
                            onClicked: {
                                searchField.text = ""
                                placeFilter.text = ""
                                playerFilter.text = ""
                                gameFilter.currentIndex = 0
                                markFilter.currentIndex = 0
                                markByFilter.currentIndex = 0
                                records.clearFilters()
                            }
                        }
                    }

                    ListView {
                        id: list
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        model: records.model
                        clip: true
                        spacing: 4
                        boundsBehavior: Flickable.StopAtBounds
                        ScrollBar.vertical: ScrollBar {}
                        Accessible.name: qsTr("Records found")
                        Label {
                            anchors.fill: parent
                            anchors.margins: Theme.margin
                            visible: list.count === 0 && records.ready
                            text: records.filtered ? qsTr("No record matches the search.")
                                                   : qsTr("No records yet. Record a game as you watch it, or import a file of records.")
                            color: Theme.textMuted
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignHCenter
                        }
                        delegate: ItemDelegate {
                            id: entry
                            width: ListView.view.width
                            highlighted: page.wide && viewer.replay.recordId === model.id
                            padding: 8
                            background: Rectangle {
                                radius: Theme.radius
                                color: entry.highlighted ? Theme.surfaceAlt : entry.down ? Theme.surfaceAlt : Theme.surface
                                border.color: entry.highlighted ? Theme.accent : Theme.divider
                                border.width: entry.highlighted ? 2 : 1
                            }
                            contentItem: ColumnLayout {
                                spacing: 2
                                RowLayout {
                                    Layout.fillWidth: true
                                    Label {
                                        Layout.fillWidth: true
                                        text: page.info.name(model.game)
                                        font.bold: true
                                        font.pixelSize: Theme.fontBody
                                        color: Theme.text
                                        elide: Text.ElideRight
                                    }
                                    Label {
                                        text: page.resultText(model.result)
                                        visible: text !== ""
                                        color: Theme.textMuted
                                        font.pixelSize: Theme.fontSmall
                                    }
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: [model.date, model.place, qsTr("moves: %1").arg(model.moves)]
                                          .filter(function (s) { return s !== "" }).join(" · ")
                                    color: Theme.text
                                    font.pixelSize: Theme.fontSmall
                                    elide: Text.ElideRight
                                }
                                Label {
                                    Layout.fillWidth: true
                                    visible: text !== ""
                                    text: model.players.split(" | ").join(" · ")
                                    color: Theme.textMuted
                                    font.pixelSize: Theme.fontSmall
                                    elide: Text.ElideRight
                                }
                                Label {
                                    Layout.fillWidth: true
                                    visible: text !== ""
                                    text: [model.event, model.observer !== "" ? qsTr("observed by %1").arg(model.observer) : ""]
                                          .filter(function (s) { return s !== "" }).join(" · ")
                                    color: Theme.textMuted
                                    font.pixelSize: Theme.fontSmall
                                    elide: Text.ElideRight
                                }
                            }
                            onClicked: page.openRecord(model.id)
                            Accessible.name: page.info.name(model.game) + ", " + model.date + ", " + model.place
                        }
                    }
                }
            }
        }

        Rectangle { visible: page.wide; Layout.preferredWidth: 1; Layout.fillHeight: true; color: Theme.divider }

        // --- The record opened
        RecordViewer {
            id: viewer
            objectName: "viewer"
            visible: page.wide || page.mode === "view"
            Layout.fillWidth: true
            Layout.fillHeight: true
            showBack: !page.wide
            onBack: page.mode = "list"
            onExportRequested: function (recordId) { page.askExport(recordId) }
            onPictureRequested: function (recordId, ply) {
                page.drawRecord = recordId
                page.drawPly = ply
                pictureFileDialog.open()
            }
            onSheetRequested: function (recordId, ply) {
                page.drawRecord = recordId
                diagramField.text = ply > 0 ? "0, " + ply : "0"
                sheetDialog.open()
            }
            onCopyRequested: function (recordId) { exporter.copyRecord(recordId) }
            onDeleteRequested: function (recordId) {
                deleteDialog.recordId = recordId
                deleteDialog.open()
            }
        }
    }

    DropArea {  // record files dropped on the page (desktop) are imported
        anchors.fill: parent
        enabled: records.ready && records.readOnlyReason === "" && !importer.busy && page.mode !== "record"
        keys: ["text/uri-list"]
        onDropped: function (drop) {
            if (!drop.hasUrls) return
            importer.importFiles(drop.urls)
            importDialog.open()
            drop.acceptProposedAction()
        }
    }

    FieldRecorder {
        id: recorder
        objectName: "recorder"
        anchors.fill: parent
        visible: page.mode === "record"
        onClosed: function (recordId) {
            if (recordId > 0) page.openRecord(recordId)
            else page.mode = "list"
        }
    }

    WindowDialog {
        id: deleteDialog
        property var recordId: 0
        widest: 420
        title: qsTr("Delete this record?")
        standardButtons: Dialog.Yes | Dialog.No
        ColumnLayout {
            anchors.fill: parent
            Label {
                Layout.fillWidth: true
                text: qsTr("The record and all its moves and comments are removed from the archive. This cannot be undone.")
                wrapMode: Text.WordWrap
                color: Theme.text
            }
        }
        onAccepted: records.remove(recordId)
    }
}
