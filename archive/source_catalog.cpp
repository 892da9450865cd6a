#include "source_catalog.h"

#include <QRegularExpression>

#include "source_store.h"
#include "text_fold.h"

namespace enkang::archive {

const QStringList kSourceKinds = {"primary", "secondary", "founding-text"};
const QStringList kAnnotationKinds = {"says", "ambiguity", "disagreement", "defect"};
const QStringList kAnnotationTopics = {
    "board-size",   "setup",          "first-move",     "sowing-direction",
    "relay",        "origin-pit",     "endless-moves",  "phase-change",
    "raid",         "capture",        "column-capture", "repetition",
    "end",          "leftover-seeds", "teams",          "terminology",
    "provenance",   "typology",       "citation",       "endgame-study",
    "text-artefact"};
const QStringList kGameIds = {"kimasai-mackay", "kimasai-klamroth", "en-gehe"};
// Every field of a source record (archive/content/README.md), in its order.
const QStringList kSourceFields = {"title",     "containerTitle", "volume",  "pages",
                                   "publisher", "publisherPlace", "url",     "language",
                                   "informant", "placeObserved",  "cslType", "license",
                                   "file",      "summary",        "note"};

namespace {

void collectText(const QJsonValue& v, QString& out) {
    if (v.isString()) {
        out += v.toString();
        out += '\n';
    } else if (v.isDouble()) {
        out += QString::number(v.toInt());
        out += '\n';
    } else if (v.isArray()) {
        for (const auto& item : v.toArray()) collectText(item, out);
    } else if (v.isObject()) {
        for (const auto& item : v.toObject()) collectText(item, out);
    }
}

}  // namespace

QString idSlug(const QString& text) {
    QString s = foldForSearch(text);
    s.replace(QRegularExpression("[^a-z0-9]+"), "-");
    s = s.left(48);
    while (s.startsWith('-')) s.remove(0, 1);
    while (s.endsWith('-')) s.chop(1);
    return s;
}

QStringList searchTerms(const QString& search) {
    return foldForSearch(search).split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
}

bool sourceMatches(const QJsonObject& source, const QJsonArray& annotations,
                   const QStringList& terms) {
    if (terms.isEmpty()) return true;
    QString haystack;
    collectText(source, haystack);
    for (const auto& a : annotations) {
        const QJsonObject o = a.toObject();
        haystack += o["text"].toString() + '\n' + o["topic"].toString() + '\n';
    }
    haystack = foldForSearch(haystack);
    for (const QString& term : terms)
        if (!haystack.contains(term)) return false;
    return true;
}

QJsonValue textOrNull(const QVariant& v) {
    const QString s = v.toString().trimmed();
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

QJsonArray stringList(const QVariant& v) {
    QStringList items;
    if (v.userType() == QMetaType::QString)
        items = v.toString().split(QRegularExpression("[,;\\s]+"), Qt::SkipEmptyParts);
    else
        items = v.toStringList();
    QJsonArray out;
    for (const QString& item : items)
        if (!item.trimmed().isEmpty()) out << item.trimmed();
    return out;
}

QJsonArray authorList(const QVariant& v) {
    QJsonArray out;
    if (v.userType() == QMetaType::QString) {
        for (const QString& person : v.toString().split(';', Qt::SkipEmptyParts)) {
            const QString p = person.trimmed();
            if (p.isEmpty()) continue;
            const int comma = p.indexOf(',');
            QString family = comma < 0 ? p : p.left(comma).trimmed();
            QString given = comma < 0 ? QString() : p.mid(comma + 1).trimmed();
            if (comma < 0 && p.contains(' ')) {  // "Given Family"
                const int space = p.lastIndexOf(' ');
                family = p.mid(space + 1);
                given = p.left(space).trimmed();
            }
            out << QJsonObject{{"family", family}, {"given", given}};
        }
        return out;
    }
    for (const QVariant& item : v.toList()) {
        const QVariantMap m = item.toMap();
        const QString family = m.value("family").toString().trimmed();
        if (!family.isEmpty())
            out << QJsonObject{{"family", family},
                               {"given", m.value("given").toString().trimmed()}};
    }
    return out;
}

QJsonObject emptySource() {
    QJsonObject s{{"id", QJsonValue::Null},  {"kind", "secondary"},
                  {"authors", QJsonArray()}, {"year", QJsonValue::Null},
                  {"games", QJsonArray()},   {"derivedFrom", QJsonArray()},
                  {"cslType", "document"}};
    for (const QString& key : kSourceFields)
        if (!s.contains(key)) s[key] = QJsonValue::Null;
    return s;
}

QString newSourceId(SourceStore& store, const QJsonObject& given) {
    const QJsonArray authors = given["authors"].toArray();
    QString base = authors.isEmpty() ? idSlug(given["title"].toString())
                                     : idSlug(authors.first()["family"].toString());
    if (!authors.isEmpty() && given["year"].isDouble())
        base += '-' + QString::number(given["year"].toInt());
    if (base.isEmpty()) base = "source";
    QString id = base;
    for (int n = 2; !store.source(id).isEmpty(); ++n) id = base + '-' + QString::number(n);
    return id;
}

QJsonArray sourcesById(SourceStore& store, const QStringList& ids) {
    QJsonArray out;
    for (const QString& id : ids) {
        const QJsonObject s = store.source(id);
        if (!s.isEmpty()) out << s;
    }
    return out;
}

QString authorsText(const QJsonObject& source) {
    QStringList names;
    for (const auto& a : source["authors"].toArray()) {
        const QJsonObject o = a.toObject();
        const QString given = o["given"].toString();
        names << (given.isEmpty() ? o["family"].toString() : o["family"].toString() + ", " + given);
    }
    return names.join(QStringLiteral("; "));
}

}  // namespace enkang::archive
