// The window: a navigation rail on wide screens, a drawer on phones (opened
// from a strip at the side on a phone on its side), and the pages. Reads
// Startup for scripted starts (page, game, moves).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang
import "components/fit.js" as Fit

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    // The smallest phone sizes the layouts are checked at (360x740 upright,
    // 667x375 on its side: tests/CMakeLists.txt): a desktop window shrunk
    // further would cut controls rather than reflow them.
    minimumWidth: 360
    minimumHeight: 375
    visible: true
    title: qsTr("Enkang")
    color: Theme.background
    // The rail: on a screen wide and tall enough.
    readonly property bool rail: width >= 760 && height >= 560
    // A phone on its side (or any short, wide window): the rail's names would
    // take a fifth of the width the board needs, and a phone's header an
    // eighth of the height, so a strip with the menu button stands in for
    // them and the pages go in the drawer.
    readonly property bool strip: !rail && Fit.onItsSide(width, height)
    readonly property var pageIds: ["home", "play", "learn", "rules", "sources", "records", "settings"]
    readonly property var pageNames: [qsTr("Home"), qsTr("Play"), qsTr("Learn"), qsTr("Rules"), qsTr("Sources"), qsTr("Records"), qsTr("Settings")]
    property int current: 0

    function show(id) { current = Math.max(0, pageIds.indexOf(id)) }

    // Called when record files given at start (app/gui/open_files.cpp) were imported or refused.
    function showImport(ids, summary) {
        show("records")
        if (ids.length > 0)
            recordsPage.openRecord(ids[0])
        importNotice.text = summary
        importNotice.open()
    }

    // Level 5 thinks for as long as Settings says, from its next move on.
    Binding {
        target: playPage.controller
        property: "level5Seconds"
        value: Preferences.level5Seconds
    }

    Component.onCompleted: {
        playPage.controller.animationMs = Startup.scripted ? 0 : Preferences.animationMs
        var resumed = false
        if (Startup.game !== "") {
            playPage.controller.newGame(Startup.game, Startup.options, [0, 0])
            rulesPage.gameId = Startup.game
        } else {
            // The game left in progress last time goes on (GameSession keeps it).
            resumed = GameSession.resume(playPage.controller) && playPage.controller.ply > 0
        }
        GameSession.keep(playPage.controller)
        if (Startup.moves.length > 0 && !playPage.controller.playNames(Startup.moves))
            console.warn("--moves: stopped at an illegal or unknown move")
        show(Startup.page !== "" ? Startup.page : (Startup.game !== "" || resumed ? "play" : "home"))
        if (Startup.record > 0) {
            recordsPage.openRecord(Startup.record)
            show("records")
        }
        if (Startup.recorder !== "") {
            recordsPage.openRecorder(Startup.recorder, Startup.game)
            show("records")
        }
        if (Startup.tutorial !== "") {
            learnPage.open(Startup.tutorial, Startup.step - 1)
            show("learn")
        }
    }

    header: ToolBar {
        visible: !window.rail && !window.strip
        background: Rectangle { color: Theme.accent }
        RowLayout {
            anchors.fill: parent
            MenuButton { palette.buttonText: Theme.accentText }
            Label {
                text: window.pageNames[window.current]
                color: Theme.accentText
                font.pixelSize: Theme.fontTitle
                font.bold: true
                Layout.fillWidth: true
            }
        }
    }

    WindowDialog {
        id: importNotice
        property alias text: importSummary.text
        widest: 560
        title: qsTr("Opening record files")
        standardButtons: Dialog.Ok
        ScrollingColumn {  // many refused files make a long summary
            anchors.fill: parent
            Label {
                id: importSummary
                Layout.fillWidth: true
                wrapMode: Text.Wrap
            }
        }
    }

    Drawer {
        id: drawer
        width: Math.min(window.width * 0.75, 300)
        height: window.height
        interactive: !window.rail
        NavList { anchors.fill: parent; onChosen: drawer.close() }
    }

    component MenuButton: ToolButton {
        text: "☰"
        font.pixelSize: Theme.fontTitle
        Accessible.name: qsTr("Menu")
        onClicked: drawer.open()
    }

    component NavList: ListView {
        signal chosen()
        model: window.pageNames
        delegate: Component {
            ItemDelegate {
                width: ListView.view.width
                text: modelData
                highlighted: index === window.current
                font.pixelSize: Theme.fontBody
                background: Rectangle { color: highlighted ? Theme.accent : "transparent" }
                palette.text: highlighted ? Theme.accentText : Theme.text
                palette.windowText: highlighted ? Theme.accentText : Theme.text
                onClicked: { window.current = index; ListView.view.chosen() }
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0
        Rectangle {
            visible: window.strip
            Layout.fillHeight: true
            Layout.preferredWidth: Theme.touchTarget + 8
            color: Theme.surfaceAlt
            MenuButton {
                objectName: "menuStripButton"
                x: 4
                y: 4
                palette.buttonText: Theme.text
            }
        }
        Rectangle {
            visible: window.rail
            Layout.fillHeight: true
            Layout.preferredWidth: 168
            color: Theme.surfaceAlt
            ColumnLayout {
                anchors.fill: parent
                spacing: 0
                Label {
                    text: qsTr("Enkang")
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.accent
                    Layout.margins: Theme.margin
                }
                NavList { Layout.fillWidth: true; Layout.fillHeight: true }
            }
        }
        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: window.current
            // Each page is a tab for screen readers, named as in the navigation.
            HomePage {
                Accessible.name: window.pageNames[0]
                onPlay: function (gameId) {
                    playPage.controller.newGame(gameId, Preferences.gameOptions(gameId), Preferences.levels(gameId))
                    window.show("play")
                }
                onRules: function (gameId) { rulesPage.gameId = gameId; window.show("rules") }
            }
            PlayPage { id: playPage; Accessible.name: window.pageNames[1] }
            LearnPage { id: learnPage; Accessible.name: window.pageNames[2] }
            RulesPage { id: rulesPage; Accessible.name: window.pageNames[3] }
            SourcesPage { Accessible.name: window.pageNames[4] }
            RecordsPage { id: recordsPage; Accessible.name: window.pageNames[5] }
            SettingsPage { controller: playPage.controller; Accessible.name: window.pageNames[6] }
        }
    }
}
