// The facts of a game about to be recorded: which game and options, when
// (date and time start at now), where, who watched, and the two sides (for
// En Gehé, teams and their members, who take the seeds in turn). Laid out
// in one column with big fields, for a phone held in one hand.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

ColumnLayout {
    id: form
    property string gameId: Games.defaultId
    property bool joinedInProgress: false
    // Correcting a saved record: no game or options to choose, but its result and sources.
    property bool editing: false
    readonly property var results: ["*", "1-0", "0-1", "1/2-1/2"]
    readonly property bool teams: Games.game(gameId).hasTeams
    readonly property GameInfo info: GameInfo {}
    spacing: Theme.spacing

    // The options as rules.md names them ({columns: 40, first: "south"}).
    function options() {
        var o = { first: firstBox.currentIndex === 1 ? "north" : "south" }
        for (var i = 0; i < optionRepeater.count; ++i) {
            var item = optionRepeater.itemAt(i)
            if (item) o[item.key] = item.value
        }
        return o
    }
    // The record's tags (empty ones are left out by the recorder).
    function tags() {
        return {
            Date: dateField.text, Time: timeField.text, Place: placeField.text,
            Coordinates: coordinatesField.text, Event: eventField.text, Observer: observerField.text,
            South: southField.text, North: northField.text,
            SouthMembers: form.teams ? southMembersField.text : "",
            NorthMembers: form.teams ? northMembersField.text : "",
            Notes: notesField.text,
            Sources: form.editing ? sourcesField.text : "",
            Result: form.editing ? form.results[resultBox.currentIndex] : "*"
        }
    }
    // What an edit of a saved record changes: the fields shown (a hidden
    // field, such as members in a game without teams, keeps its tag).
    function editedTags() {
        var t = tags()
        if (!form.teams) { delete t.SouthMembers; delete t.NorthMembers }
        return t
    }
    // Fills the fields from a record's tags ([{name, value}]).
    function load(tagList) {
        var fields = { Date: dateField, Time: timeField, Place: placeField, Coordinates: coordinatesField,
                       Event: eventField, Observer: observerField, South: southField, North: northField,
                       SouthMembers: southMembersField, NorthMembers: northMembersField,
                       Notes: notesField, Sources: sourcesField }
        for (var key in fields) fields[key].text = ""
        resultBox.currentIndex = 0
        for (var i = 0; i < tagList.length; ++i) {
            var t = tagList[i]
            if (fields[t.name] !== undefined) fields[t.name].text = t.value
            else if (t.name === "Result") resultBox.currentIndex = Math.max(0, form.results.indexOf(t.value))
        }
    }
    function setNow() {
        var now = new Date()
        dateField.text = Qt.formatDate(now, "yyyy.MM.dd")
        timeField.text = Qt.formatTime(now, "HH:mm")
    }
    Component.onCompleted: if (!editing) setNow()

    component Field: ColumnLayout {
        id: field
        property alias label: caption.text
        property alias text: input.text
        property alias placeholder: input.placeholderText
        property alias hints: input.inputMethodHints
        property alias validator: input.validator
        property string problem: ""
        Layout.fillWidth: true
        spacing: 2
        Label { id: caption; color: Theme.textMuted; font.pixelSize: Theme.fontSmall; Layout.fillWidth: true; wrapMode: Text.WordWrap }
        TextField {
            id: input
            Layout.fillWidth: true
            implicitHeight: Theme.touchTarget
            font.pixelSize: Theme.fontBody
            Accessible.name: caption.text
        }
        Label {
            visible: field.problem !== ""
            text: field.problem
            color: Theme.accent
            font.pixelSize: Theme.fontSmall
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
        }
    }
    component Heading: Label {
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.text
        Layout.topMargin: Theme.spacing
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
    }

    Heading { text: qsTr("The game"); Layout.topMargin: 0; visible: !form.editing }
    ComboBox {
        id: gameBox
        visible: !form.editing
        Layout.fillWidth: true
        implicitHeight: Theme.touchTarget
        font.pixelSize: Theme.fontBody
        model: form.info.ids.map(function (id) { return form.info.name(id) })
        currentIndex: form.info.ids.indexOf(form.gameId)
        onActivated: form.gameId = form.info.ids[currentIndex]
        Accessible.name: qsTr("Game")
    }
    Repeater {
        id: optionRepeater
        model: form.editing ? [] : Games.game(form.gameId).optionRanges
        OptionRow {
            required property var modelData
            range: modelData
            label: form.info.optionLabel(modelData.key)
        }
    }
    RowLayout {
        Layout.fillWidth: true
        visible: !form.editing
        Label { text: qsTr("Who starts"); color: Theme.text; Layout.fillWidth: true }
        ComboBox { id: firstBox; model: [qsTr("South"), qsTr("North")]; Accessible.name: qsTr("Who starts") }
    }
    Switch {
        id: joinedSwitch
        objectName: "joinedSwitch"
        visible: !form.editing
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget  // the whole row takes the tap
        text: qsTr("Joined in progress: set up the position first")
        checked: form.joinedInProgress
        onToggled: form.joinedInProgress = checked
    }

    Heading { text: qsTr("When and where"); Layout.topMargin: form.editing ? 0 : Theme.spacing }
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Field {
            id: dateField
            label: qsTr("Date (year.month.day)")
            hints: Qt.ImhPreferNumbers
            problem: text === "" || /^[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}$/.test(text) ? "" : qsTr("Write it as 2026.11.29")
        }
        Field {
            id: timeField
            label: qsTr("Time")
            hints: Qt.ImhPreferNumbers
            Layout.preferredWidth: 90
            Layout.fillWidth: false
            problem: text === "" || /^[0-9]{1,2}:[0-9]{2}(:[0-9]{2})?$/.test(text) ? "" : qsTr("Write it as 16:05")
        }
        Button {
            text: qsTr("Now")
            Layout.alignment: Qt.AlignBottom
            implicitHeight: Theme.touchTarget
            onClicked: form.setNow()
            Accessible.description: qsTr("Sets the date and time to now")
        }
    }
    Field { id: placeField; objectName: "placeField"; label: qsTr("Place"); placeholder: qsTr("Village, area or market") }
    Field {
        id: coordinatesField
        label: qsTr("Coordinates (optional)")
        placeholder: qsTr("latitude,longitude e.g. -2.99,35.96")
        hints: Qt.ImhFormattedNumbersOnly
        problem: text === "" || /^\s*-?[0-9]+(\.[0-9]+)?\s*,\s*-?[0-9]+(\.[0-9]+)?\s*$/.test(text)
                 ? "" : qsTr("Write latitude and longitude in degrees, separated by a comma")
    }
    Field { id: eventField; label: qsTr("Event"); placeholder: qsTr("e.g. dry-season gathering") }
    Field { id: observerField; label: qsTr("Observer"); placeholder: qsTr("Who is recording") }

    Heading { text: form.teams ? qsTr("The teams") : qsTr("The players") }
    Field {
        id: southField
        label: form.teams ? qsTr("South's team") : qsTr("South (who sits at the bottom)")
        placeholder: form.teams ? qsTr("Team name") : qsTr("Name")
    }
    Field {
        id: southMembersField
        visible: form.teams
        label: qsTr("South's members, in the order they take the seeds")
        placeholder: qsTr("Names, separated by commas")
    }
    Field {
        id: northField
        label: form.teams ? qsTr("North's team") : qsTr("North (who sits at the top)")
        placeholder: form.teams ? qsTr("Team name") : qsTr("Name")
    }
    Field {
        id: northMembersField
        visible: form.teams
        label: qsTr("North's members, in the order they take the seeds")
        placeholder: qsTr("Names, separated by commas")
    }
    Field { id: notesField; label: qsTr("Notes (optional)") }
    Heading { text: qsTr("Result"); visible: form.editing }
    ComboBox {
        id: resultBox
        visible: form.editing
        Layout.fillWidth: true
        implicitHeight: Theme.touchTarget
        model: [qsTr("Not known or unfinished"), qsTr("South won"), qsTr("North won"), qsTr("Draw")]
        Accessible.name: qsTr("Result")
    }
    Field {
        id: sourcesField
        visible: form.editing
        label: qsTr("Sources (where the game is described: ids of the source archive, or references)")
    }
}
