#include "rule_texts.h"

#include <QFile>

namespace enkang::ui {

QString RuleTexts::resourcePath(const QString& gameId, const QString& language) {
    return QStringLiteral(":/rules/%1.%2.md").arg(gameId, language);
}

QString RuleTexts::text(const QString& gameId, const QString& language) const {
    for (const QString& lang : {language, QStringLiteral("en")}) {
        QFile file(resourcePath(gameId, lang));
        if (file.open(QIODevice::ReadOnly)) return QString::fromUtf8(file.readAll());
    }
    return {};
}

}  // namespace enkang::ui
