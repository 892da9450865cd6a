// For the app tests: work done on the archive's own thread (as the app's
// controllers do it), waited for, so that a test can read or write the
// archive beside the controllers it checks.
#pragma once

#include <QVariant>

#include "archive/database.h"
#include "archive_service.h"

template <class Work>
void runOnArchive(enkang::ui::ArchiveService& archive, Work work) {
    archive.run(
        [work](enkang::archive::Database& db) {
            work(db);
            return QVariant();
        },
        nullptr);
    archive.waitForIdle();
}
