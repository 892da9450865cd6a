#include "combo_box_choice.h"

#include <QMetaObject>

namespace enkang::ui {

namespace {

// The value of a list's item: the valueRole of an item of a JavaScript array
// of objects (the app's lists with values are such arrays).
QVariant valueIn(const QVariant& model, int index, const QString& role) {
    const QVariantList items = model.toList();
    if (index < 0 || index >= items.size()) return {};
    return items[index].toMap().value(role);
}

}  // namespace

void ComboBoxChoice::setBox(QObject* box) {
    if (box == box_) return;
    if (box_) disconnect(box_, nullptr, this, nullptr);
    box_ = box;
    if (box_) {
        count_ = box_->property("count").toInt();
        model_ = box_->property("model");
        // Qt 6.4's setModel: countChanged (the old choice still current),
        // then currentIndex to 0, then modelChanged, all in one call.
        connect(box_, SIGNAL(countChanged()), this, SLOT(noteChoiceBeforeReset()));
        connect(box_, SIGNAL(modelChanged()), this, SLOT(restoreChoice()));
    }
    emit boxChanged();
}

void ComboBoxChoice::noteChoiceBeforeReset() {
    const int count = box_->property("count").toInt();
    if (!resetting_) {
        resetting_ = true;
        countBefore_ = count_;
        indexBefore_ = box_->property("currentIndex").toInt();
        // Read from the old list: the box's currentValue already reads the new one.
        valueBefore_ = valueIn(model_, indexBefore_, box_->property("valueRole").toString());
        // A count that changed without a new model (rows added to a C++
        // list) is no reset: forgotten once this turn of the event loop ends.
        QMetaObject::invokeMethod(
            this, [this] { resetting_ = false; }, Qt::QueuedConnection);
    }
    count_ = count;
}

void ComboBoxChoice::restoreChoice() {
    model_ = box_->property("model");
    if (!resetting_) return;
    resetting_ = false;
    const int count = box_->property("count").toInt();
    int keep = -1;
    if (!box_->property("valueRole").toString().isEmpty()) {
        // Items with values: the same value, wherever it now stands.
        if (valueBefore_.isValid())
            QMetaObject::invokeMethod(box_, "indexOfValue", Q_RETURN_ARG(int, keep),
                                      Q_ARG(QVariant, valueBefore_));
    } else if (count == countBefore_ && indexBefore_ < count) {
        keep = indexBefore_;  // the same items, named anew
    }
    // Written from C++, so that a binding on currentIndex stays in place.
    if (keep >= 0 && keep != box_->property("currentIndex").toInt())
        box_->setProperty("currentIndex", keep);
}

}  // namespace enkang::ui
