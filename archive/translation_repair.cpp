#include "translation_repair.h"

#include <QDir>

namespace enkang::archive {

TranslationRepair::TranslationRepair(const QString& folder) {
    for (const QString& file : QDir(QDir(folder).filePath("i18n")).entryList({"*.json"}))
        languages_.push_back(ContentLanguage::load(folder, file.chopped(5)));
}

QJsonObject TranslationRepair::source(QJsonObject stored, const QJsonObject& shipped) const {
    for (const ContentLanguage& language : languages_)
        stored = language.sourceEdit(stored, shipped);
    return stored;
}

QString TranslationRepair::annotationText(QString stored, const QJsonObject& shipped) const {
    for (const ContentLanguage& language : languages_)
        stored = language.annotationEdit(stored, shipped);
    return stored;
}

}  // namespace enkang::archive
