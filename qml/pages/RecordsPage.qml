import QtQuick
import Enkang

ComingPage {
    heading: qsTr("Records")
    body: qsTr("A database of games recorded in the field: teams, place, date and observer, moves with comments, search, replay, and import and export as text.")
}
