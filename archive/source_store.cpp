#include "source_store.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include "translation_repair.h"

namespace enkang::archive {
namespace {

QJsonArray readArray(const QString& folder, const QString& name, QString& error) {
    QFile file(QDir(folder).filePath(name));
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.fileName() + ": cannot be read";
        return {};
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isArray()) error = file.fileName() + ": " + parseError.errorString();
    return doc.array();
}

QString compact(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}
QJsonObject objectOf(const QString& json) {
    return QJsonDocument::fromJson(json.toUtf8()).object();
}

}  // namespace

bool SourceStore::seed(const QString& folder, SeedReport* report) {
    QString error;
    const QJsonArray sources = readArray(folder, "sources.json", error);
    const QJsonArray annotations = readArray(folder, "annotations.json", error);
    const QJsonArray rulings = readArray(folder, "rulings.json", error);
    const QJsonArray glossary = readArray(folder, "glossary.json", error);
    if (!error.isEmpty()) return db_.fail("archive content: " + error);
    SeedReport r;
    const TranslationRepair repair(folder);
    const bool ok = db_.transaction([&] {
        QSqlQuery q(db_.sql());
        for (const auto& v : sources) {
            const QJsonObject s = v.toObject();
            q.prepare("SELECT user_edited, data FROM sources WHERE id = ?");
            q.addBindValue(s["id"].toString());
            if (!q.exec()) return db_.fail(q);
            if (q.next()) {
                if (q.value(0).toInt() != 0) {  // the user's version stays, repaired
                    ++r.sourcesKept;
                    const QJsonObject stored = objectOf(q.value(1).toString());
                    const QJsonObject repaired = repair.source(stored, s);
                    if (repaired == stored) continue;
                    q.prepare("UPDATE sources SET data = ? WHERE id = ?");
                    q.addBindValue(compact(repaired));
                    q.addBindValue(s["id"].toString());
                    if (!q.exec()) return db_.fail(q);
                    ++r.translationsRepaired;
                    continue;
                }
                if (q.value(1).toString() == compact(s)) continue;
                q.prepare(
                    "UPDATE sources SET kind = ?, data = ?, seeded_from = 'content' WHERE id = ?");
                q.addBindValue(s["kind"].toString());
                q.addBindValue(compact(s));
                q.addBindValue(s["id"].toString());
                if (!q.exec()) return db_.fail(q);
                ++r.sourcesUpdated;
            } else {
                q.prepare(
                    "INSERT INTO sources (id, kind, data, seeded_from) VALUES (?, ?, ?, "
                    "'content')");
                q.addBindValue(s["id"].toString());
                q.addBindValue(s["kind"].toString());
                q.addBindValue(compact(s));
                if (!q.exec()) return db_.fail(q);
                ++r.sourcesAdded;
            }
        }
        for (const auto& v : annotations) {
            const QJsonObject a = v.toObject();
            // A new annotation is added; a seeded one follows the content (so a
            // corrected fact reaches every archive); one the user edited is kept,
            // with a translation saved as the user's words put back.
            QSqlQuery known(db_.sql());
            known.prepare("SELECT user_edited, text FROM annotations WHERE id = ?");
            known.addBindValue(a["id"].toString());
            if (!known.exec()) return db_.fail(known);
            const bool existed = known.next();
            if (existed && known.value(0).toInt() != 0) {
                const QString stored = known.value(1).toString();
                const QString repaired = repair.annotationText(stored, a);
                if (repaired == stored) continue;
                q.prepare("UPDATE annotations SET text = ? WHERE id = ?");
                q.addBindValue(repaired);
                q.addBindValue(a["id"].toString());
                if (!q.exec()) return db_.fail(q);
                ++r.translationsRepaired;
                continue;
            }
            q.prepare(
                "INSERT INTO annotations (id, source_id, game, topic, kind, text, ruling_id)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET"
                " source_id = excluded.source_id, game = excluded.game, topic = excluded.topic,"
                " kind = excluded.kind, text = excluded.text, ruling_id = excluded.ruling_id"
                " WHERE annotations.user_edited = 0 AND (annotations.source_id, annotations.game,"
                " annotations.topic, annotations.kind, annotations.text, annotations.ruling_id)"
                " IS NOT (excluded.source_id, excluded.game, excluded.topic, excluded.kind,"
                " excluded.text, excluded.ruling_id)");
            for (const char* key : {"id", "sourceId", "game", "topic", "kind", "text"})
                q.addBindValue(a[key].toString());
            q.addBindValue(a["rulingId"].isNull() ? QVariant()
                                                  : QVariant(a["rulingId"].toString()));
            if (!q.exec())
                return db_.fail("annotation " + a["id"].toString() + ": " + q.lastError().text());
            if (q.numRowsAffected() > 0) ++(existed ? r.annotationsUpdated : r.annotationsAdded);
        }
        for (const auto& v : rulings) {
            const QJsonObject o = v.toObject();
            q.prepare(
                "INSERT INTO rulings (id, game, data) VALUES (?, ?, ?)"
                " ON CONFLICT(id) DO UPDATE SET game = excluded.game, data = excluded.data");
            q.addBindValue(o["id"].toString());
            q.addBindValue(o["game"].toString());
            q.addBindValue(compact(o));
            if (!q.exec()) return db_.fail(q);
            ++r.rulingsAdded;
        }
        for (const auto& v : glossary) {
            const QJsonObject o = v.toObject();
            q.prepare(
                "INSERT INTO glossary (id, data) VALUES (?, ?)"
                " ON CONFLICT(id) DO UPDATE SET data = excluded.data");
            q.addBindValue(o["id"].toString());
            q.addBindValue(compact(o));
            if (!q.exec()) return db_.fail(q);
            ++r.glossaryAdded;
        }
        return true;
    });
    if (report) *report = r;
    return ok;
}

QJsonArray SourceStore::sources(const QString& search) {
    QJsonArray out;
    QSqlQuery q(db_.sql());
    q.prepare(
        "SELECT data, user_edited FROM sources WHERE ? = '' OR data LIKE ? ORDER BY kind DESC, id");
    q.addBindValue(search);
    q.addBindValue("%" + search + "%");
    if (!q.exec()) return out;
    while (q.next()) {
        QJsonObject s = objectOf(q.value(0).toString());
        s["userEdited"] = q.value(1).toInt() != 0;
        out << language_.source(s);
    }
    return out;
}

QJsonObject SourceStore::source(const QString& id) {
    QSqlQuery q(db_.sql());
    q.prepare("SELECT data FROM sources WHERE id = ?");
    q.addBindValue(id);
    if (!q.exec() || !q.next()) return {};
    return language_.source(objectOf(q.value(0).toString()));
}

static QJsonArray annotationRows(QSqlQuery& q, const ContentLanguage& language) {
    QJsonArray out;
    while (q.next())
        out << language.annotation(QJsonObject{
            {"id", q.value(0).toString()},
            {"sourceId", q.value(1).toString()},
            {"game", q.value(2).toString()},
            {"topic", q.value(3).toString()},
            {"kind", q.value(4).toString()},
            {"text", q.value(5).toString()},
            {"rulingId", q.value(6).isNull() ? QJsonValue() : QJsonValue(q.value(6).toString())},
            {"userEdited", q.value(7).toInt() != 0}});
    return out;
}

QJsonArray SourceStore::annotations(const QString& sourceId) {
    QSqlQuery q(db_.sql());
    q.prepare(
        "SELECT id, source_id, game, topic, kind, text, ruling_id, user_edited FROM annotations "
        "WHERE source_id "
        "= ? ORDER BY topic, id");
    q.addBindValue(sourceId);
    return q.exec() ? annotationRows(q, language_) : QJsonArray();
}

QJsonArray SourceStore::annotationsForRuling(const QString& rulingId) {
    QSqlQuery q(db_.sql());
    q.prepare(
        "SELECT id, source_id, game, topic, kind, text, ruling_id, user_edited FROM annotations "
        "WHERE ruling_id "
        "= ? ORDER BY source_id");
    q.addBindValue(rulingId);
    return q.exec() ? annotationRows(q, language_) : QJsonArray();
}

QJsonArray SourceStore::rulings(const QString& game) {
    QJsonArray out;
    QSqlQuery q(db_.sql());
    q.prepare("SELECT data FROM rulings WHERE ? = '' OR game = ? OR game = 'all' ORDER BY id");
    // Not a null QString: Qt SQL binds that as NULL, and NULL = '' is never true.
    const QString wanted = game.isNull() ? QStringLiteral("") : game;
    q.addBindValue(wanted);
    q.addBindValue(wanted);
    if (q.exec())
        while (q.next()) out << language_.ruling(objectOf(q.value(0).toString()));
    return out;
}

QJsonArray SourceStore::glossary() {
    QJsonArray out;
    QSqlQuery q(db_.sql());
    if (q.exec("SELECT data FROM glossary ORDER BY id"))
        while (q.next()) out << language_.glossaryEntry(objectOf(q.value(0).toString()));
    return out;
}

QJsonArray SourceStore::comparisons() const {
    QJsonArray out;
    for (const auto& v : readComparisons(defaultContentFolder()))
        out << language_.comparison(v.toObject());
    return out;
}

bool SourceStore::saveSource(const QJsonObject& source) {
    if (source["id"].toString().trimmed().isEmpty() ||
        source["title"].toString().trimmed().isEmpty())
        return db_.fail("a source needs an id and a title");
    return db_.transaction([&] {
        QSqlQuery q(db_.sql());
        q.prepare(
            "INSERT INTO sources (id, kind, data, user_edited) VALUES (?, ?, ?, 1)"
            " ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, data = excluded.data, "
            "user_edited = 1");
        q.addBindValue(source["id"].toString());
        q.addBindValue(source["kind"].toString("secondary"));
        q.addBindValue(compact(source));
        return q.exec() || db_.fail(q);
    });
}

bool SourceStore::saveAnnotation(const QJsonObject& a) {
    if (a["id"].toString().isEmpty() || a["text"].toString().trimmed().isEmpty())
        return db_.fail("an annotation needs an id and a text");
    return db_.transaction([&] {
        QSqlQuery q(db_.sql());
        q.prepare(
            "INSERT INTO annotations (id, source_id, game, topic, kind, text, ruling_id, "
            "user_edited)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, 1) ON CONFLICT(id) DO UPDATE SET text = excluded.text,"
            " topic = excluded.topic, kind = excluded.kind, ruling_id = excluded.ruling_id, "
            "user_edited = 1");
        for (const char* key : {"id", "sourceId", "game", "topic", "kind", "text"})
            q.addBindValue(a[key].toString());
        q.addBindValue(a["rulingId"].isNull() ? QVariant() : QVariant(a["rulingId"].toString()));
        return q.exec() || db_.fail(q);
    });
}

namespace {

QString bibEscape(QString s) {
    for (const char* c : {"\\", "{", "}", "&", "%", "$", "#", "_"}) s.replace(c, QString("\\") + c);
    return s;
}

// biblatex's langid for a source's BCP-47 language: pandoc and biber read
// it to know which titles they may recase (only English ones).
QString babelName(const QString& language) {
    static const QHash<QString, QString> names{{"en", "english"}, {"de", "ngerman"},
                                               {"es", "spanish"}, {"pt", "portuguese"},
                                               {"sk", "slovak"},  {"fr", "french"}};
    return names.value(language);
}

// Titles are recorded as published, or as a bracketed description: no
// citation style may change their case ("Bao la Kimasai", "Archiv für").
QString keepCase(const QJsonValue& title) {
    return title.toString().isEmpty()
               ? QString()
               : QStringLiteral("<span class=\"nocase\">%1</span>").arg(title.toString());
}

}  // namespace

QString toBibTeX(const QJsonArray& sources) {
    QString out;
    for (const auto& v : sources) {
        const QJsonObject s = v.toObject();
        const QString type = s["cslType"].toString();
        const QString entry = type == "article-journal" ? "article"
                              : type == "book"          ? "book"
                                                        : "misc";
        QStringList fields;
        // How a value is written: escaped, case-protected (titles) or verbatim (url).
        enum class As { Text, Title, Verbatim };
        auto field = [&](const QString& name, const QJsonValue& value, As as = As::Text) {
            const QString text =
                value.isDouble() ? QString::number(value.toInt()) : value.toString();
            if (text.isEmpty()) return;
            const QString written = as == As::Verbatim ? text
                                    : as == As::Title  ? "{" + bibEscape(text) + "}"
                                                       : bibEscape(text);
            fields << QString("  %1 = {%2}").arg(name, written);
        };
        QStringList authors;
        for (const auto& a : s["authors"].toArray())
            authors << a.toObject()["family"].toString() + ", " + a.toObject()["given"].toString();
        if (!authors.isEmpty())
            fields << QString("  author = {%1}").arg(bibEscape(authors.join(" and ")));
        field("title", s["title"], As::Title);
        field(entry == "article" ? "journal" : "howpublished", s["containerTitle"], As::Title);
        field("volume", s["volume"]);
        field("pages", s["pages"]);
        field("publisher", s["publisher"]);
        field("address", s["publisherPlace"]);
        field("year", s["year"]);
        field("url", s["url"], As::Verbatim);
        field("langid", babelName(s["language"].toString()));
        field("note", s["note"]);
        out += QString("@%1{%2,\n%3\n}\n\n").arg(entry, s["id"].toString(), fields.join(",\n"));
    }
    return out;
}

QString toCslJson(const QJsonArray& sources) {
    QJsonArray out;
    for (const auto& v : sources) {
        const QJsonObject s = v.toObject();
        QJsonObject c{{"id", s["id"]},
                      {"type", s["cslType"].toString("document")},
                      {"title", keepCase(s["title"])}};
        QJsonArray authors;
        for (const auto& a : s["authors"].toArray())
            authors << QJsonObject{{"family", a.toObject()["family"]},
                                   {"given", a.toObject()["given"]}};
        if (!authors.isEmpty()) c["author"] = authors;
        if (s["year"].isDouble())
            c["issued"] = QJsonObject{{"date-parts", QJsonArray{QJsonArray{s["year"].toInt()}}}};
        const std::pair<const char*, const char*> map[] = {{"containerTitle", "container-title"},
                                                           {"volume", "volume"},
                                                           {"pages", "page"},
                                                           {"publisher", "publisher"},
                                                           {"publisherPlace", "publisher-place"},
                                                           {"url", "URL"},
                                                           {"language", "language"},
                                                           {"note", "note"}};
        for (const auto& [from, to] : map)
            if (!s[from].isNull() && !s[from].toVariant().toString().isEmpty())
                c[to] = s[from].isDouble() ? QJsonValue(QString::number(s[from].toInt())) : s[from];
        if (c.contains("container-title")) c["container-title"] = keepCase(c["container-title"]);
        out << c;
    }
    return QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented));
}

}  // namespace enkang::archive
