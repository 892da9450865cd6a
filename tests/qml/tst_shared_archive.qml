// The Shared archive settings component: it loads, Sync waits for a server
// address, and a bad address is said in the status line, not thrown.
import QtQuick
import QtTest
import Enkang
import "find.js" as Find

Item {
    id: root
    width: 500
    height: 700

    SharedArchiveSettings { id: settings; width: root.width }

    TestCase {
        name: "SharedArchive"
        when: windowShown

        function findButton(item, label) { return Find.button(item, label) }

        function test_syncNeedsAServer() {
            settings.sync.server = ""
            var button = findButton(settings, "Sync")
            verify(button !== null)
            verify(!button.enabled)
            settings.sync.server = "postgresql://server.lan/enkang"
            verify(button.enabled)
            compare(settings.sync.conflicts.length, 0)
            settings.sync.server = ""
        }
    }
}
