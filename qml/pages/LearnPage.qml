import QtQuick
import Enkang

ComingPage {
    heading: qsTr("Learn")
    body: qsTr("Guided lessons for each game on a live board: the board and its names, sowing, relays, reserves, raids and captures, endless moves, and short games against the computer. Your progress will be saved.")
}
