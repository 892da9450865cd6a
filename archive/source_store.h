// The archive of sources in the database: seeded from the versioned content
// files (archive/content/*.json, compiled in) on first run and on every
// start, idempotently, never overwriting what a user added or edited.
// Researchers add, edit and annotate their own sources.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include "content_language.h"
#include "database.h"

namespace enkang::archive {

struct SeedReport {
    int sourcesAdded = 0, sourcesUpdated = 0, sourcesKept = 0;  // kept: edited by the user
    int annotationsAdded = 0, annotationsUpdated = 0;  // updated: seeded, changed in the content
    int rulingsAdded = 0, glossaryAdded = 0;
    int translationsRepaired = 0;  // translation_repair.h
};

class SourceStore {
  public:
    explicit SourceStore(Database& db) : db_(db) {}

    // The language the reads below give their texts in (ContentLanguage); English by default.
    void setLanguage(const QString& language) {
        language_ = ContentLanguage::load(defaultContentFolder(), language);
    }

    // content: a folder with sources.json, annotations.json, rulings.json, glossary.json.
    bool seed(const QString& contentFolder, SeedReport* report = nullptr);

    QJsonArray sources(const QString& search = {});  // each the source's JSON, plus "userEdited"
    QJsonObject source(const QString& id);
    QJsonArray annotations(const QString& sourceId);
    QJsonArray annotationsForRuling(const QString& rulingId);
    QJsonArray rulings(const QString& game = {});
    QJsonArray glossary();
    // The disagreements between sources, one topic each, from the content.
    QJsonArray comparisons() const;

    // A user's source: new or edited (then never overwritten by seeding).
    bool saveSource(const QJsonObject& source);
    bool saveAnnotation(const QJsonObject& annotation);

    static QString defaultContentFolder() { return QStringLiteral(":/archive"); }

  private:
    Database& db_;
    ContentLanguage language_;
};

// Citations for reference managers.
QString toBibTeX(const QJsonArray& sources);
QString toCslJson(const QJsonArray& sources);

}  // namespace enkang::archive
