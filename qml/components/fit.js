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
