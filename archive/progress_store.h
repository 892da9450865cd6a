// Tutorial progress in the database: per lesson, whether it was completed,
// the best stars earned and the step to resume at.
#pragma once

#include <QList>
#include <QString>

#include "database.h"

namespace enkang::archive {

struct LessonProgress {
    QString lessonId;
    bool completed = false;
    int stars = 0;
    int step = 0;
};

class ProgressStore {
  public:
    explicit ProgressStore(Database& db) : db_(db) {}
    QList<LessonProgress> all();
    // Completion and stars only ever grow; the resume step is replaced.
    bool save(const LessonProgress& progress);

  private:
    Database& db_;
};

}  // namespace enkang::archive
