// What can go wrong with an archive file, in classes a person can act on:
// each has its own plain-words message and its own exit code in enkang-cli
// (docs/archive-errors.md lists them and what each leaves on disk).
#pragma once

#include <QString>

class QSqlError;

namespace enkang::archive {

enum class Fault {
    None = 0,
    Invalid,   // the request or the input is wrong (a bad tag name, a bad record)
    Damaged,   // the file is SQLite but broken, or its schema version is impossible
    TooNew,    // made by a newer Enkang
    NotOurs,   // not an Enkang archive (another program's database, or not SQLite)
    ReadOnly,  // can be read but not written (read-only file, folder or medium)
    Locked,    // another program holds it
    DiskFull,  // the disk (or a size limit) is full
    Io,        // another input/output error
};

// Classifies an error from SQLite (through Qt SQL) by its result code.
Fault faultOf(const QSqlError& error);

// The exit code enkang-cli uses for a fault (0 for None).
int exitCodeOf(Fault fault);

// A short name for logs and JSON ("disk-full").
const char* nameOf(Fault fault);

// What a person should know, in plain words, about a failed write.
QString adviceFor(Fault fault);

}  // namespace enkang::archive
