// Search text folded as a person reads it: case and accents ignored, so that
// "ŠAĽA", "sala" and "Šaľa" are the same word. Stored in shadow columns
// beside the text (schema 3) and applied to the query.
#pragma once

#include <QString>
#include <string>
#include <string_view>

namespace enkang::archive {

QString foldForSearch(const QString& text);
// The same for UTF-8 text, without making a QString of its ASCII parts
// (most of an archive's text): an import folds every record.
std::string foldUtf8ForSearch(std::string_view utf8);

}  // namespace enkang::archive
