// Finds the window's interactive items and writes them as JSON (--controls).
#include "controls_dump.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>
#include <memory>

#include "qml_warnings.h"

namespace enkang::gui {

namespace {

// Qt Quick classes a finger uses, and the kind they are reported as.
struct ControlClass {
    const char* qtClass;
    const char* kind;
};
constexpr ControlClass kControls[] = {
    {"QQuickTabButton", "TabButton"},     {"QQuickToolButton", "ToolButton"},
    {"QQuickMenuItem", "MenuItem"},       {"QQuickItemDelegate", "ItemDelegate"},
    {"QQuickCheckBox", "CheckBox"},       {"QQuickRadioButton", "RadioButton"},
    {"QQuickSwitch", "Switch"},           {"QQuickRoundButton", "RoundButton"},
    {"QQuickAbstractButton", "Button"},   {"QQuickTextField", "TextField"},
    {"QQuickTextArea", "TextArea"},       {"QQuickComboBox", "ComboBox"},
    {"QQuickSpinBox", "SpinBox"},         {"QQuickSlider", "Slider"},
    {"QQuickRangeSlider", "RangeSlider"}, {"QQuickDial", "Dial"},
    {"QQuickMouseArea", "MouseArea"},
};

const char* kindOf(const QQuickItem* item) {
    for (const ControlClass& c : kControls)
        if (item->inherits(c.qtClass)) return c.kind;
    for (const QObject* child : item->children())
        if (child->inherits("QQuickTapHandler")) return "TapHandler";
    return nullptr;
}

// A read-only text area is text to read, not a control.
bool isReadOnly(const QQuickItem* item) {
    return item->property("readOnly").toBool();
}

// What a screen reader says, else the text shown, else the QML id.
QString nameOf(QQuickItem* item) {
    if (QAccessibleInterface* a = QAccessible::queryAccessibleInterface(item)) {
        const QString name = a->text(QAccessible::Name);
        if (!name.isEmpty()) return name;
    }
    for (const char* p : {"text", "displayText", "placeholderText"}) {
        const QString text = item->property(p).toString();
        if (!text.isEmpty()) return text;
    }
    for (QQmlContext* c = qmlContext(item); c; c = c->parentContext()) {
        const QString id = c->nameForObject(item);
        if (!id.isEmpty()) return id;
    }
    // A bare MouseArea is named after what it covers.
    if (QQuickItem* parent = item->parentItem(); parent && item->inherits("QQuickMouseArea")) {
        if (QAccessibleInterface* a = QAccessible::queryAccessibleInterface(parent))
            return a->text(QAccessible::Name);
    }
    return {};
}

// A MouseArea's own "enabled" (whether it takes taps) is not QQuickItem's.
bool usable(const QQuickItem* item) {
    return item->isEnabled() && item->property("enabled").toBool();
}

bool shown(const QQuickItem* item) {
    return item->isVisible() && item->opacity() > 0.01 && item->width() > 0 && item->height() > 0;
}

// A disabled button is still a control to size; a disabled MouseArea is nothing.
bool reported(const QQuickItem* item, const char* kind) {
    if (!kind || isReadOnly(item)) return false;
    return usable(item) || qstrcmp(kind, "MouseArea") != 0;
}

void collect(QQuickItem* item, const QRectF& windowRect, QJsonArray& out) {
    if (!shown(item)) return;
    const char* kind = kindOf(item);
    if (reported(item, kind)) {
        const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        if (r.intersects(windowRect))
            out.append(QJsonObject{{"name", nameOf(item)},
                                   {"kind", QString::fromLatin1(kind)},
                                   {"x", qRound(r.x())},
                                   {"y", qRound(r.y())},
                                   {"width", qRound(r.width())},
                                   {"height", qRound(r.height())},
                                   {"enabled", usable(item)}});
        // A control's own parts (a spin box's field, a combo box's text) are the control.
        if (qstrcmp(kind, "MouseArea") != 0 && qstrcmp(kind, "TapHandler") != 0) return;
    }
    for (QQuickItem* child : item->childItems()) collect(child, windowRect, out);
}

}  // namespace

void dumpControlsWhenDrawn(QQuickWindow* window, const QString& page, const QString& file) {
    auto frames = std::make_shared<int>(0);
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [window, page, file, frames] {
        if (++*frames != 4) return;
        QTimer::singleShot(400, window, [window, page, file] {
            QJsonArray controls;
            collect(window->contentItem(), QRectF(0, 0, window->width(), window->height()),
                    controls);
            QFile out(file);
            const bool saved =
                out.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
                out.write(
                    QJsonDocument(QJsonObject{{"page", page}, {"controls", controls}}).toJson()) >
                    0;
            if (!saved)
                std::fprintf(stderr, "enkang: could not write the controls to %s\n",
                             qPrintable(file));
            QCoreApplication::exit(saved && qmlWarningCount() == 0 ? 0 : 1);
        });
    });
}

}  // namespace enkang::gui
