#include "file_probe.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>

namespace enkang::archive {
namespace {

const char* const kSideSuffixes[] = {"-wal", "-shm", "-journal"};

// The tables every Enkang archive has had since schema 1.
const QStringList kOurTables = {"records", "record_tags", "record_moves"};

QString listed(QStringList names) {
    names.sort();
    if (names.size() > 5) names = names.mid(0, 5) << "…";
    return names.join(", ");
}

}  // namespace

SideFiles::SideFiles(const QString& path) : path_(path) {
    for (const char* suffix : kSideSuffixes)
        if (QFileInfo::exists(path + suffix)) present_.insert(suffix);
}

void SideFiles::restore() const {
    for (const char* suffix : kSideSuffixes)
        if (!present_.contains(suffix)) QFile::remove(path_ + suffix);
}

ReadOnlyOpen readOnlyOpen(const QString& path, bool forceImmutable) {
    QUrl url = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
    const bool immutable = forceImmutable || !QFileInfo::exists(path + "-wal");
    url.setQuery(immutable ? "immutable=1" : "mode=ro");
    return {url.toString(QUrl::FullyEncoded),
            QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI")};
}

ProbeResult probeFile(const QString& path, quint32 applicationId, int maxVersion, bool integrity) {
    ProbeResult out;
    auto refuse = [&](Fault fault, const QString& why) {
        out.fault = fault;
        out.message = ArchiveFile::tr("%1: %2; it was left untouched").arg(path, why);
        return out;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(Fault::Io, ArchiveFile::tr("cannot be read"));
    const QByteArray header = file.read(100);
    file.close();
    if (header.isEmpty()) {
        out.fresh = true;
        return out;
    }
    if (!header.startsWith(QByteArray("SQLite format 3\0", 16)))
        return refuse(Fault::NotOurs,
                      ArchiveFile::tr("not an Enkang archive (not an SQLite database)"));
    if (header.size() < 100)
        return refuse(Fault::Damaged, ArchiveFile::tr("the database header is cut short"));

    const SideFiles side(path);
    const QString name = "probe-" + QUuid::createUuid().toString(QUuid::WithoutBraces);
    {
        QSqlDatabase probe = QSqlDatabase::addDatabase("QSQLITE", name);
        const ReadOnlyOpen how = readOnlyOpen(path);
        probe.setDatabaseName(how.name);
        probe.setConnectOptions(how.options);
        [&] {
            if (!probe.open()) {
                refuse(
                    faultOf(probe.lastError()),
                    ArchiveFile::tr("cannot be opened: %1").arg(probe.lastError().databaseText()));
                return;
            }
            QSqlQuery q(probe);
            quint32 appId = 0;
            QStringList tables;
            if (!q.exec("PRAGMA application_id") || !q.next()) {
                const Fault f = faultOf(q.lastError());
                refuse(f == Fault::Invalid ? Fault::Damaged : f,
                       ArchiveFile::tr("cannot be read as SQLite: %1")
                           .arg(q.lastError().databaseText()));
                return;
            }
            appId = quint32(q.value(0).toLongLong());
            if (!q.exec("PRAGMA user_version") || !q.next()) {
                refuse(Fault::Damaged, ArchiveFile::tr("its schema version cannot be read"));
                return;
            }
            out.version = q.value(0).toInt();
            if (!q.exec("SELECT name FROM sqlite_master WHERE type = 'table'")) {
                refuse(Fault::Damaged,
                       ArchiveFile::tr("damaged: its list of tables cannot be read: %1")
                           .arg(q.lastError().databaseText()));
                return;
            }
            while (q.next()) tables << q.value(0).toString();
            bool hasOurTables = true;
            for (const QString& t : kOurTables) hasOurTables = hasOurTables && tables.contains(t);
            if (appId != 0 && appId != applicationId) {
                refuse(Fault::NotOurs,
                       ArchiveFile::tr("not an Enkang archive: it belongs to another program "
                                       "(SQLite application id 0x%1)")
                           .arg(appId, 8, 16, QChar('0')));
                return;
            }
            const bool marked = appId == applicationId;
            if (!marked && !hasOurTables) {
                refuse(Fault::NotOurs,
                       tables.isEmpty()
                           ? ArchiveFile::tr("not an Enkang archive: an SQLite database that "
                                             "Enkang did not make (no tables, schema version %1)")
                                 .arg(out.version)
                           : ArchiveFile::tr("not an Enkang archive: it holds tables that are not "
                                             "Enkang's (%1)")
                                 .arg(listed(tables)));
                return;
            }
            out.legacy = !marked;
            if (out.version > maxVersion) {
                refuse(Fault::TooNew,
                       ArchiveFile::tr("made by a newer Enkang (schema %1; this app knows up to "
                                       "%2). Update Enkang to open it")
                           .arg(out.version)
                           .arg(maxVersion));
                return;
            }
            if (out.version < 0 || (out.version == 0 && !tables.isEmpty())) {
                refuse(Fault::Damaged,
                       ArchiveFile::tr("damaged: schema version %1 is not one Enkang ever wrote "
                                       "(1 to %2)")
                           .arg(out.version)
                           .arg(maxVersion));
                return;
            }
            out.fresh = out.version == 0;
            if (integrity &&
                (!q.exec("PRAGMA quick_check") || !q.next() || q.value(0).toString() != "ok")) {
                const Fault f = faultOf(q.lastError());
                refuse(f == Fault::Locked ? f : Fault::Damaged,
                       f == Fault::Locked
                           ? ArchiveFile::tr("in use by another program")
                           : ArchiveFile::tr("the database is damaged (SQLite's check failed)"));
            }
        }();
        probe.close();
    }
    QSqlDatabase::removeDatabase(name);
    side.restore();
    return out;
}

}  // namespace enkang::archive
