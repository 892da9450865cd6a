// The archive's content in the reader's language: the translations in
// content/i18n/<lang>.json laid over the English records as they are read.
// Bibliographic fields stay as published. A text is translated only while it
// still holds the archive's own English words (content/sources.json,
// annotations.json): what a user wrote is shown as written, and a field the
// user left alone in an edit stays translated. English, or a language
// without a file, changes nothing.
#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace enkang::archive {

class ContentLanguage {
  public:
    ContentLanguage() = default;
    // folder: the content folder (SourceStore::defaultContentFolder()). A
    // compiled-in one (":/…") is read once a language; any other, at every call.
    static ContentLanguage load(const QString& folder, const QString& language);

    QString language() const { return language_; }
    QJsonObject source(QJsonObject source) const;          // a described title, summary, note
    QJsonObject annotation(QJsonObject annotation) const;  // text
    QJsonObject ruling(QJsonObject ruling) const;          // title, text, alternatives, passages
    QJsonObject glossaryEntry(QJsonObject entry) const;    // term (its rendering), meaning, note
    QJsonObject comparison(QJsonObject comparison) const;  // title

    // An edit made while reading in this language, with each text that still
    // reads as this language showed it put back into the record's own words:
    // a field left alone must not save a translation as the user's text.
    QJsonObject sourceEdit(QJsonObject edit, const QJsonObject& recorded) const;
    QString annotationEdit(const QString& text, const QJsonObject& recorded) const;

  private:
    static ContentLanguage read(const QString& folder, const QString& language);

    QString language_ = QStringLiteral("en");
    QJsonObject texts_;  // the i18n file: sources, annotations, rulings, glossary, comparisons
    // The English words the translations are of, by id: each source's title,
    // summary and note, each annotation's text.
    QHash<QString, QJsonObject> shippedSources_;
    QHash<QString, QString> shippedAnnotations_;
};

// The disagreements between sources, one topic each (content/comparisons.json).
QJsonArray readComparisons(const QString& folder);

}  // namespace enkang::archive
