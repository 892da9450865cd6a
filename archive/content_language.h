// The archive's content in the reader's language: the translations in
// content/i18n/<lang>.json laid over the English records as they are read.
// Bibliographic fields stay as published; what a user wrote or edited is
// shown as written. English, or a language without a file, changes nothing.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace enkang::archive {

class ContentLanguage {
  public:
    ContentLanguage() = default;
    // folder: the content folder (SourceStore::defaultContentFolder()).
    static ContentLanguage load(const QString& folder, const QString& language);

    QString language() const { return language_; }
    QJsonObject source(QJsonObject source) const;          // summary, note
    QJsonObject annotation(QJsonObject annotation) const;  // text
    QJsonObject ruling(QJsonObject ruling) const;          // title, text, alternatives, passages
    QJsonObject glossaryEntry(QJsonObject entry) const;    // term (its rendering), meaning, note
    QJsonObject comparison(QJsonObject comparison) const;  // title

  private:
    QString language_ = QStringLiteral("en");
    QJsonObject texts_;  // the i18n file: sources, annotations, rulings, glossary, comparisons
};

// The disagreements between sources, one topic each (content/comparisons.json).
QJsonArray readComparisons(const QString& folder);

}  // namespace enkang::archive
