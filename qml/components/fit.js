// How a board shares a phone's height with the controls around it: it asks
// for the height that shows it whole only as far as the others leave it
// room, and scrolls on a shorter phone rather than push them off the screen.
.pragma library

// The height `items` of a column take around its board: their implicit
// heights (not their laid-out ones, which would make a polish loop), a gap of
// `spacing` after each visible one, and `margins`.
function heightAround(items, spacing, margins) {
    var total = margins
    for (var i = 0; i < items.length; ++i) {
        if (!items[i].visible) continue
        total += items[i].implicitHeight + spacing
    }
    return total
}

// A board's minimum height: `whole` (all of it shown) as far as `room`
// allows, and never less than `floor`.
function boardHeight(whole, room, floor) {
    return Math.max(floor, Math.min(whole, room))
}

// A phone on its side (or any short, wide view): too short for a board with
// its controls under it, so they go beside it.
function onItsSide(width, height) {
    // Not before it has a height: a view laid out at 0 high first would
    // turn on its side and back.
    return height > 0 && width > 1.3 * height && height < 560
}

// The width of the column beside a board on its side: what is left of
// `total` once the board has thumb-sized pits (a four-row board all its
// columns in one band, with its edges: Board's pad, at most 14 px in a view
// under 560 px high; another board three fifths), within lo..hi.
function sideColumnWidth(total, board, thumb, lo, hi) {
    var boardWidth = board.rows === 4 ? board.columns * thumb + 2 * 14 : 0.6 * total
    return Math.max(lo, Math.min(hi, total - boardWidth))
}
