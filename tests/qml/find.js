// Finding the items a test drives by what the user sees on them.
.pragma library

// The first visible item under `item` that `accept` takes, depth first.
function item(under, accept) {
    if (under.visible && accept(under)) return under
    var kids = under.children !== undefined ? under.children : []
    for (var i = 0; i < kids.length; ++i) {
        var found = item(kids[i], accept)
        if (found) return found
    }
    return null
}
function button(under, label) {
    return item(under, function (i) { return i.text === label && i.clicked !== undefined })
}
function text(under, shown) { return item(under, function (i) { return i.text === shown }) }
