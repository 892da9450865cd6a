// Keeps a combo box's choice when its list is made anew with the same items.
// Qt 6.4's ComboBox goes back to its first item whenever its model is
// replaced, and a binding on its currentIndex is not evaluated again, so a
// change of language (every translated list made anew) showed "Off" for the
// animation in Settings, "All games" over a filtered list of records, and
// reset a half-filled record form's result. The style's ComboBox holds one.
// A list with values (valueRole, a JavaScript array of objects) keeps the
// chosen value wherever it now stands; a plain list of the same length is
// taken for the same items named anew and keeps the index. That holds for
// every list of this app; a list replaced by other items of the same number
// would keep an index that now means something else.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QPointer>
#include <QVariant>

namespace enkang::ui {

class ComboBoxChoice : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QObject* box READ box WRITE setBox NOTIFY boxChanged)
  public:
    using QObject::QObject;

    QObject* box() const { return box_; }
    void setBox(QObject* box);

  signals:
    void boxChanged();

  private slots:  // slots: connected by name, QQuickComboBox being private to Qt
    void noteChoiceBeforeReset();
    void restoreChoice();

  private:
    QPointer<QObject> box_;
    int count_ = 0;  // the list's length as last told
    bool resetting_ = false;
    int countBefore_ = 0;  // the length, index and value before the new list
    int indexBefore_ = -1;
    QVariant valueBefore_;
    QVariant model_;  // the list as last set
};

}  // namespace enkang::ui
