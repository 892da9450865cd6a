// Settings → Shared archive: server, user and password (the password is
// kept only while the app runs), a Sync button with progress, the changes
// waiting for the server, and each conflict with its three choices.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Enkang

ColumnLayout {
    id: root
    spacing: Theme.margin / 2
    property SyncController sync: SyncController {}

    Label { text: qsTr("Shared archive"); color: Theme.text; font.bold: true }
    TextField {
        Layout.fillWidth: true
        Layout.maximumWidth: 400
        placeholderText: qsTr("Server, e.g. postgresql://server.lan/enkang")
        text: root.sync.server
        onEditingFinished: root.sync.server = text
    }
    TextField {
        Layout.fillWidth: true
        Layout.maximumWidth: 400
        placeholderText: qsTr("User")
        text: root.sync.user
        onEditingFinished: root.sync.user = text
    }
    TextField {
        Layout.fillWidth: true
        Layout.maximumWidth: 400
        placeholderText: qsTr("Password (not stored)")
        echoMode: TextInput.Password
        onTextChanged: root.sync.password = text
    }
    RowLayout {
        Button {
            text: qsTr("Sync")
            enabled: !root.sync.busy && root.sync.server.length > 0
            onClicked: root.sync.sync()
        }
        Label {
            color: Theme.textMuted
            text: qsTr("%n change(s) waiting", "", root.sync.pendingCount)
        }
    }
    ProgressBar {
        Layout.fillWidth: true
        Layout.maximumWidth: 400
        visible: root.sync.busy
        indeterminate: root.sync.progress < 0
        value: Math.max(0, root.sync.progress)
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.textMuted
        visible: text.length > 0
        text: root.sync.status
    }
    Label {
        visible: root.sync.conflicts.length > 0
        color: Theme.text
        text: qsTr("%n conflict(s): the record was changed here and on the server", "",
                   root.sync.conflicts.length)
    }
    Repeater {
        model: root.sync.conflicts
        delegate: ColumnLayout {
            required property var modelData
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.text
                text: (modelData.localId === 0 ? qsTr("Deleted here") : qsTr("Changed here"))
                      + " · " + (modelData.serverDeleted
                                 ? qsTr("deleted on the server by %1").arg(modelData.serverChangedBy)
                                 : qsTr("changed on the server by %1, %2")
                                   .arg(modelData.serverChangedBy).arg(modelData.serverChangedAt))
            }
            RowLayout {
                Button { text: qsTr("Keep mine"); onClicked: root.sync.resolve(modelData.uuid, "local") }
                Button { text: qsTr("Keep the server's"); onClicked: root.sync.resolve(modelData.uuid, "server") }
                Button {
                    text: qsTr("Keep both")
                    visible: modelData.localId !== 0 && !modelData.serverDeleted
                    onClicked: root.sync.resolve(modelData.uuid, "both")
                }
            }
        }
    }
}
