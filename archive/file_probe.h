// A read-only look at an existing file before Enkang writes to it: is it
// SQLite, is it ours (application id, or our tables in an archive made before
// the id), which schema version, is it intact. The probe leaves nothing
// beside the file: it opens immutable when no WAL is present, and removes any
// -wal, -shm or -journal that was not there before it looked.
#pragma once

#include <QCoreApplication>
#include <QSet>
#include <QString>
#include <QStringList>

#include "archive_fault.h"

namespace enkang::archive {

// The context of the messages about an archive's file (this check, opening,
// upgrading, backing up), for lupdate and QTranslator.
struct ArchiveFile {
    Q_DECLARE_TR_FUNCTIONS(ArchiveFile)
};

struct ProbeResult {
    Fault fault = Fault::None;
    QString message;      // why the file is refused, naming what was found
    bool fresh = false;   // nothing in it yet: a new archive (empty file, or ours at version 0)
    bool legacy = false;  // ours, made before Enkang wrote an application id
    int version = 0;      // PRAGMA user_version
};

// Snapshot of the side files SQLite may create next to a database; restore()
// removes those that appeared since.
class SideFiles {
  public:
    explicit SideFiles(const QString& path);
    void restore() const;

  private:
    QString path_;
    QSet<QString> present_;
};

// Looks at `path` (which exists) without changing it. `maxVersion` is the
// newest schema this build knows; `integrity` runs SQLite's quick_check.
ProbeResult probeFile(const QString& path, quint32 applicationId, int maxVersion, bool integrity);

// The SQLite connection options and file name for a read-only look at
// `path`: immutable when no WAL is beside it (nothing is created), else mode=ro.
struct ReadOnlyOpen {
    QString name, options;
};
ReadOnlyOpen readOnlyOpen(const QString& path, bool forceImmutable = false);

}  // namespace enkang::archive
