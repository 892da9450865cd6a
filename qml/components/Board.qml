// The board of any of the three games, drawn from the engine's shape: 4 rows
// (d at the top, South's a at the bottom) or 2 rows. Long two-row boards are
// folded into bands of columns so that every pit stays big enough to read
// and tap on a phone; each band keeps North's row above South's, so
// opposite pits stay side by side. A four-row board too wide for thumb-sized
// pits (4x12 on a phone) is folded the same way, each band all four rows of
// its columns, with arrows where a row goes on in another band. It draws a
// BoardView (a position, with no game behind it); a tap on a pit is only
// reported (pitChosen): the screen that owns the board decides what it means.
import QtQuick
import QtQuick.Controls
import Enkang

Item {
    id: board
    property BoardView view
    property bool flipped: false
    property bool showNames: false
    property bool interactive: true
    // Every pit at least a thumb's size, folding the board where it must, as a
    // board to play needs; a lesson's still board too, so that its read and
    // play steps keep one layout. A picture (false) just fits its box.
    property bool thumbSized: interactive
    property bool showMarks: interactive   // the marked pits (legal moves, a lesson's highlights)
    property int cursor: -1
    readonly property int rows: view ? view.board.rows : 4
    readonly property int columns: view ? view.board.columns : 8
    // MacKay's informant calls the counters cows; the other sources, seeds.
    readonly property bool cows: view !== null && Games.game(view.gameId).callsSeedsCows
    property alias pitItems: pits   // the Pit items, for tests
    signal pitChosen(int index)

    // A four-row board just too wide for thumb-sized pits is drawn on a thin
    // rim instead of folding, running into the margin of the page that
    // holds it (bleed: how far it may draw past its left and right edges):
    // a 4x8 board at 360 px, whose two folded bands would need more height
    // than a phone has beside the controls.
    property real bleed: 0
    readonly property real kThinPad: 4
    // From the width alone, as thumbHeight is (the height follows from it).
    readonly property bool thinRim: rows === 4
        && (width - 2 * Math.max(6, width / 40)) / columns < Theme.touchTarget
        && (width + 2 * bleed - 2 * kThinPad) / columns >= Theme.touchTarget
    // Layout: how many columns per band, and the pit size that gives.
    readonly property int pad: thinRim ? kThinPad : Math.max(6, Math.min(width, height) / 40)
    readonly property var fold: computeFold(width + (thinRim ? 2 * bleed : 0) - 2 * pad, height - 2 * pad)
    readonly property int bandColumns: fold.columns
    readonly property int bands: fold.bands
    readonly property real cell: fold.cell
    // A folded four-row board draws each band on wood of its own, a quarter
    // of a pit apart.
    readonly property bool foldedFourRows: rows === 4 && bands > 1
    readonly property real bandGap: rows === 2 ? cell * 0.35 : cell * kFoldedGapCells + 2 * pad
    readonly property real middleGap: rows === 4 ? cell * (foldedFourRows ? kFoldedBandCells - 4 : 0.25) : 0
    // A folded four-row band's height and the gap between bands, in pits.
    readonly property real kFoldedBandCells: 4.2
    readonly property real kFoldedGapCells: 0.25
    // Room at the ends of a folded four-row board's bands, for the arrows.
    readonly property real sideRoom: foldedFourRows ? cell * kSideRoom : 0
    readonly property real kSideRoom: 0.4
    readonly property real bandHeight: rows === 2 ? 2 * cell : 4 * cell + middleGap

    function computeFold(w, h) {
        if (rows !== 2)
            return computeFourRowFold(w, h)
        // Try 1, 2, 3 … bands of equal length; keep the one with the biggest pits.
        var best = { columns: columns, bands: 1, cell: 0, score: 0 }
        for (var b = 1; b <= Math.ceil(columns / 4); ++b) {
            var c = Math.ceil(columns / b)
            if (Math.ceil(columns / c) !== b) continue
            var cell = Math.min(w / c, h / (2 * b + 0.35 * (b - 1)))
            // Bands of equal length read better: a short last band must earn its place.
            var score = cell * (columns % c === 0 ? 1 : 0.93)
            if (score > best.score + 0.5) best = { columns: c, bands: b, cell: cell, score: score }
        }
        // A short board stays whole wherever its pits are a thumb's size (its
        // own shape, which a lesson's "the corners a1 and a8" describes), and a
        // long one too if folding would not give much bigger pits: a 2x40
        // board in one strip of 44 px pits where three bands give 125 px
        // would be the wrong trade. (At 360 px a 2x8 board still folds: eight
        // thumb-sized pits need more width.)
        var whole = Math.min(w / columns, h / 2)
        if (whole >= Theme.touchTarget && (columns <= 12 || whole >= 0.6 * best.cell))
            return { columns: columns, bands: 1, cell: whole }
        // A board to play keeps every pit a thumb's size: the bands then run
        // below the given height and the board scrolls (En Gehé on a phone).
        if (thumbSized && best.cell < Theme.touchTarget) {
            var across = Math.max(1, Math.floor(w / Theme.touchTarget))
            return { columns: across, bands: Math.ceil(columns / across), cell: w / across }
        }
        return best
    }
    // Four rows: all columns in one band if the width gives them a thumb's
    // size (or the board is only a picture); else the fewest equal bands
    // that keep them so. Folding needs more height, never less: a board
    // short of height (a phone on its side) keeps one band of thumb-sized
    // pits and scrolls.
    function computeFourRowFold(w, h) {
        var whole = Math.max(8, Math.min(w / columns, h / 4.25))
        if (!thumbSized || whole >= Theme.touchTarget)
            return { columns: columns, bands: 1, cell: whole }
        if (w / columns >= Theme.touchTarget)
            return { columns: columns, bands: 1, cell: Theme.touchTarget }
        var b = fourRowBands(w)
        var c = Math.ceil(columns / b)
        var cell = Math.min(w / (c + 2 * kSideRoom),
                            (h - 2 * pad * (b - 1)) / (kFoldedBandCells * b + kFoldedGapCells * (b - 1)))
        return { columns: c, bands: b, cell: Math.max(Theme.touchTarget, cell) }
    }
    // The fewest bands (at least 2) whose pits are a thumb wide in width w.
    function fourRowBands(w) {
        for (var b = 2; b < columns; ++b)
            if (w / (Math.ceil(columns / b) + 2 * kSideRoom) >= Theme.touchTarget) return b
        return columns
    }
    // The height a four-row board needs to show its thumb-sized pits without
    // scrolling (0 for other boards), from its width alone: the screen that
    // holds it can make room.
    readonly property real thumbHeight: {
        var c = Theme.touchTarget, edge = Math.max(6, width / 40), w = width - 2 * edge
        if (rows !== 4 || !thumbSized) return 0
        if (thinRim) return 2 * kThinPad + 4.25 * c + 2
        if (w / columns >= c) return 2 * edge + 4.25 * c + 2
        var b = fourRowBands(w)
        return 2 * b * edge + (kFoldedBandCells * b + kFoldedGapCells * (b - 1)) * c + 2
    }
    // The drawing is centred in whatever size the board is given.
    readonly property real usedWidth: 2 * pad + 2 * sideRoom + cell * bandColumns
    readonly property real usedHeight: 2 * pad + bands * bandHeight + (bands - 1) * bandGap
    readonly property real offsetX: thinRim ? (width - usedWidth) / 2 : Math.max(0, (width - usedWidth) / 2)
    readonly property real offsetY: Math.max(0, (height - usedHeight) / 2)
    function bandOf(column) {
        var band = Math.floor(column / bandColumns)
        return flipped ? bands - 1 - band : band
    }
    function pitX(row, column) {
        var c = column % bandColumns
        return offsetX + pad + sideRoom + (flipped ? bandColumns - 1 - c : c) * cell
    }
    function pitY(row, column) {
        var top = offsetY + pad + bandOf(column) * (bandHeight + bandGap)
        if (rows === 2) {
            var upper = flipped ? row === 0 : row === 1
            return top + (upper ? 0 : cell)
        }
        var fromTop = flipped ? row : 3 - row
        return top + fromTop * cell + (fromTop >= 2 ? middleGap : 0)
    }
    function choose(index) {
        if (interactive && view) pitChosen(index)
    }

    implicitWidth: 480
    implicitHeight: 300

    // A board to play is a table of pit buttons; a still one is a picture.
    Accessible.role: interactive ? Accessible.Table : Accessible.Graphic
    Accessible.name: interactive ? qsTr("Board") : qsTr("Picture of the board")
    Accessible.description: interactive ? "" : qsTr("%1 rows of %2 pits").arg(rows).arg(columns)
    activeFocusOnTab: true

    // How far the drawing runs past the board's sides (a thin rim's bleed).
    readonly property real overhang: thinRim ? bleed : 0
    Flickable {  // scrolls only when the pits need more height than the board has
    id: sheet
    objectName: "boardSheet"
    // Widened by the overhang, and the content moved back by it (margins),
    // so that clipping while it scrolls keeps the rim and the edge pits.
    anchors.fill: parent
    anchors.leftMargin: -board.overhang
    anchors.rightMargin: -board.overhang
    leftMargin: board.overhang
    rightMargin: board.overhang
    contentX: -board.overhang
    flickableDirection: Flickable.VerticalFlick
    contentWidth: board.width
    contentHeight: Math.max(height, board.usedHeight)
    interactive: contentHeight > height + 1
    boundsBehavior: Flickable.StopAtBounds
    clip: interactive
    // Shown for as long as the board scrolls: a cut band alone does not say
    // that more pits lie below.
    ScrollIndicator.vertical: ScrollIndicator {
        objectName: "boardScrollIndicator"
        active: sheet.interactive
    }

    Repeater {  // the wood of the board, around the pits actually drawn
        model: board.foldedFourRows ? board.bands : 1
        Rectangle {
            x: board.offsetX
            y: board.offsetY + index * (board.bandHeight + board.bandGap)
            width: board.thinRim ? board.usedWidth : Math.min(board.width, board.usedWidth)
            height: board.foldedFourRows ? board.bandHeight + 2 * board.pad : board.usedHeight
            color: Theme.board
            border.color: Theme.boardEdge
            border.width: 2
            radius: Theme.radius
        }
    }


    Repeater {
        id: pits
        model: board.view ? board.view.board : null
        Pit {
            x: board.pitX(model.row, model.column) + board.cell * 0.06
            y: board.pitY(model.row, model.column) + board.cell * 0.06
            width: board.cell * 0.88
            height: width
            z: 1 + 1 / (1 + y)   // above the wood; a pit's name stays over the ring of the pit below it
            pitName: model.name
            seeds: model.seeds
            owner: model.owner
            legal: model.legal && board.showMarks
            lastMove: model.lastMove
            activity: model.activity
            showName: board.showNames
            cows: board.cows
            interactive: board.interactive
            tapMargin: board.cell * 0.06   // the whole cell takes the tap
            hasCursor: board.activeFocus && board.cursor === index
            onTapped: { board.cursor = index; board.choose(index) }
        }
    }

    // En Gehé's track (a1 … aN, then bN … b1): a small arrow from every pit
    // towards the next one, so that the way the seeds go stays readable when
    // the rows are folded into bands. Between neighbours it sits in the gap
    // (where the track turns from one row to the other and pit names are
    // shown, beside the name, on the board's outer side); where the track jumps to another band
    // it points across the band gap (beside the name too, when names are shown).
    Repeater {
        id: trackArrows
        model: board.rows === 2 ? 2 * board.columns : 0
        BoardArrow {
            readonly property int row: index < board.columns ? 0 : 1
            readonly property int column: row === 0 ? index : 2 * board.columns - 1 - index
            readonly property int nextRow: row === 0 ? (column === board.columns - 1 ? 1 : 0)
                                                     : (column === 0 ? 0 : 1)
            readonly property int nextColumn: row === 0 ? Math.min(column + 1, board.columns - 1)
                                                        : Math.max(column - 1, 0)
            readonly property real fromX: board.pitX(row, column) + board.cell / 2
            readonly property real fromY: board.pitY(row, column) + board.cell / 2
            readonly property real toX: board.pitX(nextRow, nextColumn) + board.cell / 2
            readonly property real toY: board.pitY(nextRow, nextColumn) + board.cell / 2
            // Neighbours on the drawing: the arrow halfway; else a jump between bands.
            readonly property bool neighbours: Math.abs(toX - fromX) + Math.abs(toY - fromY) < board.cell * 1.5
            readonly property real jumpSign: toY > fromY ? 1 : -1
            readonly property real pointsTo: neighbours ? Math.atan2(toY - fromY, toX - fromX) * 180 / Math.PI
                                                        : 90 * jumpSign
            readonly property bool turns: neighbours && Math.abs(toX - fromX) < 1 && board.showNames
            // Arrows that would sit under a pit's name (turns, and jumps out of
            // a band) move beside it, on the board's outer side.
            readonly property bool besideName: board.showNames && (turns || !neighbours)
            readonly property real outward: fromX < board.width / 2 ? -1 : 1
            readonly property real atX: (neighbours ? (fromX + toX) / 2 : fromX)
                                        + (besideName ? outward * board.cell * 0.34 : 0)
            readonly property real atY: neighbours ? (fromY + toY) / 2
                                                   : fromY + jumpSign * (board.cell / 2 + board.bandGap / 2)
            objectName: "trackArrow"
            cell: board.cell
            x: atX - width / 2
            y: atY - height / 2
            rotation: pointsTo
        }
    }

    // A folded four-row board: where a row goes on in another band, an arrow
    // beside the pit it leaves and one beside the pit it enters, both
    // pointing the way the seeds go.
    Repeater {
        id: foldArrows
        model: board.foldedFourRows && board.view ? board.view.board : null
        Item {
            id: crossing
            readonly property int nextColumn: model.nextColumn >= 0 ? model.nextColumn : model.column
            readonly property bool jumps: Math.floor(model.column / board.bandColumns)
                                          !== Math.floor(nextColumn / board.bandColumns)
            // Which way the row runs on the screen.
            readonly property real way: (nextColumn > model.column ? 1 : -1) * (board.flipped ? -1 : 1)
            readonly property int pitRow: model.row
            readonly property int pitColumn: model.column
            visible: jumps
            Repeater {
                model: crossing.jumps ? 2 : 0
                BoardArrow {
                    // 0: beside the pit left, on its way out; 1: beside the pit entered.
                    readonly property int column: index === 0 ? crossing.pitColumn : crossing.nextColumn
                    readonly property real side: index === 0 ? crossing.way : -crossing.way
                    objectName: "foldArrow"
                    cell: board.cell
                    x: board.pitX(crossing.pitRow, column) + board.cell / 2
                       + side * (board.cell / 2 + board.sideRoom / 2) - width / 2
                    y: board.pitY(crossing.pitRow, column) + board.cell / 2 - height / 2
                    rotation: crossing.way > 0 ? 0 : 180
                }
            }
        }
    }
    }

    // Keyboard: arrows move along a row and between rows, Enter plays.
    function moveCursor(dColumn, dRow) {
        if (cursor < 0) { cursor = view.toMove === 0 ? (rows === 2 ? 0 : columns) : (rows - 2) * columns; return }
        var row = Math.floor(cursor / columns), column = cursor % columns
        if (flipped) { dColumn = -dColumn; dRow = -dRow }
        column = Math.max(0, Math.min(columns - 1, column + dColumn))
        row = Math.max(0, Math.min(rows - 1, row + dRow))
        cursor = row * columns + column
    }
    Keys.onLeftPressed: moveCursor(-1, 0)
    Keys.onRightPressed: moveCursor(1, 0)
    Keys.onUpPressed: moveCursor(0, 1)
    Keys.onDownPressed: moveCursor(0, -1)
    Keys.onReturnPressed: if (cursor >= 0) choose(cursor)
    Keys.onEnterPressed: if (cursor >= 0) choose(cursor)
    Keys.onSpacePressed: if (cursor >= 0) choose(cursor)
    Keys.onEscapePressed: if (view) view.skipAnimation()
}
