// Undoes what an older Enkang did to an edit made while reading the archive
// in Spanish, Portuguese or Slovak: it saved each text left as shown, the
// reader's translation, as the user's own words, which English readers then
// saw in that language. A user-edited text that is one of the content's
// translations of the record's shipped English goes back to the English
// (which every reader then sees in their language); any other text, the
// user's own, stays.
#pragma once

#include <QJsonArray>
#include <QString>

namespace enkang::archive {

class Database;

// sources, annotations: the content's English records (sources.json,
// annotations.json); folder: the content folder with i18n/<lang>.json.
// Counts the records put right in `repaired`. Run inside seeding's transaction.
bool repairSavedTranslations(Database& db, const QString& folder, const QJsonArray& sources,
                             const QJsonArray& annotations, int& repaired);

}  // namespace enkang::archive
