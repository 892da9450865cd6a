import QtQuick
import Enkang

ComingPage {
    heading: qsTr("Sources")
    body: qsTr("The annotated archive: MacKay 2001, Klamroth 1911, Merker 1904 and the secondary sources, what each says, where they disagree, and how this app rules on each doubt. Meanwhile the Rules page lists every ruling.")
}
