// What the Sources page talks to: the archive of sources (searched and
// filtered), one source read with its annotations, the rulings with the
// annotations and sources they interpret, the Maa glossary, the user's own
// sources and annotations, and citations (BibTeX, CSL-JSON) copied or saved.
//
// Every database access is a job on the archive thread (ArchiveService);
// results arrive on the GUI thread as QVariant and become properties. No
// call here waits for the archive. Without an archive (none opened, or the
// file refused) the properties stay empty and `error` says why.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>

namespace enkang::ui {

class ArchiveService;

class SourcesController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool ready READ ready NOTIFY readyChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // Filters of the list: text searched in every field, the source's kind
    // ("primary", "secondary", "founding-text" or "" for all), a game id or "".
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY filtersChanged)
    Q_PROPERTY(QString kindFilter READ kindFilter WRITE setKindFilter NOTIFY filtersChanged)
    Q_PROPERTY(QString gameFilter READ gameFilter WRITE setGameFilter NOTIFY filtersChanged)
    // The listed sources: each the source's fields, plus "label" (MacKay 2001),
    // "authorsText", "annotationCount" and "userEdited".
    Q_PROPERTY(QVariantList sources READ sources NOTIFY sourcesChanged)
    Q_PROPERTY(int totalSources READ totalSources NOTIFY sourcesChanged)
    // The open source (empty map if none), with "label", "derived" ([{id, label}]).
    Q_PROPERTY(QVariantMap current READ current NOTIFY currentChanged)
    // Its annotations, each with "rulingTitle"; and the same grouped by topic:
    // [{topic, annotations: [...]}].
    Q_PROPERTY(QVariantList annotations READ annotations NOTIFY currentChanged)
    Q_PROPERTY(QVariantList annotationGroups READ annotationGroups NOTIFY currentChanged)
    // The rulings of gameFilter (or all), each with "links":
    // [{annotationId, sourceId, sourceLabel, kind, topic}], and, for an
    // interpretation, "alternatives" [{reading, rejectedBecause}] (the readings
    // not chosen) and "passages" [{sourceId, sourceLabel, where}].
    Q_PROPERTY(QVariantList rulings READ rulings NOTIFY rulingsChanged)
    Q_PROPERTY(QVariantList allRulings READ allRulings NOTIFY rulingsChanged)
    // The opened ruling with "annotations", each with "sourceLabel" and
    // "sourceTitle", and its "alternatives" and "passages" as in rulings.
    Q_PROPERTY(QVariantMap ruling READ ruling NOTIFY rulingChanged)
    Q_PROPERTY(QVariantList glossary READ glossary NOTIFY glossaryChanged)
    // The disagreements between sources, one topic each, as comparisonViews()
    // in source_shapes.h shapes them; those of gameFilter (or all).
    Q_PROPERTY(QVariantList comparisons READ comparisons NOTIFY rulingsChanged)
    // The language of the archive's texts ("en", "es", "pt", "sk"); the page
    // binds it to the interface language. Bibliographic fields stay as published.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QStringList topics READ topics CONSTANT)
    // The last citations produced by citations().
    Q_PROPERTY(QString citationText READ citationText NOTIFY citationsReady)
  public:
    explicit SourcesController(QObject* parent = nullptr);
    ~SourcesController() override;

    // Reloads the list, the rulings and the glossary (and the open source).
    Q_INVOKABLE void refresh();
    Q_INVOKABLE void open(const QString& id);
    Q_INVOKABLE void close();  // forgets the open source
    Q_INVOKABLE void openRuling(const QString& id);
    Q_INVOKABLE void closeRuling();
    // Saves a user's source: without an "id" a new one (its id made from the
    // first author and year, or the title), with one an edit of that source
    // (fields not given are kept). "authors" may be [{family, given}] or text
    // "Family, Given; Family, Given". A text left as this language showed it
    // is saved as the record's English (ContentLanguage::sourceEdit). Answers
    // with saved().
    Q_INVOKABLE void saveSource(const QVariantMap& source);
    // Saves an annotation of a source ("sourceId", "topic", "kind", "text",
    // optional "game", "rulingId"); without an "id" a new one. Its text, left
    // as shown, stays the record's English. Answers with saved().
    Q_INVOKABLE void saveAnnotation(const QVariantMap& annotation);
    // Citations of the given sources (none: the listed ones) as "bibtex" or
    // "csl-json": copied to the clipboard and given by citationsReady().
    Q_INVOKABLE void citations(const QString& format, const QStringList& ids = {});
    // Writes the citations to a file (atomically) off the GUI thread; answers with exported().
    Q_INVOKABLE void exportCitations(const QString& format, const QUrl& fileUrl,
                                     const QStringList& ids = {});

    bool ready() const { return ready_; }
    bool busy() const { return pending_ > 0; }
    QString error() const { return error_; }
    QString search() const { return search_; }
    void setSearch(const QString& text);
    QString kindFilter() const { return kindFilter_; }
    void setKindFilter(const QString& kind);
    QString gameFilter() const { return gameFilter_; }
    void setGameFilter(const QString& game);
    QVariantList sources() const { return sources_; }
    int totalSources() const { return totalSources_; }
    QVariantMap current() const { return current_; }
    QVariantList annotations() const { return annotations_; }
    QVariantList annotationGroups() const { return annotationGroups_; }
    QVariantList rulings() const { return rulings_; }
    QVariantList allRulings() const { return allRulings_; }
    QVariantMap ruling() const { return ruling_; }
    QVariantList glossary() const { return glossary_; }
    QVariantList comparisons() const { return comparisons_; }
    QString language() const { return language_; }
    void setLanguage(const QString& language);
    QStringList topics() const;
    QString citationText() const { return citationText_; }

    // "MacKay 2001 — Bao la Kimasai…", or the title alone when the label is made from it.
    static QString headingOf(const QJsonObject& source);

  signals:
    void readyChanged();
    void busyChanged();
    void errorChanged();
    void filtersChanged();
    void sourcesChanged();
    void currentChanged();
    void rulingsChanged();
    void rulingChanged();
    void glossaryChanged();
    void languageChanged();
    void citationsReady(const QString& format, const QString& text, int count);
    void saved(bool ok, const QString& kind, const QString& id, const QString& message);
    void exported(bool ok, const QString& path, const QString& message);

  private:
    void onArchiveState();
    bool usable();  // the archive is there and ready; otherwise sets error_
    void setError(const QString& message);
    template <class Job, class Done>
    void submit(Job&& job, Done&& done);
    void loadLists();
    void loadCurrent();
    void loadRuling();
    QStringList listedIds() const;
    static QString labelOf(const QJsonObject& source);  // "MacKay 2001", "Text 000"
    static QString authorsOf(const QJsonObject& source);

    QPointer<ArchiveService> archive_;
    bool ready_ = false;
    int pending_ = 0;
    QString error_;
    QString search_, kindFilter_, gameFilter_;
    QVariantList sources_;
    int totalSources_ = 0;
    QString currentId_;
    QVariantMap current_;
    QVariantList annotations_, annotationGroups_;
    QVariantList rulings_, allRulings_;
    QString rulingId_;
    QVariantMap ruling_;
    QVariantList glossary_;
    QVariantList comparisons_;
    QString language_ = QStringLiteral("en");
    QString citationText_;
    int listGeneration_ = 0, currentGeneration_ = 0, rulingGeneration_ = 0;
};

}  // namespace enkang::ui
