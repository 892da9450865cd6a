// The source archive shaped for QML: annotations grouped by topic, and a
// ruling's rejected readings and passages as lists of maps for the views.
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace enkang::ui {

// The annotations of a source grouped by topic, the topics in the order of
// `order` (that of a game's course), unknown ones after them.
QVariantList groupByTopic(const QVariantList& annotations, const QStringList& order);

// A ruling's readings not chosen and the passages it rules on, for QML:
// "alternatives" [{reading, rejectedBecause}], "passages" [{sourceId,
// sourceLabel, where}]. Incomplete entries are left out, not shown half.
void addRulingDetails(QVariantMap& ruling, const QJsonObject& data,
                      const QHash<QString, QString>& labels);

}  // namespace enkang::ui
