#include "archive_fault.h"

#include <QCoreApplication>
#include <QSqlError>

namespace enkang::archive {
namespace {
// SQLite's primary result codes (sqlite3.h); extended codes keep them in the low byte.
enum SqliteCode {
    kBusy = 5,
    kLocked = 6,
    kReadOnly = 8,
    kIoErr = 10,
    kCorrupt = 11,
    kFull = 13,
    kCantOpen = 14,
    kNotADb = 26,
};
}  // namespace

Fault faultOf(const QSqlError& error) {
    if (error.type() == QSqlError::NoError) return Fault::None;
    bool numeric = false;
    const int code = error.nativeErrorCode().toInt(&numeric) & 0xff;
    if (!numeric) return Fault::Io;
    switch (code) {
        case kBusy:
        case kLocked:
            return Fault::Locked;
        case kReadOnly:
            return Fault::ReadOnly;
        case kFull:
            return Fault::DiskFull;
        case kCorrupt:
        case kNotADb:
            return Fault::Damaged;
        case kIoErr:
        case kCantOpen:
            return Fault::Io;
        default:
            return Fault::Invalid;  // a constraint or a statement: the request itself
    }
}

int exitCodeOf(Fault fault) {
    switch (fault) {
        case Fault::None:
            return 0;
        case Fault::Invalid:
            return 2;
        case Fault::Damaged:
            return 4;
        case Fault::TooNew:
            return 5;
        case Fault::NotOurs:
            return 6;
        case Fault::ReadOnly:
            return 7;
        case Fault::Locked:
            return 8;
        case Fault::DiskFull:
            return 9;
        case Fault::Io:
            return 10;
    }
    return 10;
}

const char* nameOf(Fault fault) {
    switch (fault) {
        case Fault::None:
            return "none";
        case Fault::Invalid:
            return "invalid";
        case Fault::Damaged:
            return "damaged";
        case Fault::TooNew:
            return "too-new";
        case Fault::NotOurs:
            return "not-ours";
        case Fault::ReadOnly:
            return "read-only";
        case Fault::Locked:
            return "locked";
        case Fault::DiskFull:
            return "disk-full";
        case Fault::Io:
            return "io";
    }
    return "io";
}

namespace {

// The context of these messages, for lupdate and QTranslator.
struct ArchiveFault {
    Q_DECLARE_TR_FUNCTIONS(ArchiveFault)
};

}  // namespace

QString adviceFor(Fault fault) {
    switch (fault) {
        case Fault::DiskFull:
            return ArchiveFault::tr(
                "the disk is full: nothing was saved; free space and try again");
        case Fault::Locked:
            return ArchiveFault::tr(
                "the archive is in use by another program: nothing was saved; close that "
                "program and try again");
        case Fault::ReadOnly:
            return ArchiveFault::tr(
                "the archive can only be read here (read-only file, folder or medium): nothing "
                "was saved");
        case Fault::Damaged:
            return ArchiveFault::tr("the archive is damaged: nothing was saved");
        case Fault::Io:
            return ArchiveFault::tr(
                "the archive could not be written (input/output error): "
                "nothing was saved");
        default:
            return {};
    }
}

}  // namespace enkang::archive
