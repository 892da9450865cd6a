// --controls FILE: once the window is drawn, every visible control a finger
// can use (buttons, fields, boxes, sliders, open menus, tappable areas) with
// its place and size, and what is drawn over what, written as JSON so that
// tests can check thumb sizes and overlaps.
#pragma once

#include <QString>

class QQuickWindow;

namespace enkang::gui {

// Writes {"page": page, "controls": [{name, kind, x, y, width, height,
// enabled[, popup]}...], "overlaps": [...] (overlaps.h)} to file after a few
// frames have been drawn: the page's controls, then those of each popup it
// can open (menus, dialogs, the drawer, combo box lists), opened one at a
// time. Then quits the app (exit 1 if the file cannot be written or QML
// warned).
void dumpControlsWhenDrawn(QQuickWindow* window, const QString& page, const QString& file);

}  // namespace enkang::gui
