// Placeholder, filled in by its feature's work.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>

namespace enkang::ui {

class LearnController : public QObject {
    Q_OBJECT
    QML_ELEMENT
  public:
    using QObject::QObject;
};

}  // namespace enkang::ui
