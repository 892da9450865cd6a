#include "language_manager.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>

namespace enkang::ui {

LanguageManager::LanguageManager(QQmlEngine* engine, QObject* parent)
    : QObject(parent), engine_(engine) {}

QString LanguageManager::systemDefault() {
    const QString code = QLocale::system().name().left(2);
    return QStringList{"es", "pt", "sk"}.contains(code) ? code : QStringLiteral("en");
}

QString LanguageManager::nativeName(const QString& code) const {
    if (code == "es") return QStringLiteral("Español");
    if (code == "pt") return QStringLiteral("Português");
    if (code == "sk") return QStringLiteral("Slovenčina");
    return QStringLiteral("English");
}

void LanguageManager::setLanguage(const QString& wanted) {
    const QString code = languages().contains(wanted) ? wanted : QStringLiteral("en");
    if (code == language_) return;
    QCoreApplication::removeTranslator(&translator_);
    // English has a file too: the plural forms of counts ("1 cow", "2 cows").
    if (translator_.load(QStringLiteral(":/i18n/enkang_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&translator_);
    language_ = code;
    QLocale::setDefault(QLocale(code));
    if (engine_) engine_->retranslate();
    emit languageChanged();
}

}  // namespace enkang::ui
