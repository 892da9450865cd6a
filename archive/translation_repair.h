// Undoes what an older Enkang did to an edit made while reading the archive
// in Spanish, Portuguese or Slovak: it saved each text left as shown, the
// reader's translation, as the user's own words, which English readers then
// saw in that language. A user-edited text that is one of the content's
// translations of the record's shipped English goes back to the English
// (which every reader then sees in their language); any other text, the
// user's own, stays. Seeding (SourceStore::seed) applies it to each
// user-edited record it reads.
#pragma once

#include <QJsonObject>
#include <QString>
#include <vector>

#include "content_language.h"

namespace enkang::archive {

class TranslationRepair {
  public:
    // folder: the content folder with i18n/<lang>.json, one per translated language.
    explicit TranslationRepair(const QString& folder);

    // A user-edited source's stored JSON (or annotation's text), put right
    // against the shipped record of the same id.
    QJsonObject source(QJsonObject stored, const QJsonObject& shipped) const;
    QString annotationText(QString stored, const QJsonObject& shipped) const;

  private:
    std::vector<ContentLanguage> languages_;
};

}  // namespace enkang::archive
