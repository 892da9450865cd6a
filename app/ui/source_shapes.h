// The source archive shaped for QML: annotations grouped by topic, and a
// ruling's rejected readings and passages as lists of maps for the views.
#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <functional>

namespace enkang::ui {

// The annotations of a source grouped by topic, the topics in the order of
// `order` (that of a game's course), unknown ones after them.
QVariantList groupByTopic(const QVariantList& annotations, const QStringList& order);

// A ruling's readings not chosen and the passages it rules on, for QML:
// "alternatives" [{reading, rejectedBecause}], "passages" [{sourceId,
// sourceLabel, where}]. Incomplete entries are left out, not shown half.
void addRulingDetails(QVariantMap& ruling, const QJsonObject& data,
                      const QHash<QString, QString>& labels);

// The rulings for the Rulings tab: each with addRulingDetails() and "links"
// [{annotationId, sourceId, sourceLabel, kind, topic}] to the annotations it
// interprets (annotationsOf gives them); those of all games first, then each
// game's in the engine's order.
QVariantList rulingViews(const QJsonArray& rulings, const QHash<QString, QString>& labels,
                         const std::function<QJsonArray(const QString&)>& annotationsOf);

// The disagreements between sources for the comparison view: each
// comparison's "statements" [{annotationId, sourceId, sourceLabel, sourceKind,
// kind, text}] in the order given, and its ruling as "ruling" {id, title,
// text, isInterpretation} (an empty map when the archive does not decide).
// Statements whose annotation is missing are left out.
QVariantList comparisonViews(const QJsonArray& comparisons,
                             const QHash<QString, QJsonObject>& annotationsById,
                             const QHash<QString, QJsonObject>& sourcesById,
                             const QHash<QString, QString>& labels, const QJsonArray& rulings);

}  // namespace enkang::ui
