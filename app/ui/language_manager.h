// The interface language: English (the source) or a Qt Linguist
// translation, switched at run time without a restart (QTranslator swap and
// QQmlEngine::retranslate), defaulting to the system locale.
#pragma once

#include <QObject>
#include <QTranslator>

class QQmlEngine;

namespace enkang::ui {

class LanguageManager : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QStringList languages READ languages CONSTANT)
  public:
    explicit LanguageManager(QQmlEngine* engine, QObject* parent = nullptr);

    QString language() const { return language_; }
    // "en", "es", "pt" or "sk"; anything else falls back to English.
    void setLanguage(const QString& code);
    QStringList languages() const { return {"en", "es", "pt", "sk"}; }
    Q_INVOKABLE QString nativeName(const QString& code) const;
    static QString systemDefault();

  signals:
    void languageChanged();

  private:
    QQmlEngine* engine_;
    QTranslator translator_;
    QString language_;
};

}  // namespace enkang::ui
