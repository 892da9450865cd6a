#include "control_kinds.h"

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

QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

}  // namespace enkang::gui
