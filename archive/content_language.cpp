// The archive's content in the reader's language (content/i18n/<lang>.json).
#include "content_language.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QMutex>

namespace enkang::archive {
namespace {

QJsonDocument readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll());
}

// Copies each of `fields` that the translation has as non-empty text.
QJsonObject overlay(QJsonObject record, const QJsonObject& translated,
                    std::initializer_list<const char*> fields) {
    for (const char* field : fields)
        if (!translated[field].toString().isEmpty()) record[field] = translated[field];
    return record;
}

// The content's English records by id.
QHash<QString, QJsonObject> recordsById(const QString& folder, const QString& file) {
    QHash<QString, QJsonObject> out;
    for (const auto& v : readJson(QDir(folder).filePath(file)).array())
        out.insert(v.toObject()["id"].toString(), v.toObject());
    return out;
}

}  // namespace

ContentLanguage ContentLanguage::load(const QString& folder, const QString& language) {
    if (!folder.startsWith(QLatin1String(":/"))) return read(folder, language);
    // Compiled-in content cannot change while the program runs, and a store
    // sets its language for every read and save: parse it once a language.
    static QMutex mutex;
    static QHash<QString, ContentLanguage> loaded;
    const QMutexLocker lock(&mutex);
    const QString key = folder + QLatin1Char('\n') + language;
    if (const auto it = loaded.constFind(key); it != loaded.cend()) return *it;
    return *loaded.insert(key, read(folder, language));
}

ContentLanguage ContentLanguage::read(const QString& folder, const QString& language) {
    ContentLanguage content;
    if (language.isEmpty() || language == "en") return content;
    const QJsonDocument doc = readJson(QDir(folder).filePath("i18n/" + language + ".json"));
    if (!doc.isObject()) return content;
    content.language_ = language;
    content.texts_ = doc.object();
    content.shippedSources_ = recordsById(folder, "sources.json");
    for (const auto& [id, a] : recordsById(folder, "annotations.json").asKeyValueRange())
        content.shippedAnnotations_.insert(id, a["text"].toString());
    return content;
}

QJsonObject ContentLanguage::source(QJsonObject s) const {
    const QString id = s["id"].toString();
    const QJsonObject translated = texts_["sources"][id].toObject();
    const QJsonObject shipped = shippedSources_.value(id);
    // A title in brackets is the archive's description of an untitled or
    // unseen work, in the reader's language like the rest of its notes; a
    // title as published is never translated.
    const QString title = s["title"].toString();
    const bool described = title.startsWith('[') && title.endsWith(']');
    for (const char* field : {"title", "summary", "note"}) {
        const QString text = translated[field].toString();
        if (!text.isEmpty() && (described || QLatin1String(field) != "title") &&
            s[field].toString() == shipped[field].toString())
            s[field] = text;
    }
    return s;
}

QJsonObject ContentLanguage::annotation(QJsonObject a) const {
    const QString id = a["id"].toString();
    const QString text = texts_["annotations"][id].toString();
    if (!text.isEmpty() && a["text"].toString() == shippedAnnotations_.value(id)) a["text"] = text;
    return a;
}

QJsonObject ContentLanguage::sourceEdit(QJsonObject edit, const QJsonObject& recorded) const {
    const QJsonObject shown = source(recorded);
    for (const char* field : {"title", "summary", "note"})
        if (edit.contains(field) && shown[field] != recorded[field] &&
            edit[field].toString().trimmed() == shown[field].toString().trimmed())
            edit[field] = recorded[field];
    return edit;
}

QString ContentLanguage::annotationEdit(const QString& text, const QJsonObject& recorded) const {
    const QString shown = annotation(recorded)["text"].toString();
    const QString own = recorded["text"].toString();
    return shown != own && text.trimmed() == shown.trimmed() ? own : text;
}

QJsonObject ContentLanguage::ruling(QJsonObject r) const {
    const QJsonObject t = texts_["rulings"][r["id"].toString()].toObject();
    r = overlay(r, t, {"title", "text"});
    // Alternatives as [reading, rejectedBecause] pairs and passages as the
    // "where" texts, each in the order of the English record.
    QJsonArray alternatives = r["alternatives"].toArray();
    const QJsonArray readings = t["alternatives"].toArray();
    for (qsizetype i = 0; i < alternatives.size() && i < readings.size(); ++i) {
        QJsonObject a = alternatives[i].toObject();
        a["reading"] = readings[i].toArray()[0];
        a["rejectedBecause"] = readings[i].toArray()[1];
        alternatives[i] = a;
    }
    r["alternatives"] = alternatives;
    QJsonArray passages = r["passages"].toArray();
    const QJsonArray wheres = t["passages"].toArray();
    for (qsizetype i = 0; i < passages.size() && i < wheres.size(); ++i) {
        QJsonObject p = passages[i].toObject();
        p["where"] = wheres[i];
        passages[i] = p;
    }
    r["passages"] = passages;
    return r;
}

QJsonObject ContentLanguage::glossaryEntry(QJsonObject e) const {
    const QString rendering = e["renderings"][language_].toString();
    if (!rendering.isEmpty()) e["term"] = rendering;
    return overlay(e, texts_["glossary"][e["id"].toString()].toObject(), {"meaning", "note"});
}

QJsonObject ContentLanguage::comparison(QJsonObject c) const {
    const QString title = texts_["comparisons"][c["id"].toString()].toString();
    if (!title.isEmpty()) c["title"] = title;
    return c;
}

QJsonArray readComparisons(const QString& folder) {
    return readJson(QDir(folder).filePath("comparisons.json")).array();
}

}  // namespace enkang::archive
