// Texts and controls drawn over one another in a shown window: a wrapped
// label that kept the height of an earlier, narrower layout, a title under
// the tabs. No checker of sizes sees these; the --controls dump reports them.
#pragma once

#include <QJsonArray>

class QQuickItem;
class QRectF;
class QString;

namespace enkang::gui {

// Every pair among the texts and controls in root's tree (a control's own
// texts are its own; bare tap areas, which lie over what they serve, are
// left out) whose visible parts cross by more than a few pixels each way:
// [{"a", "b", "x", "y", "width", "height"[, "popup"]}...].
QJsonArray findOverlaps(QQuickItem* root, const QRectF& windowRect, const QString& popup);

}  // namespace enkang::gui
