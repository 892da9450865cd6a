// The rules of the source archive that do not depend on the interface: the
// kinds, topics and fields a source or annotation may have, how a search
// matches (folded as text_fold.h folds), how a form's input becomes a
// source's JSON, and how new ids are made. The app and the CLI both use it.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QVariant>

namespace enkang::archive {

class SourceStore;

extern const QStringList kSourceKinds;       // primary, secondary, founding-text
extern const QStringList kAnnotationKinds;   // says, ambiguity, disagreement, defect
extern const QStringList kAnnotationTopics;  // in the order of a game's course
extern const QStringList kGameIds;           // the engine's games, as the content names them
extern const QStringList kSourceFields;      // every text field of a source, in order

// Lower-case kebab-case ASCII, as the archive's ids are ("Šaľa Notes" → "sala-notes").
QString idSlug(const QString& text);

// The words of a search, folded; a source matches when each occurs in its
// fields or in its annotations' text and topic.
QStringList searchTerms(const QString& search);
bool sourceMatches(const QJsonObject& source, const QJsonArray& annotations,
                   const QStringList& terms);

// A form's input as JSON: trimmed text or null; a list from "a, b; c" or a
// list; authors from "Family, Given; Given Family" or {family, given} maps.
QJsonValue textOrNull(const QVariant& v);
QJsonArray stringList(const QVariant& v);
QJsonArray authorList(const QVariant& v);

// A source with every field present and empty.
QJsonObject emptySource();
// A free id for a new source: the first author's family name and the year
// (or the title), made unique with -2, -3...
QString newSourceId(SourceStore& store, const QJsonObject& given);
// The sources with these ids, in that order (unknown ids left out).
QJsonArray sourcesById(SourceStore& store, const QStringList& ids);
// "Family, Given; Family, Given".
QString authorsText(const QJsonObject& source);

}  // namespace enkang::archive
