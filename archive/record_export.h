// Exporting records from the archive as text (docs/record-format.md): all of
// them, chosen ones, or those a search finds, one record at a time (memory
// does not grow with the archive). A file is written whole or not at all: it
// replaces the old one only when every record is in it, and a cancelled or
// failed export leaves the old file (or none) as it was.
#pragma once

#include <QList>
#include <QString>
#include <atomic>
#include <functional>
#include <string>

#include "archive_fault.h"
#include "database.h"
#include "record_store.h"

namespace enkang::archive {

struct ExportSelection {
    enum Kind { All, Chosen, Found };
    Kind kind = All;
    QList<qint64> ids;    // Chosen: these records, in this order
    RecordFilter filter;  // Found: what the search finds, in its order (limit ignored)
};

struct ExportReport {
    int written = 0;  // records written
    bool cancelled = false;
    Fault fault = Fault::None;  // why it stopped (None: it did not)
    QString error;              // in plain words, naming the record or the file
    bool ok() const { return fault == Fault::None && !cancelled; }
};

// Called every 200 records and at the end: records written of the total.
using ExportProgress = std::function<void(int done, int total)>;
// Takes the text of one record (with the blank line between records); false:
// it could not be written (the export stops).
using ExportSink = std::function<bool(const std::string& text)>;

// The records chosen, written through `sink`.
ExportReport exportRecords(Database& db, const ExportSelection& what, const ExportSink& sink,
                           const ExportProgress& progress = {},
                           const std::atomic<bool>* cancel = nullptr);
// The same into a file, replaced only when the export is complete.
ExportReport exportRecordsToFile(Database& db, const ExportSelection& what, const QString& path,
                                 const ExportProgress& progress = {},
                                 const std::atomic<bool>* cancel = nullptr);

}  // namespace enkang::archive
