// The source archive shaped for QML (source_shapes.h).
#include "source_shapes.h"

#include <QJsonArray>
#include <algorithm>

#include "archive/source_catalog.h"

namespace enkang::ui {

QVariantList groupByTopic(const QVariantList& annotations, const QStringList& order) {
    QVariantList groups;
    QHash<QString, int> index;
    for (const QVariant& a : annotations) {
        const QString topic = a.toMap().value("topic").toString();
        if (!index.contains(topic)) {
            index.insert(topic, int(groups.size()));
            groups << QVariantMap{{"topic", topic}, {"annotations", QVariantList()}};
        }
        QVariantMap g = groups[index[topic]].toMap();
        QVariantList list = g["annotations"].toList();
        list << a;
        g["annotations"] = list;
        groups[index[topic]] = g;
    }
    std::stable_sort(groups.begin(), groups.end(), [&order](const QVariant& a, const QVariant& b) {
        const auto rank = [&order](const QVariant& g) {
            const qsizetype i = order.indexOf(g.toMap().value("topic").toString());
            return i < 0 ? order.size() : i;
        };
        return rank(a) < rank(b);
    });
    return groups;
}

void addRulingDetails(QVariantMap& ruling, const QJsonObject& data,
                      const QHash<QString, QString>& labels) {
    QVariantList alternatives;
    for (const auto& v : data["alternatives"].toArray()) {
        const QJsonObject a = v.toObject();
        if (a["reading"].toString().isEmpty() || a["rejectedBecause"].toString().isEmpty())
            continue;
        alternatives << QVariantMap{{"reading", a["reading"].toString()},
                                    {"rejectedBecause", a["rejectedBecause"].toString()}};
    }
    QVariantList passages;
    for (const auto& v : data["passages"].toArray()) {
        const QJsonObject p = v.toObject();
        const QString source = p["sourceId"].toString();
        if (source.isEmpty() || p["where"].toString().isEmpty()) continue;
        passages << QVariantMap{{"sourceId", source},
                                {"sourceLabel", labels.value(source, source)},
                                {"where", p["where"].toString()}};
    }
    ruling["alternatives"] = alternatives;
    ruling["passages"] = passages;
}

QVariantList rulingViews(const QJsonArray& rulings, const QHash<QString, QString>& labels,
                         const std::function<QJsonArray(const QString&)>& annotationsOf) {
    QVariantList out;
    for (const auto& v : rulings) {
        QVariantMap r = v.toObject().toVariantMap();
        addRulingDetails(r, v.toObject(), labels);
        QVariantList links;
        for (const auto& a : annotationsOf(r["id"].toString())) {
            const QJsonObject o = a.toObject();
            links << QVariantMap{{"annotationId", o["id"].toString()},
                                 {"sourceId", o["sourceId"].toString()},
                                 {"sourceLabel", labels.value(o["sourceId"].toString())},
                                 {"kind", o["kind"].toString()},
                                 {"topic", o["topic"].toString()}};
        }
        r["links"] = links;
        out << r;
    }
    std::stable_sort(out.begin(), out.end(), [](const QVariant& a, const QVariant& b) {
        const auto rank = [](const QVariant& r) {
            return archive::kGameIds.indexOf(r.toMap().value("game").toString());  // "all": -1
        };
        return rank(a) < rank(b);
    });
    return out;
}

QVariantList comparisonViews(const QJsonArray& comparisons,
                             const QHash<QString, QJsonObject>& annotationsById,
                             const QHash<QString, QJsonObject>& sourcesById,
                             const QHash<QString, QString>& labels, const QJsonArray& rulings) {
    QHash<QString, QJsonObject> rulingsById;
    for (const auto& v : rulings) rulingsById.insert(v.toObject()["id"].toString(), v.toObject());
    QVariantList out;
    for (const auto& v : comparisons) {
        const QJsonObject c = v.toObject();
        QVariantList statements;
        for (const auto& id : c["annotations"].toArray()) {
            const QJsonObject a = annotationsById.value(id.toString());
            if (a.isEmpty()) continue;
            const QString source = a["sourceId"].toString();
            statements << QVariantMap{{"annotationId", a["id"].toString()},
                                      {"sourceId", source},
                                      {"sourceLabel", labels.value(source, source)},
                                      {"sourceKind", sourcesById.value(source)["kind"].toString()},
                                      {"kind", a["kind"].toString()},
                                      {"text", a["text"].toString()}};
        }
        const QJsonObject r = rulingsById.value(c["rulingId"].toString());
        const QVariantMap ruling =
            r.isEmpty() ? QVariantMap()
                        : QVariantMap{{"id", r["id"].toString()},
                                      {"title", r["title"].toString()},
                                      {"text", r["text"].toString()},
                                      {"isInterpretation", r["isInterpretation"].toBool()}};
        out << QVariantMap{{"id", c["id"].toString()},       {"game", c["game"].toString()},
                           {"topic", c["topic"].toString()}, {"title", c["title"].toString()},
                           {"statements", statements},       {"ruling", ruling}};
    }
    return out;
}

}  // namespace enkang::ui
