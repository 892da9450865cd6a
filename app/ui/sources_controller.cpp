#include "sources_controller.h"

#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <algorithm>
#include <utility>

#include "archive/database.h"
#include "archive/source_catalog.h"
#include "archive/source_store.h"
#include "archive_service.h"
#include "source_shapes.h"

namespace enkang::ui {

using archive::Database;
using archive::SourceStore;

namespace {

// "" but not a null QString: SourceStore::rulings binds it, and Qt SQL binds a
// null QString as NULL, for which its "? = ''" is not true.
const QString kAll = QStringLiteral("");

QString formatCitations(const QString& format, const QJsonArray& sources) {
    return format == "bibtex" ? archive::toBibTeX(sources) : archive::toCslJson(sources);
}

}  // namespace

SourcesController::SourcesController(QObject* parent)
    : QObject(parent), archive_(ArchiveService::instance()) {
    if (!archive_) {
        error_ = tr("No archive is open, so there are no sources to show.");
        return;
    }
    connect(archive_, &ArchiveService::stateChanged, this, &SourcesController::onArchiveState);
    onArchiveState();
}

SourcesController::~SourcesController() = default;

QStringList SourcesController::topics() const {
    return archive::kAnnotationTopics;
}

QString SourcesController::authorsOf(const QJsonObject& s) {
    return archive::authorsText(s);
}

QString SourcesController::headingOf(const QJsonObject& s) {
    const QString label = labelOf(s);
    const QString title = s["title"].toString();
    if (title.isEmpty()) return label;
    // With no authors and no container (and not a founding text), labelOf
    // makes the label from the title: the title, whole, then heads it alone.
    const bool labelFromTitle = s["authors"].toArray().isEmpty() &&
                                s["containerTitle"].toString().isEmpty() &&
                                !(s["kind"].toString() == "founding-text" &&
                                  s["id"].toString().startsWith(QLatin1String("seed-")));
    if (!labelFromTitle) return label + QStringLiteral(" — ") + title;
    return s["year"].isDouble() ? title + ' ' + QString::number(s["year"].toInt()) : title;
}

QString SourcesController::labelOf(const QJsonObject& s) {
    static const QRegularExpression seed("^seed-(\\d+)");
    const auto m = seed.match(s["id"].toString());
    if (s["kind"].toString() == "founding-text" && m.hasMatch())
        //: A founding text of the archive, by its number, e.g. "Text 000"
        return tr("Text %1").arg(m.captured(1));
    QStringList families;
    for (const auto& a : s["authors"].toArray()) families << a.toObject()["family"].toString();
    QString who = families.size() > 2    ? tr("%1 et al.").arg(families.first())
                  : families.size() == 2 ? tr("%1 & %2").arg(families[0], families[1])
                  : families.size() == 1 ? families.first()
                                         : QString();
    const QString where = s["containerTitle"].toString();
    if (who.isEmpty()) who = where.isEmpty() ? s["title"].toString().left(40) : where;
    if (s["year"].isDouble()) return who + ' ' + QString::number(s["year"].toInt());
    if (!families.isEmpty() && !where.isEmpty()) return who + ", " + where;
    return who;
}

void SourcesController::setError(const QString& message) {
    if (error_ == message) return;
    error_ = message;
    emit errorChanged();
}

void SourcesController::onArchiveState() {
    if (!archive_) return;
    const bool wasReady = ready_;
    ready_ = archive_->ready();
    if (ready_ != wasReady) emit readyChanged();
    if (ready_) {
        setError({});
        refresh();
    } else if (!archive_->error().isEmpty()) {
        //: %1 is the reason the archive database could not be opened
        setError(tr("The archive could not be opened: %1").arg(archive_->error()));
    }
}

bool SourcesController::usable() {
    if (!archive_) {
        setError(tr("No archive is open, so there are no sources to show."));
        return false;
    }
    return ready_;  // while it opens, stateChanged brings the first refresh
}

template <class Job, class Done>
void SourcesController::submit(Job&& job, Done&& done) {
    if (++pending_ == 1) emit busyChanged();
    archive_->run(std::forward<Job>(job), this,
                  [this, done = std::forward<Done>(done)](const QVariant& result) {
                      if (--pending_ == 0) emit busyChanged();
                      done(result);
                  });
}

void SourcesController::refresh() {
    if (!usable()) return;
    loadLists();
    if (!currentId_.isEmpty()) loadCurrent();
    if (!rulingId_.isEmpty()) loadRuling();
}

void SourcesController::setSearch(const QString& text) {
    if (search_ == text) return;
    search_ = text;
    emit filtersChanged();
    if (usable()) loadLists();
}

void SourcesController::setKindFilter(const QString& kind) {
    if (kindFilter_ == kind) return;
    kindFilter_ = kind;
    emit filtersChanged();
    if (usable()) loadLists();
}

void SourcesController::setGameFilter(const QString& game) {
    if (gameFilter_ == game) return;
    gameFilter_ = game;
    emit filtersChanged();
    if (usable()) loadLists();
}

void SourcesController::setLanguage(const QString& language) {
    if (language_ == language) return;
    language_ = language;
    emit languageChanged();
    refresh();
}

void SourcesController::loadLists() {
    const int generation = ++listGeneration_;
    const QStringList terms = archive::searchTerms(search_);
    const QString kind = kindFilter_, game = gameFilter_, language = language_;
    submit(
        [terms, kind, game, language](Database& db) -> QVariant {
            SourceStore store(db);
            store.setLanguage(language);
            const QJsonArray all = store.sources();
            QHash<QString, QString> labels;
            QHash<QString, QJsonObject> sourcesById, annotationsById;
            for (const auto& v : all) {
                labels.insert(v.toObject()["id"].toString(), labelOf(v.toObject()));
                sourcesById.insert(v.toObject()["id"].toString(), v.toObject());
            }
            QVariantList list;
            for (const auto& v : all) {
                const QJsonObject s = v.toObject();
                const QJsonArray annotations = store.annotations(s["id"].toString());
                for (const auto& a : annotations)
                    annotationsById.insert(a.toObject()["id"].toString(), a.toObject());
                if (!kind.isEmpty() && s["kind"].toString() != kind) continue;
                if (!game.isEmpty() && !s["games"].toArray().contains(game)) continue;
                if (!archive::sourceMatches(s, annotations, terms)) continue;
                QVariantMap m = s.toVariantMap();
                m["label"] = labels.value(s["id"].toString());
                m["authorsText"] = authorsOf(s);
                m["annotationCount"] = int(annotations.size());
                list << m;
            }
            // Primary sources first, then secondary, then the founding texts;
            // within each, the oldest first (undated last), then by label.
            std::stable_sort(list.begin(), list.end(), [](const QVariant& a, const QVariant& b) {
                const QVariantMap x = a.toMap(), y = b.toMap();
                const auto rank = [](const QVariantMap& s) {
                    const qsizetype k = archive::kSourceKinds.indexOf(s["kind"].toString());
                    return k < 0 ? archive::kSourceKinds.size() : k;
                };
                if (rank(x) != rank(y)) return rank(x) < rank(y);
                const int yearX = x["year"].isNull() ? 100000 : x["year"].toInt();
                const int yearY = y["year"].isNull() ? 100000 : y["year"].toInt();
                if (yearX != yearY) return yearX < yearY;
                return x["label"].toString().localeAwareCompare(y["label"].toString()) < 0;
            });
            const QVariantList rulings =
                rulingViews(store.rulings(game.isEmpty() ? kAll : game), labels,
                            [&store](const QString& id) { return store.annotationsForRuling(id); });
            QJsonArray comparisons;
            for (const auto& v : store.comparisons())
                if (game.isEmpty() || v.toObject()["game"].toString() == game ||
                    v.toObject()["game"].toString() == "all")
                    comparisons << v;
            QVariantList allRulings;
            for (const auto& v : store.rulings(kAll)) {
                const QJsonObject r = v.toObject();
                allRulings << QVariantMap{{"id", r["id"].toString()},
                                          {"title", r["title"].toString()},
                                          {"game", r["game"].toString()}};
            }
            return QVariantMap{
                {"sources", list},
                {"total", int(all.size())},
                {"rulings", rulings},
                {"allRulings", allRulings},
                {"comparisons", comparisonViews(comparisons, annotationsById, sourcesById, labels,
                                                store.rulings(kAll))},
                {"glossary", store.glossary().toVariantList()}};
        },
        [this, generation](const QVariant& result) {
            if (generation != listGeneration_) return;  // a newer search is on its way
            const QVariantMap r = result.toMap();
            sources_ = r["sources"].toList();
            totalSources_ = r["total"].toInt();
            emit sourcesChanged();
            rulings_ = r["rulings"].toList();
            allRulings_ = r["allRulings"].toList();
            comparisons_ = r["comparisons"].toList();
            emit rulingsChanged();
            const QVariantList glossary = r["glossary"].toList();
            if (glossary != glossary_) {
                glossary_ = glossary;
                emit glossaryChanged();
            }
        });
}

void SourcesController::open(const QString& id) {
    currentId_ = id;
    if (id.isEmpty()) {
        close();
        return;
    }
    if (usable()) loadCurrent();
}

void SourcesController::close() {
    currentId_.clear();
    ++currentGeneration_;
    if (current_.isEmpty() && annotations_.isEmpty()) return;
    current_.clear();
    annotations_.clear();
    annotationGroups_.clear();
    emit currentChanged();
}

void SourcesController::loadCurrent() {
    const int generation = ++currentGeneration_;
    const QString id = currentId_, language = language_;
    submit(
        [id, language](Database& db) -> QVariant {
            SourceStore store(db);
            store.setLanguage(language);
            const QJsonObject s = store.source(id);
            if (s.isEmpty()) return QVariantMap();
            QHash<QString, QJsonObject> byId;
            for (const auto& v : store.sources())
                byId.insert(v.toObject()["id"].toString(), v.toObject());
            QVariantMap source = s.toVariantMap();
            source["label"] = labelOf(s);
            source["heading"] = headingOf(s);
            source["authorsText"] = authorsOf(s);
            source["userEdited"] = byId.value(id)["userEdited"].toBool();
            QVariantList derived;
            for (const auto& d : s["derivedFrom"].toArray())
                derived << QVariantMap{
                    {"id", d.toString()},
                    {"label",
                     byId.contains(d.toString()) ? labelOf(byId[d.toString()]) : d.toString()}};
            source["derived"] = derived;
            QHash<QString, QString> rulingTitles;
            for (const auto& v : store.rulings(kAll))
                rulingTitles.insert(v.toObject()["id"].toString(),
                                    v.toObject()["title"].toString());
            QVariantList annotations;
            for (const auto& v : store.annotations(id)) {
                QVariantMap a = v.toObject().toVariantMap();
                a["rulingTitle"] = rulingTitles.value(a["rulingId"].toString());
                annotations << a;
            }
            return QVariantMap{{"source", source}, {"annotations", annotations}};
        },
        [this, generation, id](const QVariant& result) {
            if (generation != currentGeneration_) return;
            const QVariantMap r = result.toMap();
            if (r.isEmpty()) {
                //: %1 is a source's id
                setError(tr("There is no source \"%1\" in the archive.").arg(id));
                close();
                return;
            }
            current_ = r["source"].toMap();
            annotations_ = r["annotations"].toList();
            annotationGroups_ = groupByTopic(annotations_, topics());
            emit currentChanged();
        });
}

void SourcesController::openRuling(const QString& id) {
    rulingId_ = id;
    if (id.isEmpty()) {
        closeRuling();
        return;
    }
    if (usable()) loadRuling();
}

void SourcesController::closeRuling() {
    rulingId_.clear();
    ++rulingGeneration_;
    if (ruling_.isEmpty()) return;
    ruling_.clear();
    emit rulingChanged();
}

void SourcesController::loadRuling() {
    const int generation = ++rulingGeneration_;
    const QString id = rulingId_, language = language_;
    submit(
        [id, language](Database& db) -> QVariant {
            SourceStore store(db);
            store.setLanguage(language);
            QJsonObject data;
            for (const auto& v : store.rulings(kAll))
                if (v.toObject()["id"].toString() == id) data = v.toObject();
            if (data.isEmpty()) return QVariantMap();
            QVariantMap ruling = data.toVariantMap();
            QHash<QString, QJsonObject> byId;
            QHash<QString, QString> labels;
            for (const auto& v : store.sources()) {
                byId.insert(v.toObject()["id"].toString(), v.toObject());
                labels.insert(v.toObject()["id"].toString(), labelOf(v.toObject()));
            }
            addRulingDetails(ruling, data, labels);
            QVariantList annotations;
            for (const auto& v : store.annotationsForRuling(id)) {
                QVariantMap a = v.toObject().toVariantMap();
                const QJsonObject s = byId.value(a["sourceId"].toString());
                a["sourceLabel"] = s.isEmpty() ? a["sourceId"].toString() : labelOf(s);
                a["sourceTitle"] = s["title"].toString();
                a["sourceKind"] = s["kind"].toString();
                annotations << a;
            }
            ruling["annotations"] = annotations;
            return ruling;
        },
        [this, generation, id](const QVariant& result) {
            if (generation != rulingGeneration_) return;
            const QVariantMap r = result.toMap();
            if (r.isEmpty()) {
                //: %1 is a ruling's id
                setError(tr("There is no ruling \"%1\" in the archive.").arg(id));
                closeRuling();
                return;
            }
            ruling_ = r;
            emit rulingChanged();
        });
}

void SourcesController::saveSource(const QVariantMap& input) {
    if (!usable()) {
        emit saved(false, "source", input.value("id").toString(), error_);
        return;
    }
    // Only the fields given are set; the rest keep their value (or null).
    QJsonObject given;
    const QString id = input.value("id").toString().trimmed();
    for (const QString& key : archive::kSourceFields)
        if (input.contains(key)) given[key] = archive::textOrNull(input[key]);
    if (input.contains("authors")) given["authors"] = archive::authorList(input["authors"]);
    if (input.contains("games")) given["games"] = archive::stringList(input["games"]);
    if (input.contains("derivedFrom"))
        given["derivedFrom"] = archive::stringList(input["derivedFrom"]);
    if (input.contains("kind")) {
        const QString kind = input["kind"].toString();
        if (!archive::kSourceKinds.contains(kind)) {
            //: %1 is what was given as the kind of a source
            emit saved(false, "source", id, tr("Unknown kind of source: %1").arg(kind));
            return;
        }
        given["kind"] = kind;
    }
    if (input.contains("year")) {
        const QString year = input["year"].toString().trimmed();
        bool ok = false;
        const int number = year.toInt(&ok);
        if (!year.isEmpty() && (!ok || number < 1 || number > 9999)) {
            //: %1 is what was typed as the year
            emit saved(false, "source", id, tr("The year must be a number: %1").arg(year));
            return;
        }
        given["year"] = year.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(number);
    }
    if (id.isEmpty() && given["title"].toString().isEmpty()) {
        emit saved(false, "source", id, tr("A source needs a title."));
        return;
    }
    submit(
        [id, given, language = language_](Database& db) -> QVariant {
            SourceStore store(db);  // in English: the record's own words
            QJsonObject source = id.isEmpty() ? QJsonObject() : store.source(id);
            if (source.isEmpty()) source = archive::emptySource();
            source.remove("userEdited");
            QString newId = id;
            if (newId.isEmpty()) newId = archive::newSourceId(store, given);
            const auto reading =
                archive::ContentLanguage::load(SourceStore::defaultContentFolder(), language);
            const QJsonObject edit = reading.sourceEdit(given, source);
            for (auto it = edit.begin(); it != edit.end(); ++it) source[it.key()] = it.value();
            source["id"] = newId;
            const bool ok = store.saveSource(source);
            return QVariantMap{{"ok", ok}, {"id", newId}, {"error", ok ? QString() : db.error()}};
        },
        [this](const QVariant& result) {
            const QVariantMap r = result.toMap();
            const QString savedId = r["id"].toString();
            if (!r["ok"].toBool()) {
                emit saved(false, "source", savedId, r["error"].toString());
                return;
            }
            emit saved(true, "source", savedId, tr("Source saved."));
            loadLists();
            currentId_ = savedId;
            loadCurrent();
        });
}

void SourcesController::saveAnnotation(const QVariantMap& input) {
    const QString id = input.value("id").toString().trimmed();
    if (!usable()) {
        emit saved(false, "annotation", id, error_);
        return;
    }
    const QString sourceId = input.value("sourceId").toString().trimmed();
    const QString text = input.value("text").toString().trimmed();
    const QString kind = input.value("kind").toString().isEmpty() ? QStringLiteral("says")
                                                                  : input.value("kind").toString();
    const QString topic = archive::idSlug(input.value("topic").toString());
    const QString game = input.value("game").toString();
    const QString rulingId = input.value("rulingId").toString().trimmed();
    if (sourceId.isEmpty() || text.isEmpty() || topic.isEmpty()) {
        emit saved(false, "annotation", id,
                   tr("An annotation needs a source, a topic and a text."));
        return;
    }
    if (!archive::kAnnotationKinds.contains(kind)) {
        //: %1 is what was given as the kind of an annotation
        emit saved(false, "annotation", id, tr("Unknown kind of annotation: %1").arg(kind));
        return;
    }
    if (!game.isEmpty() && game != "all" && !archive::kGameIds.contains(game)) {
        //: %1 is what was given as the game
        emit saved(false, "annotation", id, tr("Unknown game: %1").arg(game));
        return;
    }
    submit(
        [id, sourceId, text, kind, topic, game, rulingId,
         language = language_](Database& db) -> QVariant {
            SourceStore store(db);  // in English: the records' own words
            const QJsonObject source = store.source(sourceId);
            if (source.isEmpty())
                return QVariantMap{{"ok", false}, {"error", "no source " + sourceId}};
            if (!rulingId.isEmpty()) {
                bool found = false;
                for (const auto& r : store.rulings(kAll))
                    found = found || r.toObject()["id"].toString() == rulingId;
                if (!found) return QVariantMap{{"ok", false}, {"error", "no ruling " + rulingId}};
            }
            QString annotationId = id;
            if (annotationId.isEmpty()) {  // a new id, not used by any source's annotation
                QSet<QString> used;
                for (const auto& s : store.sources())
                    for (const auto& a : store.annotations(s.toObject()["id"].toString()))
                        used.insert(a.toObject()["id"].toString());
                const QString base = sourceId + '-' + topic;
                annotationId = base;
                for (int n = 2; used.contains(annotationId); ++n)
                    annotationId = base + '-' + QString::number(n);
            }
            const auto reading =
                archive::ContentLanguage::load(SourceStore::defaultContentFolder(), language);
            QString ownText = text;
            for (const auto& v : store.annotations(sourceId))
                if (v.toObject()["id"].toString() == annotationId)
                    ownText = reading.annotationEdit(text, v.toObject());
            const QJsonArray games = source["games"].toArray();
            const QString forGame = !game.isEmpty()     ? game
                                    : games.size() == 1 ? games.first().toString()
                                                        : QStringLiteral("all");
            const QJsonObject annotation{
                {"id", annotationId},
                {"sourceId", sourceId},
                {"game", forGame},
                {"topic", topic},
                {"kind", kind},
                {"text", ownText},
                {"rulingId", rulingId.isEmpty() ? QJsonValue(QJsonValue::Null) : rulingId}};
            const bool ok = store.saveAnnotation(annotation);
            return QVariantMap{
                {"ok", ok}, {"id", annotationId}, {"error", ok ? QString() : db.error()}};
        },
        [this, sourceId](const QVariant& result) {
            const QVariantMap r = result.toMap();
            if (!r["ok"].toBool()) {
                emit saved(false, "annotation", r["id"].toString(), r["error"].toString());
                return;
            }
            emit saved(true, "annotation", r["id"].toString(), tr("Annotation saved."));
            loadLists();
            if (sourceId == currentId_) loadCurrent();
            if (!rulingId_.isEmpty()) loadRuling();
        });
}

QStringList SourcesController::listedIds() const {
    QStringList ids;
    for (const QVariant& s : sources_) ids << s.toMap().value("id").toString();
    return ids;
}

void SourcesController::citations(const QString& format, const QStringList& ids) {
    if (format != "bibtex" && format != "csl-json") {
        //: %1 is a citation format asked for
        setError(tr("Unknown citation format: %1").arg(format));
        return;
    }
    if (!usable()) return;
    const QStringList wanted = ids.isEmpty() ? listedIds() : ids;
    submit(
        [format, wanted](Database& db) -> QVariant {
            SourceStore store(db);
            const QJsonArray sources = archive::sourcesById(store, wanted);
            return QVariantMap{{"text", formatCitations(format, sources)},
                               {"count", int(sources.size())}};
        },
        [this, format](const QVariant& result) {
            const QVariantMap r = result.toMap();
            citationText_ = r["text"].toString();
            if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
                if (QClipboard* clipboard = QGuiApplication::clipboard())
                    clipboard->setText(citationText_);
            emit citationsReady(format, citationText_, r["count"].toInt());
        });
}

void SourcesController::exportCitations(const QString& format, const QUrl& fileUrl,
                                        const QStringList& ids) {
    const QString path = fileUrl.isLocalFile() ? fileUrl.toLocalFile() : fileUrl.toString();
    if (format != "bibtex" && format != "csl-json") {
        emit exported(false, path, tr("Unknown citation format: %1").arg(format));
        return;
    }
    if (path.isEmpty() || (!fileUrl.isLocalFile() && !fileUrl.scheme().isEmpty())) {
        //: %1 is the address chosen to save to
        emit exported(
            false, path,
            tr("Citations can only be saved to a local file: %1").arg(fileUrl.toString()));
        return;
    }
    if (!usable()) {
        emit exported(false, path, error_);
        return;
    }
    const QStringList wanted = ids.isEmpty() ? listedIds() : ids;
    // Written on the archive thread: the interface does not wait for the disk either.
    submit(
        [format, wanted, path](Database& db) -> QVariant {
            SourceStore store(db);
            const QJsonArray sources = archive::sourcesById(store, wanted);
            QSaveFile file(path);
            QString error;
            if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
                error = file.errorString();
            else if (file.write(formatCitations(format, sources).toUtf8()) < 0)
                error = file.errorString();
            else if (!file.commit())
                error = file.errorString();
            return QVariantMap{{"error", error}, {"count", int(sources.size())}};
        },
        [this, path](const QVariant& result) {
            const QVariantMap r = result.toMap();
            const QString error = r["error"].toString();
            if (!error.isEmpty()) {
                //: %1 is a file, %2 the reason it could not be written
                emit exported(
                    false, path,
                    tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), error));
                return;
            }
            //: %1 is a file, %2 the number of sources written to it
            emit exported(true, path,
                          tr("Saved to %1 (sources: %2).")
                              .arg(QDir::toNativeSeparators(path))
                              .arg(r["count"].toInt()));
        });
}

}  // namespace enkang::ui
