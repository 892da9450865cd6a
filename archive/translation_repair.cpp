#include "translation_repair.h"

#include <QDir>
#include <QJsonDocument>
#include <QSqlQuery>
#include <vector>

#include "content_language.h"
#include "database.h"

namespace enkang::archive {
namespace {

std::vector<ContentLanguage> translatedLanguages(const QString& folder) {
    std::vector<ContentLanguage> out;
    for (const QString& file : QDir(QDir(folder).filePath("i18n")).entryList({"*.json"}))
        out.push_back(ContentLanguage::load(folder, file.chopped(5)));
    return out;
}

QString compact(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

}  // namespace

bool repairSavedTranslations(Database& db, const QString& folder, const QJsonArray& sources,
                             const QJsonArray& annotations, int& repaired) {
    const std::vector<ContentLanguage> languages = translatedLanguages(folder);
    QSqlQuery q(db.sql());
    for (const auto& v : sources) {
        const QJsonObject shipped = v.toObject();
        q.prepare("SELECT data FROM sources WHERE id = ? AND user_edited = 1");
        q.addBindValue(shipped["id"].toString());
        if (!q.exec()) return db.fail(q);
        if (!q.next()) continue;
        const QJsonObject stored = QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
        QJsonObject fixed = stored;
        for (const ContentLanguage& language : languages)
            fixed = language.sourceEdit(fixed, shipped);
        if (fixed == stored) continue;
        q.prepare("UPDATE sources SET data = ? WHERE id = ?");
        q.addBindValue(compact(fixed));
        q.addBindValue(shipped["id"].toString());
        if (!q.exec()) return db.fail(q);
        ++repaired;
    }
    for (const auto& v : annotations) {
        const QJsonObject shipped = v.toObject();
        q.prepare("SELECT text FROM annotations WHERE id = ? AND user_edited = 1");
        q.addBindValue(shipped["id"].toString());
        if (!q.exec()) return db.fail(q);
        if (!q.next()) continue;
        const QString stored = q.value(0).toString();
        QString fixed = stored;
        for (const ContentLanguage& language : languages)
            fixed = language.annotationEdit(fixed, shipped);
        if (fixed == stored) continue;
        q.prepare("UPDATE annotations SET text = ? WHERE id = ?");
        q.addBindValue(fixed);
        q.addBindValue(shipped["id"].toString());
        if (!q.exec()) return db.fail(q);
        ++repaired;
    }
    return true;
}

}  // namespace enkang::archive
