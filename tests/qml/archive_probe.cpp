#include "archive_probe.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace {
const QString kConnection = QStringLiteral("qml-test-probe");
}

ArchiveProbe::ArchiveProbe(const QString& archivePath, const QString& folder, QObject* parent)
    : QObject(parent), archivePath_(archivePath), folder_(folder) {}

// One value, read on a fresh read-only connection (sees every committed write).
QString ArchiveProbe::query(const QString& sql, const QVariantList& values) {
    QString answer;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), kConnection);
        db.setDatabaseName(archivePath_);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            q.prepare(sql);
            for (const QVariant& v : values) q.addBindValue(v);
            if (q.exec() && q.next()) answer = q.value(0).toString();
        }
    }
    QSqlDatabase::removeDatabase(kConnection);
    return answer;
}

int ArchiveProbe::recordCount() {
    return query(QStringLiteral("SELECT count(*) FROM records"), {}).toInt();
}

qint64 ArchiveProbe::newestId() {
    return query(QStringLiteral("SELECT coalesce(max(id), 0) FROM records"), {}).toLongLong();
}

QString ArchiveProbe::tag(qint64 id, const QString& name) {
    return query(QStringLiteral("SELECT value FROM record_tags WHERE record_id = ? AND name = ?"),
                 {id, name});
}

int ArchiveProbe::moveCount(qint64 id) {
    return query(QStringLiteral("SELECT count(*) FROM record_moves WHERE record_id = ? AND "
                                "parent_id IS NULL AND variation = 0"),
                 {id})
        .toInt();
}

QString ArchiveProbe::comment(qint64 id, int index) {
    return query(QStringLiteral("SELECT comment FROM record_moves WHERE record_id = ? AND "
                                "parent_id IS NULL AND variation = 0 "
                                "ORDER BY position LIMIT 1 OFFSET ?"),
                 {id, index});
}

QString ArchiveProbe::glyph(qint64 id, int index) {
    return query(QStringLiteral("SELECT glyph FROM record_moves WHERE record_id = ? AND parent_id "
                                "IS NULL AND variation = 0 "
                                "ORDER BY position LIMIT 1 OFFSET ?"),
                 {id, index});
}

QString ArchiveProbe::variationGlyph(qint64 id, const QString& pit) {
    return query(QStringLiteral("SELECT glyph FROM record_moves WHERE record_id = ? AND pit = ? "
                                "AND (parent_id IS NOT NULL OR variation > 0)"),
                 {id, pit});
}

int ArchiveProbe::countWithPlace(const QString& place) {
    return query(QStringLiteral(
                     "SELECT count(*) FROM record_tags WHERE name = 'Place' AND value = ?"),
                 {place})
        .toInt();
}

QUrl ArchiveProbe::fileUrl(const QString& name) const {
    return QUrl::fromLocalFile(folder_ + QLatin1Char('/') + name);
}

QUrl ArchiveProbe::writeFile(const QString& name, const QString& text) {
    QFile f(fileUrl(name).toLocalFile());
    if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0) return {};
    return fileUrl(name);
}

QString ArchiveProbe::readFile(const QUrl& url) {
    QFile f(url.toLocalFile());
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
