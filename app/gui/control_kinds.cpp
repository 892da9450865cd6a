#include "control_kinds.h"

#include <QAccessible>
#include <QQmlContext>
#include <QQuickItem>
#include <QRectF>
#include <QVariant>

namespace enkang::gui {

namespace {

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

}  // namespace

const char* controlKind(const QQuickItem* item) {
    for (const ControlClass& c : kControls)
        if (item->inherits(c.qtClass)) return c.kind;
    for (const QObject* child : item->children())
        if (child->inherits("QQuickTapHandler")) return "TapHandler";
    return nullptr;
}

bool isShown(const QQuickItem* item) {
    return item->isVisible() && item->opacity() > 0.01 && item->width() > 0 && item->height() > 0;
}

bool isUsable(const QQuickItem* item) {
    return item->isEnabled() && item->property("enabled").toBool();
}

bool isReportedControl(const QQuickItem* item, const char* kind) {
    if (!kind || item->property("readOnly").toBool()) return false;
    return isUsable(item) || qstrcmp(kind, "MouseArea") != 0;
}

bool isTapArea(const char* kind) {
    return kind && (qstrcmp(kind, "MouseArea") == 0 || qstrcmp(kind, "TapHandler") == 0);
}

QString controlName(QQuickItem* item) {
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

QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

}  // namespace enkang::gui
