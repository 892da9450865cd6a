// Search text folded as a person reads it: case and accents ignored, so that
// "ŠAĽA", "sala" and "Šaľa" are the same word. Stored in shadow columns
// beside the text (schema 3) and applied to the query.
#pragma once

#include <QString>

namespace enkang::archive {

QString foldForSearch(const QString& text);

}  // namespace enkang::archive
