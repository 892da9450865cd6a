// Finds the window's interactive items and writes them as JSON (--controls).
#include "controls_dump.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>
#include <functional>
#include <memory>

#include "control_kinds.h"
#include "overlaps.h"
#include "qml_warnings.h"

namespace enkang::gui {

namespace {

// A text in the control that is elided or cut (Text's own "truncated").
bool anyTextTruncated(const QQuickItem* item) {
    if (item->isVisible() && item->property("truncated").toBool()) return true;
    for (const QQuickItem* child : item->childItems())
        if (anyTextTruncated(child)) return true;
    return false;
}

// A button whose label needs more room than it has: Qt's own label (an
// IconLabel) narrower than its text, or one of its texts elided.
bool textClipped(const QQuickItem* item) {
    if (!item->inherits("QQuickAbstractButton")) return false;
    const auto* label = item->property("contentItem").value<QQuickItem*>();
    if (!label) return false;
    if (label->inherits("QQuickIconLabel"))
        return label->width() > 0 && label->implicitWidth() > label->width() + 1;
    return anyTextTruncated(label);
}

// Wholly inside the window (a pixel of rounding allowed).
bool inside(const QRectF& r, const QRectF& windowRect) {
    return windowRect.contains(r.adjusted(1, 1, -1, -1));
}

// Inside something that scrolls (a list, a page longer than the window):
// a control out of sight there is reached by scrolling to it.
bool insideScrolling(const QQuickItem* item) {
    for (const QQuickItem* p = item->parentItem(); p; p = p->parentItem())
        if (p->inherits("QQuickFlickable") &&
            (p->property("contentHeight").toReal() > p->height() + 1 ||
             p->property("contentWidth").toReal() > p->width() + 1))
            return true;
    return false;
}

// offWindow: cut by the window's edge, with no way to scroll it into sight.
QJsonObject describe(QQuickItem* item, const QString& name, const char* kind, const QRectF& r,
                     const QString& popup, bool offWindow) {
    QJsonObject c{{"name", name},
                  {"kind", QString::fromLatin1(kind)},
                  {"x", qRound(r.x())},
                  {"y", qRound(r.y())},
                  {"width", qRound(r.width())},
                  {"height", qRound(r.height())},
                  {"enabled", isUsable(item)}};
    if (!popup.isEmpty()) c.insert("popup", popup);
    if (textClipped(item)) c.insert("clipped", true);
    if (offWindow) c.insert("offWindow", true);
    return c;
}

// A spin box's minus and plus are taps of their own; they scroll with it.
void addSpinButtons(QQuickItem* spinBox, const QString& name, const QString& popup,
                    const QRectF& windowRect, bool scrolls, QJsonArray& out) {
    for (const char* part : {"down", "up"}) {
        const QObject* button = spinBox->property(part).value<QObject*>();
        auto* indicator = button ? button->property("indicator").value<QQuickItem*>() : nullptr;
        if (indicator && isShown(indicator))
            out.append(describe(indicator, name + QLatin1Char(' ') + QLatin1String(part),
                                "SpinBoxButton", sceneRect(indicator), popup,
                                !scrolls && !inside(sceneRect(indicator), windowRect)));
    }
}

// Every control shown in item's tree; popup: the open popup they belong to, if any.
void collect(QQuickItem* item, const QRectF& windowRect, const QString& popup, QJsonArray& out) {
    if (!isShown(item)) return;
    const char* kind = controlKind(item);
    if (isReportedControl(item, kind)) {
        const QRectF r = sceneRect(item);
        // Out of the window: listed only if no scrolling brings it in.
        const bool scrolls = insideScrolling(item);
        if (r.intersects(windowRect) || !scrolls) {
            out.append(describe(item, controlName(item), kind, r, popup,
                                !scrolls && !inside(r, windowRect)));
            if (qstrcmp(kind, "SpinBox") == 0)
                addSpinButtons(item, controlName(item), popup, windowRect, scrolls, out);
        }
        // A control's own parts (a spin box's field, a combo box's text) are the control.
        if (!isTapArea(kind)) return;
    }
    for (QQuickItem* child : item->childItems()) collect(child, windowRect, popup, out);
}

// Runs the event loop until done() holds or ms have passed.
bool waitFor(const std::function<bool()>& done, int ms = 3000) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < ms) {
        QEventLoop loop;
        QTimer::singleShot(20, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return done();
}

// The name a popup is known by: its QML id, else its class.
QString popupName(QObject* popup) {
    for (QQmlContext* c = qmlContext(popup); c; c = c->parentContext())
        if (const QString id = c->nameForObject(popup); !id.isEmpty()) return id;
    return QString::fromLatin1(popup->metaObject()->className()).section('_', 0, 0);
}

// Whether the item that holds the popup is shown (a page's popup opens on its page).
bool holderShown(QObject* popup) {
    for (QObject* o = popup->parent(); o; o = o->parent())
        if (auto* item = qobject_cast<QQuickItem*>(o)) return item->isVisible();
    return true;
}

// Opens each popup the page can open (menus, dialogs, drawers, combo box lists),
// one at a time, and adds the controls it shows.
void collectPopups(QQuickWindow* window, const QRectF& windowRect, QJsonArray& out,
                   QJsonArray& overlaps) {
    QQuickItem* overlay = nullptr;
    for (QQuickItem* child : window->contentItem()->childItems())
        if (child->inherits("QQuickOverlay")) overlay = child;
    if (!overlay) return;
    // A combo box makes its list when first asked for it.
    for (QQuickItem* box : window->findChildren<QQuickItem*>())
        if (box->inherits("QQuickComboBox") && box->isVisible()) box->property("popup");
    for (QObject* popup : window->findChildren<QObject*>()) {
        if (!popup->inherits("QQuickPopup") || popup->inherits("QQuickToolTip") ||
            !holderShown(popup) || popup->property("visible").toBool())
            continue;
        QMetaObject::invokeMethod(popup, "open");
        if (!waitFor([popup] { return popup->property("opened").toBool(); })) continue;
        waitFor([] { return false; }, 150);  // laid out and drawn
        collect(overlay, windowRect, popupName(popup), out);
        for (const QJsonValue& o : findOverlaps(overlay, windowRect, popupName(popup)))
            overlaps.append(o);
        QMetaObject::invokeMethod(popup, "close");
        waitFor([popup] { return !popup->property("visible").toBool(); });
    }
}

}  // namespace

void dumpControlsWhenDrawn(QQuickWindow* window, const QString& page, const QString& file) {
    auto frames = std::make_shared<int>(0);
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [window, page, file, frames] {
        if (++*frames != 4) return;
        QTimer::singleShot(400, window, [window, page, file] {
            QJsonArray controls;
            const QRectF shown(0, 0, window->width(), window->height());
            collect(window->contentItem(), shown, {}, controls);
            QJsonArray overlaps = findOverlaps(window->contentItem(), shown, {});
            collectPopups(window, shown, controls, overlaps);
            QFile out(file);
            const bool saved = out.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
                               out.write(QJsonDocument(QJsonObject{{"page", page},
                                                                   {"controls", controls},
                                                                   {"overlaps", overlaps}})
                                             .toJson()) > 0;
            if (!saved)
                std::fprintf(stderr, "enkang: could not write the controls to %s\n",
                             qPrintable(file));
            QCoreApplication::exit(saved && qmlWarningCount() == 0 ? 0 : 1);
        });
    });
}

}  // namespace enkang::gui
