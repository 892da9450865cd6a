// The long rule texts, one per game and language (translations/rules/*.md,
// compiled into the app as resources).
#pragma once

#include <QObject>

namespace enkang::ui {

class RuleTexts : public QObject {
    Q_OBJECT
  public:
    using QObject::QObject;
    // Markdown; the English text when a translation is missing.
    Q_INVOKABLE QString text(const QString& gameId, const QString& language) const;
    static QString resourcePath(const QString& gameId, const QString& language);
};

}  // namespace enkang::ui
