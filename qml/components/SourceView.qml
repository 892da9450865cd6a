// One source of the archive, read in full: its bibliographic data (only the
// fields it has), who taught the game and where, the games it is about, its
// summary and caveats, and its annotations grouped by topic, each with its
// kind and a link to the ruling it feeds. Also names the kinds and topics
// for the rest of the Sources page.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

Item {
    id: view
    property var source: ({})          // SourcesController.current
    property var groups: []            // SourcesController.annotationGroups
    property string highlight: ""      // an annotation to show and mark
    property bool showBack: false      // phone: a way back to the list
    property bool busy: false
    readonly property bool hasSource: !!source && source.id !== undefined
    readonly property GameInfo info: GameInfo {}
    implicitWidth: 400
    implicitHeight: 600

    signal back()
    signal rulingRequested(string rulingId)
    signal sourceRequested(string sourceId)
    signal editRequested()
    signal annotateRequested()
    signal annotationEditRequested(var annotation)
    signal citeRequested(string format)

    function kindName(kind) {
        if (kind === "primary") return qsTr("Primary source")
        if (kind === "secondary") return qsTr("Secondary source")
        if (kind === "founding-text") return qsTr("Founding text")
        return kind || ""
    }
    function annotationKindName(kind) {
        //: Kind of annotation: what the source states
        if (kind === "says") return qsTr("says")
        //: Kind of annotation: the source leaves a point open
        if (kind === "ambiguity") return qsTr("ambiguity")
        //: Kind of annotation: sources differ on a point
        if (kind === "disagreement") return qsTr("disagreement")
        //: Kind of annotation: an error of the text itself
        if (kind === "defect") return qsTr("defect")
        return kind || ""
    }
    function annotationKindColor(kind) {
        if (kind === "ambiguity") return Theme.north
        if (kind === "disagreement") return Theme.accent
        if (kind === "defect") return Theme.captured
        return Theme.boardEdge
    }
    function topicName(topic) {
        var names = {
            "board-size": qsTr("Board size"), "setup": qsTr("Set-up"), "first-move": qsTr("First move"),
            "sowing-direction": qsTr("Sowing direction"), "relay": qsTr("Relay sowing"),
            "origin-pit": qsTr("The emptied pit"), "endless-moves": qsTr("Endless moves"),
            "phase-change": qsTr("Change of phase"), "raid": qsTr("Raids"), "capture": qsTr("Capture"),
            "column-capture": qsTr("Column capture"), "repetition": qsTr("Repetition"),
            "end": qsTr("End of the game"), "leftover-seeds": qsTr("Leftover seeds"), "teams": qsTr("Teams"),
            "terminology": qsTr("Terminology"), "provenance": qsTr("Provenance"), "typology": qsTr("Typology"),
            "citation": qsTr("Citation"), "endgame-study": qsTr("Endgame study"),
            "text-artefact": qsTr("Text artefacts")
        }
        if (names[topic] !== undefined) return names[topic]
        var t = (topic || "").replace(/-/g, " ")
        return t.length > 0 ? t.charAt(0).toUpperCase() + t.slice(1) : qsTr("Other")
    }
    function gameName(id) {
        //: An annotation or ruling that concerns all the games
        return id === "all" ? qsTr("All games") : info.name(id)
    }
    function languageName(tag) {
        var names = { "en": qsTr("English"), "de": qsTr("German"), "es": qsTr("Spanish"),
                      "pt": qsTr("Portuguese"), "sk": qsTr("Slovak"), "mas": qsTr("Maa"), "sw": qsTr("Swahili") }
        return names[tag] !== undefined ? names[tag] : tag
    }
    function has(value) { return value !== undefined && value !== null && String(value).length > 0 }

    // [{label, value, url}] of the fields the source has.
    readonly property var fields: {
        if (!hasSource) return []
        var s = source, out = []
        function add(label, value) { if (has(value)) out.push({ label: label, value: String(value), url: "" }) }
        add(qsTr("Authors"), s.authorsText)
        add(qsTr("Year"), s.year)
        //: The journal, book, website or software a source appears in
        add(qsTr("In"), s.containerTitle)
        add(qsTr("Volume"), s.volume)
        add(qsTr("Pages"), s.pages)
        add(qsTr("Publisher"), s.publisher)
        add(qsTr("Place of publication"), s.publisherPlace)
        if (has(s.url)) out.push({ label: qsTr("Address"), value: s.url, url: s.url })
        add(qsTr("Language"), has(s.language) ? languageName(s.language) : "")
        add(qsTr("Licence"), s.license)
        // Not s.file: a founding text's file name is the project's, meaningless to a reader.
        //: The person who taught the game to the one who recorded it
        add(qsTr("Informant"), s.informant)
        add(qsTr("Observed at"), s.placeObserved)
        if (s.games && s.games.length > 0)
            add(qsTr("Games"), s.games.map(function (g) { return view.gameName(g) }).join(", "))
        return out
    }

    // Brings the highlighted annotation (and its topic) into view once laid out.
    property Item revealTarget: null
    function reveal(item) {
        revealTarget = item
        revealTimer.restart()
    }
    Timer {
        id: revealTimer
        interval: 60
        onTriggered: {
            if (!view.revealTarget) return
            var y = view.revealTarget.mapToItem(column, 0, 0).y - 3 * Theme.margin
            flick.contentY = Math.max(0, Math.min(y, flick.contentHeight - flick.height))
            view.revealTarget = null
        }
    }
    onSourceChanged: flick.contentY = 0

    // Phone: a bar to go back to the list, above the scrolling text.
    Rectangle {
        id: backBar
        visible: view.showBack
        width: parent.width
        height: visible ? backRow.implicitHeight + Theme.spacing : 0
        color: Theme.surfaceAlt
        z: 1
        RowLayout {
            id: backRow
            anchors.fill: parent
            anchors.leftMargin: Theme.spacing
            anchors.rightMargin: Theme.margin
            spacing: Theme.spacing
            Button {
                flat: true
                //: Goes back from one source to the list of sources
                text: qsTr("‹ Sources")
                font.pixelSize: Theme.fontBody
                onClicked: view.back()
            }
            Label {
                Layout.fillWidth: true
                text: view.hasSource ? (view.source.label || "") : ""
                color: Theme.textMuted
                font.pixelSize: Theme.fontBody
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignRight
            }
        }
    }

    Label {
        anchors.centerIn: parent
        width: parent.width - 2 * Theme.margin
        visible: !view.hasSource
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        color: Theme.textMuted
        font.pixelSize: Theme.fontBody
        text: view.busy ? qsTr("Opening…") : qsTr("Choose a source to read it with its annotations.")
    }

    Flickable {
        id: flick
        anchors.fill: parent
        anchors.topMargin: backBar.height
        visible: view.hasSource
        contentWidth: width
        contentHeight: column.implicitHeight + 2 * Theme.margin
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column
            x: Theme.margin
            y: Theme.margin
            width: flick.width - 2 * Theme.margin
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                text: view.hasSource ? view.kindName(view.source.kind) + (view.source.userEdited ? " · " + qsTr("added or edited by you") : "") : ""
                color: Theme.accent
                font.pixelSize: Theme.fontSmall
                font.bold: true
                font.capitalization: Font.AllUppercase
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                text: view.hasSource ? view.source.title : ""
                color: Theme.text
                font.pixelSize: Theme.fontTitle
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                visible: text.length > 0
                text: view.hasSource ? (view.source.label || "") : ""
                color: Theme.textMuted
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing
                Button { text: qsTr("Edit source"); onClicked: view.editRequested() }
                Button { text: qsTr("Add annotation"); onClicked: view.annotateRequested() }
                //: Copies the citation of this source to the clipboard
                Button { text: qsTr("Copy BibTeX"); onClicked: view.citeRequested("bibtex") }
                Button { text: qsTr("Copy CSL-JSON"); onClicked: view.citeRequested("csl-json") }
            }

            GridLayout {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacing
                columns: view.width >= 520 ? 2 : 1
                columnSpacing: Theme.margin
                rowSpacing: view.width >= 520 ? 4 : 0
                Repeater {
                    model: view.fields
                    delegate: Label {
                        required property var modelData
                        required property int index
                        Layout.row: view.width >= 520 ? index : 2 * index
                        Layout.column: 0
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: view.width >= 520 || index === 0 ? 0 : Theme.spacing
                        text: modelData.label
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                }
                Repeater {
                    model: view.fields
                    delegate: Label {
                        required property var modelData
                        required property int index
                        Layout.row: view.width >= 520 ? index : 2 * index + 1
                        Layout.column: view.width >= 520 ? 1 : 0
                        Layout.fillWidth: true
                        text: modelData.url !== "" ? "<a href=\"" + modelData.url + "\">" + modelData.url + "</a>" : modelData.value
                        textFormat: modelData.url !== "" ? Text.StyledText : Text.PlainText
                        linkColor: Theme.accent
                        onLinkActivated: function (link) { Qt.openUrlExternally(link) }
                        color: Theme.text
                        font.pixelSize: Theme.fontBody
                        wrapMode: Text.Wrap
                    }
                }
            }

            // The sources this one rests on.
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing
                visible: view.hasSource && !!view.source.derived && view.source.derived.length > 0
                Label {
                    //: Followed by the sources a source rests on
                    text: qsTr("Based on:")
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    height: basedOnRepeater.count > 0 ? basedOnRepeater.itemAt(0).height : implicitHeight
                    verticalAlignment: Text.AlignVCenter
                }
                Repeater {
                    id: basedOnRepeater
                    model: view.hasSource && view.source.derived ? view.source.derived : []
                    delegate: Button {
                        required property var modelData
                        flat: true
                        text: modelData.label + " ›"
                        palette.buttonText: Theme.accent
                        onClicked: view.sourceRequested(modelData.id)
                    }
                }
            }

            Label {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacing
                visible: view.hasSource && view.has(view.source.summary)
                text: view.hasSource && view.has(view.source.summary) ? view.source.summary : ""
                color: Theme.text
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
            }
            Rectangle {
                Layout.fillWidth: true
                visible: view.hasSource && view.has(view.source.note)
                implicitHeight: noteLabel.implicitHeight + 2 * Theme.spacing
                radius: Theme.radius
                color: Theme.surfaceAlt
                Label {
                    id: noteLabel
                    x: Theme.spacing + 4
                    y: Theme.spacing
                    width: parent.width - 2 * (Theme.spacing + 4)
                    //: Caveats about a source: what is unknown, unchecked or wrong
                    text: view.hasSource && view.has(view.source.note) ? qsTr("Note: %1").arg(view.source.note) : ""
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall + 1
                    font.italic: true
                    wrapMode: Text.WordWrap
                }
            }

            Label {
                Layout.fillWidth: true
                Layout.topMargin: Theme.margin
                //: Heading over the annotations of a source, with their number
                text: qsTr("Annotations (%1)").arg(view.groups.reduce(function (n, g) { return n + g.annotations.length }, 0))
                color: Theme.text
                font.pixelSize: Theme.fontTitle
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                visible: view.groups.length === 0
                text: qsTr("No annotations yet. Add what this source says, where it is unclear, where it disagrees with another source, or where its text is defective.")
                color: Theme.textMuted
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: view.groups
                delegate: ColumnLayout {
                    id: group
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    Label {
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacing
                        text: view.topicName(group.modelData.topic)
                        color: Theme.accent
                        font.pixelSize: Theme.fontBody + 1
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Repeater {
                        model: group.modelData.annotations
                        delegate: Rectangle {
                            id: card
                            required property var modelData
                            readonly property bool marked: modelData.id === view.highlight
                            Layout.fillWidth: true
                            implicitHeight: cardColumn.implicitHeight + 2 * Theme.spacing + 4
                            radius: Theme.radius
                            color: Theme.surface
                            border.color: marked ? Theme.accent : Theme.divider
                            border.width: marked ? 2 : 1
                            Component.onCompleted: if (marked) view.reveal(card)
                            onMarkedChanged: if (marked) view.reveal(card)
                            ColumnLayout {
                                id: cardColumn
                                x: Theme.spacing + 4
                                y: Theme.spacing + 2
                                width: parent.width - 2 * (Theme.spacing + 4)
                                spacing: 4
                                RowLayout {
                                    Layout.fillWidth: true
                                    spacing: Theme.spacing
                                    Rectangle {
                                        implicitWidth: kindLabel.implicitWidth + 12
                                        implicitHeight: kindLabel.implicitHeight + 4
                                        radius: height / 2
                                        color: view.annotationKindColor(card.modelData.kind)
                                        Label {
                                            id: kindLabel
                                            anchors.centerIn: parent
                                            text: view.annotationKindName(card.modelData.kind)
                                            color: Theme.accentText
                                            font.pixelSize: Theme.fontSmall
                                            font.bold: true
                                        }
                                    }
                                    Label {
                                        Layout.fillWidth: true
                                        text: card.modelData.game ? view.gameName(card.modelData.game) : ""
                                        color: Theme.textMuted
                                        font.pixelSize: Theme.fontSmall
                                        elide: Text.ElideRight
                                    }
                                    Button {
                                        flat: true
                                        text: qsTr("Edit")
                                        font.pixelSize: Theme.fontSmall
                                        Accessible.name: qsTr("Edit annotation")
                                        onClicked: view.annotationEditRequested(card.modelData)
                                    }
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: card.modelData.text
                                    color: Theme.text
                                    font.pixelSize: Theme.fontBody
                                    wrapMode: Text.WordWrap
                                }
                                Button {
                                    visible: !!card.modelData.rulingId
                                    Layout.maximumWidth: cardColumn.width
                                    flat: true
                                    //: A link from an annotation to the app's ruling on its point; %1 is the ruling's title
                                    text: qsTr("Ruling: %1 ›").arg(card.modelData.rulingTitle || card.modelData.rulingId || "")
                                    palette.buttonText: Theme.accent
                                    contentItem: Label {
                                        text: parent.text
                                        color: Theme.accent
                                        font.pixelSize: Theme.fontSmall + 1
                                        font.bold: true
                                        elide: Text.ElideRight
                                    }
                                    onClicked: view.rulingRequested(card.modelData.rulingId)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
