// What the QML tests read back from the archive after driving a page: its
// own read-only connection to the test archive's file (the app's archive
// thread keeps writing through its own), and files to import or read.
#pragma once

#include <QObject>
#include <QString>
#include <QUrl>

class ArchiveProbe : public QObject {
    Q_OBJECT
  public:
    ArchiveProbe(const QString& archivePath, const QString& folder, QObject* parent = nullptr);

    Q_INVOKABLE int recordCount();
    Q_INVOKABLE qint64 newestId();
    // A tag's value of a record ("" when it has none).
    Q_INVOKABLE QString tag(qint64 id, const QString& name);
    Q_INVOKABLE int moveCount(qint64 id);
    // The comment and glyph of the main line's move `index` (0-based).
    Q_INVOKABLE QString comment(qint64 id, int index);
    Q_INVOKABLE QString glyph(qint64 id, int index);
    Q_INVOKABLE int countWithPlace(const QString& place);
    // The glyph of a move `pit` in one of the record's variations.
    Q_INVOKABLE QString variationGlyph(qint64 id, const QString& pit);
    // A file in the test's folder with this text; its URL.
    Q_INVOKABLE QUrl writeFile(const QString& name, const QString& text);
    Q_INVOKABLE QUrl fileUrl(const QString& name) const;
    Q_INVOKABLE QString readFile(const QUrl& url);

  private:
    QString query(const QString& sql, const QVariantList& values);
    QString archivePath_, folder_;
};
