// Sources: the annotated archive behind the three games. Browse and search
// the sources (primary, secondary, the founding texts), read one with its
// annotations, follow an annotation to the ruling it feeds and a ruling back
// to the annotations and sources it interprets, look up the Maa terms, add
// and edit your own sources and annotations, and export citations.
// A split view on wide screens; on phones the list, then the source with a
// way back. All data comes from SourcesController (the archive thread).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Page {
    id: page
    implicitWidth: 400   // not from the content: long texts would make a loop
    implicitHeight: 600
    readonly property bool wide: width >= 720
    readonly property bool desktop: Qt.platform.os !== "android" && Qt.platform.os !== "ios"
    readonly property GameInfo info: GameInfo {}
    property bool reading: false         // phone: a source is shown instead of the list
    property string highlight: ""        // the annotation a ruling's link pointed to
    property string pendingRuling: ""    // a ruling to scroll to once listed
    property string dismissedError: ""
    property bool autoOpened: false
    background: Rectangle { color: Theme.background }

    SourcesController {
        id: archive
        language: Language.language
        onSaved: function (ok, kind, id, message) {
            if (ok) {
                sourceDialog.close()
                annotationDialog.close()
                if (kind === "source") page.openSource(id, "")
                else page.highlight = id
                toast.show(message)
            } else {
                sourceDialog.problem = message
                annotationDialog.problem = message
                if (!sourceDialog.opened && !annotationDialog.opened) toast.show(message)
            }
        }
        onCitationsReady: function (format, text, count) {
            //: %1 is BibTeX or CSL-JSON; %2 the number of sources cited
            toast.show(qsTr("%1 copied to the clipboard (sources: %2).").arg(page.formatName(format)).arg(count))
        }
        onExported: function (ok, path, message) { toast.show(message) }
        onRulingsChanged: { Qt.callLater(page.positionRuling); Qt.callLater(page.positionComparison) }
        // On a wide screen the reading pane is never empty at the start.
        onSourcesChanged: {
            if (page.wide && !page.autoOpened && archive.current.id === undefined && archive.sources.length > 0) {
                page.autoOpened = true
                archive.open(archive.sources[0].id)
            }
        }
        onRulingChanged: Qt.callLater(page.positionRuling)
    }
    property string pendingComparison: ""  // a comparison to scroll to once listed
    Component.onCompleted: {
        if (Startup.ruling !== "") showRuling(Startup.ruling)
        if (Startup.comparison !== "") showComparison(Startup.comparison)
    }

    function formatName(format) { return format === "bibtex" ? "BibTeX" : "CSL-JSON" }
    function openSource(id, annotationId) {
        highlight = annotationId || ""
        archive.open(id)
        reading = true
        tabs.currentIndex = 0
    }
    function showRuling(id) {
        var listed = archive.rulings.some(function (r) { return r.id === id })
        if (!listed) archive.gameFilter = ""
        tabs.currentIndex = 1
        pendingRuling = id
        archive.openRuling(id)
        Qt.callLater(positionRuling)
    }
    function positionRuling() {
        if (pendingRuling === "") return
        for (var i = 0; i < archive.rulings.length; ++i) {
            if (archive.rulings[i].id !== pendingRuling) continue
            rulingList.positionViewAtIndex(i, ListView.Beginning)
            if (archive.ruling.id === pendingRuling) pendingRuling = ""
            return
        }
    }
    function showComparison(id) {
        tabs.currentIndex = 2
        pendingComparison = id
        Qt.callLater(positionComparison)
    }
    function positionComparison() {
        if (pendingComparison === "") return
        for (var i = 0; i < archive.comparisons.length; ++i) {
            if (archive.comparisons[i].id !== pendingComparison) continue
            if (i === 0) comparisonList.positionViewAtBeginning()  // with the note above it
            else comparisonList.positionViewAtIndex(i, ListView.Beginning)
            pendingComparison = ""
            return
        }
    }
    function cite(format, ids) { archive.citations(format, ids || []) }
    function saveCitations(format, ids) {
        saveDialog.format = format
        saveDialog.ids = ids || []
        saveDialog.open()
    }

    header: TabBar {
        id: tabs
        //: Tab of the Sources page, with the number of sources listed
        TabButton { width: implicitWidth; text: qsTr("Sources (%1)").arg(archive.sources.length) }
        //: Tab of the Sources page: the app's rulings on the doubtful points
        TabButton { width: implicitWidth; text: qsTr("Rulings (%1)").arg(archive.rulings.length) }
        //: Tab of the Sources page: the points on which sources differ, side by side
        TabButton { width: implicitWidth; text: qsTr("Comparisons (%1)").arg(archive.comparisons.length) }
        //: Tab of the Sources page: the Maa terms
        TabButton { width: implicitWidth; text: qsTr("Glossary") }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // The archive is missing or refused, or an action failed.
        Rectangle {
            Layout.fillWidth: true
            visible: archive.error !== "" && archive.error !== page.dismissedError
            implicitHeight: errorRow.implicitHeight + 2 * Theme.spacing
            color: Theme.captured
            RowLayout {
                id: errorRow
                x: Theme.margin
                y: Theme.spacing
                width: parent.width - 2 * Theme.margin
                Label {
                    Layout.fillWidth: true
                    text: archive.error
                    color: Theme.accentText
                    font.pixelSize: Theme.fontBody
                    wrapMode: Text.WordWrap
                }
                Button {
                    visible: archive.ready
                    //: Hides an error message
                    text: qsTr("Dismiss")
                    onClicked: page.dismissedError = archive.error
                }
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            // ---- Sources: the list and the source read -----------------
            // Placed by hand rather than by a RowLayout: panes that appear and
            // disappear with the width are then always where they should be.
            Item {
                id: sourcesTab
                ColumnLayout {
                    id: listPane
                    visible: page.wide || !page.reading
                    width: page.wide ? Math.min(420, Math.max(320, sourcesTab.width * 0.36)) : sourcesTab.width
                    height: sourcesTab.height
                    spacing: Theme.spacing

                    // The search, the filters and the list's buttons scroll away with
                    // the list where the pane is short (a phone on its side, where they
                    // took half its height) and come back as soon as it is scrolled
                    // back; elsewhere they stay put. They lie over the room the list
                    // keeps for them as its header, not in it: a list is a focus
                    // scope, and each new search result took the focus from the
                    // search field after a letter or two.
                    Item {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        ListView {
                            id: sourceList
                            objectName: "sourceList"
                            anchors.fill: parent
                            model: archive.sources
                            boundsBehavior: Flickable.StopAtBounds
                            ScrollBar.vertical: ScrollBar {}
                            // Room for the filters, which lie over it (filterBar).
                            header: Item { width: ListView.view.width; height: filterBar.height }
                            headerPositioning: page.height < 500 ? ListView.PullBackHeader : ListView.OverlayHeader
                            delegate: ItemDelegate {
                                id: row
                                required property var modelData
                                required property int index
                                width: ListView.view.width
                                highlighted: page.wide && modelData.id === archive.current.id
                                onClicked: page.openSource(modelData.id, "")
                                Accessible.name: modelData.label + ", " + modelData.title
                                leftPadding: Theme.margin
                                rightPadding: Theme.margin
                                topPadding: Theme.spacing + 2
                                bottomPadding: Theme.spacing + 2
                                background: Rectangle {
                                    color: row.highlighted ? Theme.surfaceAlt : row.down ? Theme.surface : "transparent"
                                    Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.divider }
                                    Rectangle { visible: row.highlighted; width: 4; height: parent.height; color: Theme.accent }
                                }
                                contentItem: ColumnLayout {
                                    spacing: 2
                                    RowLayout {
                                        Layout.fillWidth: true
                                        spacing: Theme.spacing
                                        Label {
                                            Layout.fillWidth: true
                                            text: row.modelData.label
                                            color: Theme.text
                                            font.pixelSize: Theme.fontBody
                                            font.bold: true
                                            elide: Text.ElideRight
                                        }
                                        Label {
                                            text: detail.kindName(row.modelData.kind)
                                            color: row.modelData.kind === "primary" ? Theme.accent : Theme.textMuted
                                            font.pixelSize: Theme.fontSmall
                                        }
                                    }
                                    Label {
                                        Layout.fillWidth: true
                                        text: row.modelData.title
                                        color: Theme.text
                                        font.pixelSize: Theme.fontBody
                                        wrapMode: Text.WordWrap
                                        maximumLineCount: 3   // Merker's long title in a narrow list
                                        elide: Text.ElideRight
                                    }
                                    Label {
                                        Layout.fillWidth: true
                                        text: {
                                            var parts = (row.modelData.games || []).map(function (g) { return page.info.name(g) })
                                            //: Number of annotations of a source in the list
                                            parts.push(qsTr("annotations: %1").arg(row.modelData.annotationCount || 0))
                                            if (row.modelData.userEdited) parts.push(qsTr("yours"))
                                            return parts.join(" · ")
                                        }
                                        color: Theme.textMuted
                                        font.pixelSize: Theme.fontSmall
                                        wrapMode: Text.WordWrap
                                    }
                                }
                            }
                            Label {
                                anchors.centerIn: parent
                                width: parent.width - 2 * Theme.margin
                                visible: sourceList.count === 0
                                horizontalAlignment: Text.AlignHCenter
                                wrapMode: Text.WordWrap
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontBody
                                text: !archive.ready ? (archive.error !== "" ? qsTr("The archive is not available.") : qsTr("Opening the archive…"))
                                                     : archive.busy ? "" : qsTr("No source matches.")
                            }
                        }
                        Rectangle {
                            id: filterBar
                            objectName: "sourceFilters"
                            width: parent.width
                            height: filters.implicitHeight
                            y: sourceList.headerItem ? sourceList.headerItem.y - sourceList.contentY : 0
                            color: Theme.background
                            ColumnLayout {
                                id: filters
                                width: parent.width
                                spacing: Theme.spacing
                            TextField {
                                id: searchField
                                objectName: "sourceSearch"
                                Layout.fillWidth: true
                                Layout.topMargin: Theme.margin
                                Layout.leftMargin: Theme.margin
                                Layout.rightMargin: Theme.margin
                                placeholderText: qsTr("Search authors, titles, notes, annotations…")
                                selectByMouse: true
                                font.pixelSize: Theme.fontBody
                                onTextChanged: archive.search = text
                            }
                            RowLayout {
                                Layout.fillWidth: true
                                Layout.leftMargin: Theme.margin
                                Layout.rightMargin: Theme.margin
                                spacing: Theme.spacing
                                ComboBox {
                                    id: kindBox
                                    Layout.fillWidth: true
                                    Layout.preferredWidth: 1
                                    textRole: "text"
                                    valueRole: "value"
                                    model: [
                                        { value: "", text: qsTr("All kinds") },
                                        { value: "primary", text: qsTr("Primary") },
                                        { value: "secondary", text: qsTr("Secondary") },
                                        { value: "founding-text", text: qsTr("Founding texts") }
                                    ]
                                    currentIndex: Math.max(0, indexOfValue(archive.kindFilter))
                                    Accessible.name: qsTr("Kind of source")
                                    onActivated: archive.kindFilter = currentValue
                                }
                                GameFilter { Layout.fillWidth: true; Layout.preferredWidth: 1 }
                            }
                            RowLayout {
                                Layout.fillWidth: true
                                Layout.leftMargin: Theme.margin
                                Layout.rightMargin: Theme.margin
                                spacing: Theme.spacing
                                Label {
                                    Layout.fillWidth: true
                                    //: %1 sources shown out of %2 in the archive
                                    text: qsTr("%1 of %2").arg(archive.sources.length).arg(archive.totalSources)
                                    color: Theme.textMuted
                                    font.pixelSize: Theme.fontSmall
                                    elide: Text.ElideRight
                                }
                                Button {
                                    text: qsTr("Add source")
                                    enabled: archive.ready
                                    onClicked: sourceDialog.openFor(null)
                                }
                                Button {
                                    id: citeButton
                                    //: Opens the menu to copy or save the citations of the listed sources
                                    text: qsTr("Cite ▾")
                                    enabled: archive.ready && archive.sources.length > 0
                                    onClicked: citeMenu.open()
                                    Menu {
                                        id: citeMenu
                                        y: citeButton.height
                                        MenuItem { text: qsTr("Copy BibTeX"); onTriggered: page.cite("bibtex") }
                                        MenuItem { text: qsTr("Copy CSL-JSON"); onTriggered: page.cite("csl-json") }
                                        MenuItem {
                                            text: qsTr("Save BibTeX…")
                                            visible: page.desktop
                                            height: visible ? implicitHeight : 0
                                            onTriggered: page.saveCitations("bibtex")
                                        }
                                        MenuItem {
                                            text: qsTr("Save CSL-JSON…")
                                            visible: page.desktop
                                            height: visible ? implicitHeight : 0
                                            onTriggered: page.saveCitations("csl-json")
                                        }
                                    }
                                }
                            }
                            Rectangle { Layout.fillWidth: true; implicitHeight: 1; color: Theme.divider }
                            }
                        }
                    }
                }
                Rectangle {
                    visible: page.wide
                    x: listPane.width
                    width: 1
                    height: sourcesTab.height
                    color: Theme.divider
                }
                SourceView {
                    id: detail
                    visible: page.wide || page.reading
                    x: page.wide ? listPane.width + 1 : 0
                    width: sourcesTab.width - x
                    height: sourcesTab.height
                    source: archive.current
                    groups: archive.annotationGroups
                    highlight: page.highlight
                    busy: archive.busy
                    showBack: !page.wide
                    onBack: { page.reading = false; page.highlight = "" }
                    onRulingRequested: function (rulingId) { page.showRuling(rulingId) }
                    onSourceRequested: function (sourceId) { page.openSource(sourceId, "") }
                    onEditRequested: sourceDialog.openFor(archive.current)
                    onAnnotateRequested: annotationDialog.openFor(archive.current, null)
                    onAnnotationEditRequested: function (annotation) { annotationDialog.openFor(archive.current, annotation) }
                    onCiteRequested: function (format) { page.cite(format, [archive.current.id]) }
                }
            }

            // ---- Rulings, each with what it interprets -----------------
            ColumnLayout {
                spacing: Theme.spacing
                GridLayout {
                    Layout.fillWidth: true
                    Layout.maximumWidth: 900
                    Layout.alignment: Qt.AlignHCenter
                    Layout.topMargin: Theme.margin
                    Layout.leftMargin: Theme.margin
                    Layout.rightMargin: Theme.margin
                    columns: page.wide ? 2 : 1
                    columnSpacing: Theme.spacing
                    rowSpacing: Theme.spacing
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("How the app settles each doubtful point of the sources.")
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    GameFilter {
                        Layout.fillWidth: !page.wide
                        Layout.preferredWidth: page.wide ? 260 : -1
                    }
                }
                ListView {
                    id: rulingList
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: Theme.spacing
                    model: archive.rulings
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    footer: Item { width: 1; height: Theme.margin }
                    delegate: Item {
                        id: rulingItem
                        required property var modelData
                        readonly property bool expanded: archive.ruling.id === modelData.id
                        width: ListView.view.width
                        implicitHeight: rulingCard.implicitHeight
                        Rectangle {
                            id: rulingCard
                            width: Math.min(parent.width - 2 * Theme.margin, 900)
                            x: (parent.width - width) / 2
                            implicitHeight: rulingColumn.implicitHeight + 2 * Theme.margin
                            radius: Theme.radius
                            color: Theme.surface
                            border.color: rulingItem.expanded ? Theme.accent : Theme.divider
                            border.width: rulingItem.expanded ? 2 : 1
                            ColumnLayout {
                                id: rulingColumn
                                x: Theme.margin
                                y: Theme.margin
                                width: parent.width - 2 * Theme.margin
                                spacing: 6
                                Label {
                                    Layout.fillWidth: true
                                    text: rulingItem.modelData.title
                                    color: Theme.text
                                    font.pixelSize: Theme.fontBody + 2
                                    font.bold: true
                                    wrapMode: Text.WordWrap
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: {
                                        var parts = [detail.gameName(rulingItem.modelData.game)]
                                        //: %1 is the key of a new-game option, such as max-laps
                                        if (rulingItem.modelData.option) parts.push(qsTr("option: %1").arg(rulingItem.modelData.option))
                                        //: Marks a ruling that is the app's own interpretation of an unclear point
                                        if (rulingItem.modelData.isInterpretation) parts.push(qsTr("Enkang's ruling"))
                                        return parts.join(" · ")
                                    }
                                    color: Theme.accent
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: true
                                    wrapMode: Text.WordWrap
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: rulingItem.modelData.text
                                    color: Theme.text
                                    font.pixelSize: Theme.fontBody
                                    wrapMode: Text.WordWrap
                                }
                                RulingNotes {
                                    Layout.fillWidth: true
                                    ruling: rulingItem.modelData
                                    onSourceRequested: function (sourceId) { page.openSource(sourceId, "") }
                                }
                                Flow {
                                    Layout.fillWidth: true
                                    spacing: 4
                                    visible: !rulingItem.expanded && (rulingItem.modelData.links || []).length > 0
                                    Label {
                                        //: Followed by the annotations (and their sources) a ruling settles
                                        text: qsTr("Interprets:")
                                        color: Theme.textMuted
                                        font.pixelSize: Theme.fontSmall
                                        font.bold: true
                                        height: 32
                                        verticalAlignment: Text.AlignVCenter
                                    }
                                    Repeater {
                                        model: rulingItem.modelData.links || []
                                        delegate: Button {
                                            required property var modelData
                                            flat: true
                                            height: 32
                                            font.pixelSize: Theme.fontSmall
                                            text: modelData.sourceLabel + " · " + detail.topicName(modelData.topic) + " ›"
                                            palette.buttonText: Theme.accent
                                            Accessible.description: detail.annotationKindName(modelData.kind)
                                            onClicked: page.openSource(modelData.sourceId, modelData.annotationId)
                                        }
                                    }
                                }
                                // Expanded: what each interpreted annotation says.
                                Repeater {
                                    model: rulingItem.expanded ? (archive.ruling.annotations || []) : []
                                    delegate: ColumnLayout {
                                        id: interpreted
                                        required property var modelData
                                        Layout.fillWidth: true
                                        spacing: 2
                                        Rectangle { Layout.fillWidth: true; implicitHeight: 1; color: Theme.divider }
                                        RowLayout {
                                            Layout.fillWidth: true
                                            spacing: Theme.spacing
                                            Rectangle {
                                                implicitWidth: badge.implicitWidth + 12
                                                implicitHeight: badge.implicitHeight + 4
                                                radius: height / 2
                                                color: detail.annotationKindColor(interpreted.modelData.kind)
                                                Label {
                                                    id: badge
                                                    anchors.centerIn: parent
                                                    text: detail.annotationKindName(interpreted.modelData.kind)
                                                    color: Theme.accentText
                                                    font.pixelSize: Theme.fontSmall
                                                    font.bold: true
                                                }
                                            }
                                            Button {
                                                Layout.fillWidth: true
                                                flat: true
                                                font.pixelSize: Theme.fontSmall
                                                //: A link from a ruling to a source's annotation: source, then topic
                                                text: qsTr("%1 · %2 ›").arg(interpreted.modelData.sourceLabel).arg(detail.topicName(interpreted.modelData.topic))
                                                contentItem: Label {
                                                    text: parent.text
                                                    color: Theme.accent
                                                    font: parent.font
                                                    elide: Text.ElideRight
                                                }
                                                onClicked: page.openSource(interpreted.modelData.sourceId, interpreted.modelData.id)
                                            }
                                        }
                                        Label {
                                            Layout.fillWidth: true
                                            text: interpreted.modelData.text
                                            color: Theme.text
                                            font.pixelSize: Theme.fontSmall + 1
                                            wrapMode: Text.WordWrap
                                        }
                                    }
                                }
                                Button {
                                    text: rulingItem.expanded ? qsTr("Hide the annotations") : qsTr("Show the annotations")
                                    visible: (rulingItem.modelData.links || []).length > 0
                                    onClicked: rulingItem.expanded ? archive.closeRuling() : archive.openRuling(rulingItem.modelData.id)
                                }
                            }
                        }
                    }
                }
            }

            // ---- Comparisons: one topic, what each source says, the ruling
            ColumnLayout {
                spacing: 0
                GameFilter {
                    Layout.fillWidth: !page.wide
                    Layout.preferredWidth: page.wide ? 260 : -1
                    Layout.alignment: page.wide ? Qt.AlignRight : Qt.AlignLeft
                    Layout.topMargin: Theme.margin
                    Layout.leftMargin: Theme.margin
                    Layout.rightMargin: Theme.margin
                    Layout.bottomMargin: Theme.spacing
                }
                ListView {
                    id: comparisonList
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: Theme.spacing
                    model: archive.comparisons
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    // A plain item, not a layout: the wrapped note then always has its full height.
                    header: Item {
                        width: ListView.view.width
                        height: comparisonNote.implicitHeight + Theme.spacing
                        Label {
                            id: comparisonNote
                            width: Math.min(parent.width - 2 * Theme.margin, 1100)
                            x: (parent.width - width) / 2
                            text: qsTr("Where the sources differ or fall silent: what each says, and how the app decides.")
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.WordWrap
                        }
                    }
                    footer: Item { width: 1; height: Theme.margin }
                    delegate: Item {
                        id: comparisonItem
                        required property var modelData
                        width: ListView.view.width
                        implicitHeight: comparisonCard.implicitHeight
                        Rectangle {
                            id: comparisonCard
                            width: Math.min(parent.width - 2 * Theme.margin, 1100)
                            x: (parent.width - width) / 2
                            implicitHeight: comparisonView.implicitHeight + 2 * Theme.margin
                            radius: Theme.radius
                            color: Theme.surface
                            border.color: Theme.divider
                            SourceComparison {
                                id: comparisonView
                                x: Theme.margin
                                y: Theme.margin
                                width: parent.width - 2 * Theme.margin
                                model: comparisonItem.modelData
                                names: detail
                                onSourceRequested: function (sourceId, annotationId) { page.openSource(sourceId, annotationId) }
                                onRulingRequested: function (rulingId) { page.showRuling(rulingId) }
                            }
                        }
                    }
                }
            }

            // ---- Glossary: the Maa terms ---------------------------------
            ListView {
                id: glossaryList
                clip: true
                spacing: Theme.spacing
                model: archive.glossary
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                header: Item { width: 1; height: Theme.margin }
                footer: Item { width: 1; height: Theme.margin }
                delegate: Item {
                    id: termItem
                    required property var modelData
                    width: ListView.view.width
                    implicitHeight: termCard.implicitHeight
                    Rectangle {
                        id: termCard
                        width: Math.min(parent.width - 2 * Theme.margin, 900)
                        x: (parent.width - width) / 2
                        implicitHeight: termColumn.implicitHeight + 2 * Theme.margin
                        radius: Theme.radius
                        color: Theme.surface
                        border.color: Theme.divider
                        ColumnLayout {
                            id: termColumn
                            x: Theme.margin
                            y: Theme.margin
                            width: parent.width - 2 * Theme.margin
                            spacing: 4
                            Flow {
                                Layout.fillWidth: true
                                spacing: Theme.spacing
                                Label {
                                    text: termItem.modelData.term
                                    color: Theme.text
                                    font.pixelSize: Theme.fontTitle
                                    font.bold: true
                                }
                                Label {
                                    visible: !!termItem.modelData.plural
                                    //: The plural of a Maa term, e.g. "plural inkang'ite"
                                    text: termItem.modelData.plural ? qsTr("plural %1").arg(termItem.modelData.plural) : ""
                                    color: Theme.textMuted
                                    font.pixelSize: Theme.fontTitle
                                }
                            }
                            Label {
                                Layout.fillWidth: true
                                text: (termItem.modelData.concept
                                       //: A glossary entry that is a term of the app's rules, not a word of the sources; %1 is its English form
                                       ? qsTr("Term of these rules (in English: %1)").arg(termItem.modelData.renderings.en)
                                       : detail.languageName(termItem.modelData.language))
                                      + (termItem.modelData.game ? " · " + detail.gameName(termItem.modelData.game) : "")
                                color: Theme.accent
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                Layout.fillWidth: true
                                text: termItem.modelData.meaning
                                color: Theme.text
                                font.pixelSize: Theme.fontBody
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                Layout.fillWidth: true
                                visible: !!termItem.modelData.note
                                text: termItem.modelData.note || ""
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontSmall + 1
                                font.italic: true
                                wrapMode: Text.WordWrap
                            }
                        }
                    }
                }
            }
        }
    }

    // The frame of a multi-line text field.
    component FieldFrame: Rectangle {
        color: Theme.surface
        border.color: Theme.divider
        radius: 2
    }

    // One game filter, shown on the sources list and over the rulings.
    component GameFilter: ComboBox {
        textRole: "text"
        valueRole: "value"
        model: [{ value: "", text: qsTr("All games") }].concat(page.info.ids.map(function (id) { return { value: id, text: page.info.name(id) } }))
        currentIndex: Math.max(0, indexOfValue(archive.gameFilter))
        Accessible.name: qsTr("Game")
        onActivated: archive.gameFilter = currentValue
    }

    // ---- Adding or editing a source ------------------------------------
    WindowDialog {
        id: sourceDialog
        property string sourceId: ""    // empty: a new source
        property string problem: ""
        property var games: []
        widest: 600
        tallest: 760
        fromTop: 2
        title: sourceId === "" ? qsTr("Add a source") : qsTr("Edit source")
        readonly property var textFields: [
            { key: "title", label: qsTr("Title (required)") },
            //: How to type several authors
            { key: "authors", label: qsTr("Authors (Family, Given; Family, Given)") },
            { key: "year", label: qsTr("Year") },
            { key: "containerTitle", label: qsTr("Journal, book, website or software") },
            { key: "volume", label: qsTr("Volume") },
            { key: "pages", label: qsTr("Pages") },
            { key: "publisher", label: qsTr("Publisher") },
            { key: "publisherPlace", label: qsTr("Place of publication") },
            { key: "url", label: qsTr("Address (URL), only one you have seen") },
            //: A language tag such as en, de, es, pt, sk
            { key: "language", label: qsTr("Language (en, de, es, pt, sk…)") },
            { key: "informant", label: qsTr("Informant (who taught the game)") },
            { key: "placeObserved", label: qsTr("Where the game was observed") }
        ]
        readonly property var kinds: ["primary", "secondary", "founding-text"]
        readonly property var cslTypes: ["article-journal", "book", "webpage", "software", "document"]

        function openFor(source) {
            problem = ""
            sourceId = source && source.id ? source.id : ""
            for (var i = 0; i < sourceFieldRepeater.count; ++i) {
                var item = sourceFieldRepeater.itemAt(i)
                var value = ""
                if (source) {
                    if (item.key === "authors")
                        value = (source.authors || []).map(function (a) { return a.given ? a.family + ", " + a.given : a.family }).join("; ")
                    else if (source[item.key] !== undefined && source[item.key] !== null)
                        value = String(source[item.key])
                }
                item.text = value
            }
            kindCombo.currentIndex = Math.max(0, kinds.indexOf(source ? source.kind : "secondary"))
            cslCombo.currentIndex = Math.max(0, cslTypes.indexOf(source ? source.cslType : "document"))
            games = source && source.games ? source.games.slice() : []
            summaryArea.text = source && source.summary ? source.summary : ""
            noteArea.text = source && source.note ? source.note : ""
            open()
        }
        function titleText() {
            for (var i = 0; i < sourceFieldRepeater.count; ++i)
                if (sourceFieldRepeater.itemAt(i).key === "title") return sourceFieldRepeater.itemAt(i).text
            return ""
        }
        function submit() {
            problem = ""
            var s = { kind: kinds[kindCombo.currentIndex], cslType: cslTypes[cslCombo.currentIndex],
                      games: games, summary: summaryArea.text, note: noteArea.text }
            if (sourceId !== "") s.id = sourceId
            for (var i = 0; i < sourceFieldRepeater.count; ++i) {
                var item = sourceFieldRepeater.itemAt(i)
                s[item.key] = item.text
            }
            archive.saveSource(s)
        }

        contentItem: ScrollView {
            id: sourceScroll
            contentWidth: availableWidth
            clip: true
            ColumnLayout {
                width: sourceScroll.availableWidth
                spacing: 4
                Label {
                    Layout.fillWidth: true
                    visible: sourceDialog.problem !== ""
                    text: sourceDialog.problem
                    color: Theme.captured
                    wrapMode: Text.WordWrap
                }
                Repeater {
                    id: sourceFieldRepeater
                    model: sourceDialog.textFields
                    delegate: ColumnLayout {
                        required property var modelData
                        property string key: modelData.key
                        property alias text: field.text
                        Layout.fillWidth: true
                        spacing: 2
                        Label { text: modelData.label; color: Theme.textMuted; font.pixelSize: Theme.fontSmall; Layout.fillWidth: true; elide: Text.ElideRight }
                        TextField {
                            id: field
                            Layout.fillWidth: true
                            selectByMouse: true
                            inputMethodHints: modelData.key === "year" ? Qt.ImhDigitsOnly : Qt.ImhNone
                        }
                    }
                }
                Label { text: qsTr("Kind"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
                ComboBox {
                    id: kindCombo
                    Layout.fillWidth: true
                    model: sourceDialog.kinds.map(function (k) { return detail.kindName(k) })
                }
                //: The CSL item type used when the source is cited
                Label { text: qsTr("Type for citations"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
                ComboBox {
                    id: cslCombo
                    Layout.fillWidth: true
                    //: CSL item types: journal article, book, web page, software, document
                    model: [qsTr("Journal article"), qsTr("Book"), qsTr("Web page"), qsTr("Software"), qsTr("Document")]
                }
                Label { text: qsTr("Games"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
                Repeater {
                    model: page.info.ids
                    delegate: CheckBox {
                        required property string modelData
                        text: page.info.name(modelData)
                        checked: sourceDialog.games.indexOf(modelData) >= 0
                        onToggled: {
                            var g = sourceDialog.games.filter(function (x) { return x !== modelData })
                            if (checked) g.push(modelData)
                            sourceDialog.games = g
                        }
                    }
                }
                Label { text: qsTr("Summary: what the source is and contains"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall; Layout.fillWidth: true; elide: Text.ElideRight }
                TextArea { id: summaryArea; Layout.fillWidth: true; Layout.preferredHeight: 90; wrapMode: TextEdit.Wrap; selectByMouse: true; background: FieldFrame {} }
                Label { text: qsTr("Note: what is unknown, unchecked or defective"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall; Layout.fillWidth: true; elide: Text.ElideRight }
                TextArea { id: noteArea; Layout.fillWidth: true; Layout.preferredHeight: 70; wrapMode: TextEdit.Wrap; selectByMouse: true; background: FieldFrame {} }
            }
        }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Save")
                enabled: archive.ready && !archive.busy
                DialogButtonBox.buttonRole: DialogButtonBox.ApplyRole
            }
            Button { text: qsTr("Cancel"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
        }
        onApplied: {
            if (titleText().trim() === "") { problem = qsTr("A source needs a title."); return }
            submit()
        }
    }

    // ---- Adding or editing an annotation -------------------------------
    WindowDialog {
        id: annotationDialog
        property string sourceId: ""
        property string sourceLabel: ""
        property string annotationId: ""    // empty: a new annotation
        property string problem: ""
        widest: 600
        tallest: 640
        fromTop: 2
        title: annotationId === "" ? qsTr("Add an annotation") : qsTr("Edit annotation")
        readonly property var kinds: ["says", "ambiguity", "disagreement", "defect"]

        function openFor(source, annotation) {
            problem = ""
            sourceId = source.id
            sourceLabel = source.heading || source.label || source.id
            annotationId = annotation ? annotation.id : ""
            var topic = annotation ? annotation.topic : "provenance"
            topicCombo.currentIndex = Math.max(0, topicCombo.indexOfValue(topic))
            annotationKindCombo.currentIndex = Math.max(0, kinds.indexOf(annotation ? annotation.kind : "says"))
            gameCombo.currentIndex = Math.max(0, gameCombo.indexOfValue(annotation ? annotation.game : ""))
            rulingCombo.currentIndex = Math.max(0, rulingCombo.indexOfValue(annotation && annotation.rulingId ? annotation.rulingId : ""))
            annotationText.text = annotation ? annotation.text : ""
            open()
        }

        contentItem: ScrollView {
            id: annotationScroll
            contentWidth: availableWidth
            clip: true
            ColumnLayout {
                width: annotationScroll.availableWidth
                spacing: 4
                Label {
                    Layout.fillWidth: true
                    visible: annotationDialog.problem !== ""
                    text: annotationDialog.problem
                    color: Theme.captured
                    wrapMode: Text.WordWrap
                }
                Label { Layout.fillWidth: true; text: annotationDialog.sourceLabel; color: Theme.text; font.bold: true; wrapMode: Text.WordWrap }
                Label { text: qsTr("Topic"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
                ComboBox {
                    id: topicCombo
                    Layout.fillWidth: true
                    textRole: "text"
                    valueRole: "value"
                    model: archive.topics.map(function (t) { return { value: t, text: detail.topicName(t) } })
                }
                Label { text: qsTr("Kind"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
                ComboBox {
                    id: annotationKindCombo
                    Layout.fillWidth: true
                    model: annotationDialog.kinds.map(function (k) { return detail.annotationKindName(k) })
                }
                Label { text: qsTr("Game"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
                ComboBox {
                    id: gameCombo
                    Layout.fillWidth: true
                    textRole: "text"
                    valueRole: "value"
                    //: The annotation concerns the game(s) of its source
                    model: [{ value: "", text: qsTr("The source's game") }, { value: "all", text: detail.gameName("all") }]
                           .concat(page.info.ids.map(function (id) { return { value: id, text: page.info.name(id) } }))
                }
                Label { text: qsTr("Ruling it bears on"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
                ComboBox {
                    id: rulingCombo
                    Layout.fillWidth: true
                    textRole: "text"
                    valueRole: "value"
                    model: [{ value: "", text: qsTr("None") }].concat(archive.allRulings.map(function (r) { return { value: r.id, text: r.title } }))
                }
                Label { text: qsTr("Annotation"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
                TextArea {
                    id: annotationText
                    Layout.fillWidth: true
                    Layout.preferredHeight: 140
                    wrapMode: TextEdit.Wrap
                    selectByMouse: true
                    placeholderText: qsTr("In your own words: what the source says, leaves open, disputes or gets wrong.")
                    background: FieldFrame {}
                }
            }
        }
        footer: DialogButtonBox {
            Button {
                text: qsTr("Save")
                enabled: archive.ready && !archive.busy && annotationText.text.trim() !== ""
                DialogButtonBox.buttonRole: DialogButtonBox.ApplyRole
            }
            Button { text: qsTr("Cancel"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
        }
        onApplied: {
            problem = ""
            var a = { sourceId: sourceId, topic: topicCombo.currentValue, kind: kinds[annotationKindCombo.currentIndex],
                      game: gameCombo.currentValue, rulingId: rulingCombo.currentValue, text: annotationText.text }
            if (annotationId !== "") a.id = annotationId
            archive.saveAnnotation(a)
        }
    }

    SaveFileDialog {
        id: saveDialog
        property string format: "bibtex"
        property var ids: []
        //: %1 is BibTeX or CSL-JSON
        title: qsTr("Save %1").arg(page.formatName(format))
        nameFilters: format === "bibtex" ? [qsTr("BibTeX files (*.bib)")] : [qsTr("CSL-JSON files (*.json)")]
        defaultSuffix: format === "bibtex" ? "bib" : "json"
        onAccepted: archive.exportCitations(format, selectedFile, ids)
    }

    // A short message at the bottom (copied, saved, refused).
    Rectangle {
        id: toast
        function show(message) {
            toastLabel.text = message
            opacity = 1
            toastTimer.restart()
        }
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.margin
        width: Math.min(page.width - 2 * Theme.margin, toastLabel.implicitWidth + 2 * Theme.margin)
        height: toastLabel.implicitHeight + 2 * Theme.spacing
        radius: Theme.radius
        color: Theme.text
        opacity: 0
        visible: opacity > 0
        Behavior on opacity { NumberAnimation { duration: 200 } }
        Label {
            id: toastLabel
            anchors.fill: parent
            anchors.margins: Theme.spacing
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
            color: Theme.surface
            font.pixelSize: Theme.fontBody
        }
        Timer { id: toastTimer; interval: 3500; onTriggered: toast.opacity = 0 }
    }
}
