// Which Qt Quick items a finger uses, and what they are called in reports:
// shared by the controls' dump (--controls) and its search for overlaps.
#pragma once

class QQuickItem;
class QRectF;
class QString;

namespace enkang::gui {

// "Button", "ComboBox", "MouseArea", "TapHandler"…, or nullptr for no control.
const char* controlKind(const QQuickItem* item);

// Drawn: visible, not transparent, not empty.
bool isShown(const QQuickItem* item);

// Takes input now (a MouseArea's own "enabled" is not QQuickItem's).
bool isUsable(const QQuickItem* item);

// A control to report: a disabled button still is, a disabled MouseArea and a
// read-only text area (text to read) are not.
bool isReportedControl(const QQuickItem* item, const char* kind);

// A bare tap area (MouseArea, TapHandler), which often lies over what it serves.
bool isTapArea(const char* kind);

// What a screen reader says, else the text shown, else the QML id.
QString controlName(QQuickItem* item);

QRectF sceneRect(const QQuickItem* item);

}  // namespace enkang::gui
