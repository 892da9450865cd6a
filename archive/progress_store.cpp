#include "progress_store.h"

#include <QSqlError>
#include <QSqlQuery>

namespace enkang::archive {

QList<LessonProgress> ProgressStore::all() {
    QList<LessonProgress> out;
    QSqlQuery q(db_.sql());
    if (!q.exec("SELECT lesson_id, completed, stars, step FROM tutorial_progress")) return out;
    while (q.next())
        out << LessonProgress{q.value(0).toString(), q.value(1).toInt() != 0, q.value(2).toInt(),
                              q.value(3).toInt()};
    return out;
}

bool ProgressStore::save(const LessonProgress& p) {
    return db_.transaction([&] {
        QSqlQuery q(db_.sql());
        q.prepare(
            "INSERT INTO tutorial_progress (lesson_id, completed, stars, step) VALUES (?, ?, ?, ?)"
            " ON CONFLICT(lesson_id) DO UPDATE SET completed = max(completed, excluded.completed),"
            " stars = max(stars, excluded.stars), step = excluded.step,"
            " updated = strftime('%Y-%m-%dT%H:%M:%fZ','now')");
        q.addBindValue(p.lessonId);
        q.addBindValue(int(p.completed));
        q.addBindValue(p.stars);
        q.addBindValue(p.step);
        return q.exec() || db_.fail(q);
    });
}

}  // namespace enkang::archive
