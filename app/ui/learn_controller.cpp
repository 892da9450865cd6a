#include "learn_controller.h"

#include "app/learn/narrate.h"
#include "archive/database.h"
#include "archive/progress_store.h"
#include "archive_service.h"

namespace enkang::ui {

LearnController::LearnController(QObject* parent) : QObject(parent) {
    QStringList errors;
    courses_ = learn::loadCourses(QStringLiteral(":/tutorials"), errors);
    for (const QString& e : errors) qWarning("tutorials: %s", qPrintable(e));
    game_.setAnimationMs(90);
    // The computer's reply in a game step, and its end.
    connect(&game_, &GameController::positionChanged, this, [this] {
        const learn::Step* s = currentStep();
        if (!s || s->task != learn::TaskKind::Game || stepDone_) return;
        const int learnerMoves = (game_.ply() - gameStartPly_ + 1) / 2;
        if (game_.over() || learnerMoves >= s->plies)
            finishStep(tr("Well played. That is the whole game in your hands now."));
    });
    loadProgress();
    if (auto* archive = ArchiveService::instance())
        connect(archive, &ArchiveService::stateChanged, this, &LearnController::loadProgress);
}

void LearnController::setLanguage(const QString& language) {
    if (language == language_) return;
    language_ = language;
    emit languageChanged();
    emit coursesChanged();
    emit stepChanged();
}

QVariantList LearnController::courses() const {
    QVariantList out;
    for (const learn::Course& c : courses_) {
        QVariantList lessons;
        for (const learn::Lesson& l : c.lessons)
            lessons << QVariantMap{{"id", l.id},
                                   {"title", learn::pick(l.title, language_)},
                                   {"steps", l.steps.size()},
                                   {"completed", progress_.value(l.id).completed},
                                   {"stars", progress_.value(l.id).stars}};
        out << QVariantMap{
            {"game", c.game}, {"title", learn::pick(c.title, language_)}, {"lessons", lessons}};
    }
    return out;
}

const learn::Step* LearnController::currentStep() const {
    if (course_ < 0 || lesson_ < 0) return nullptr;
    const auto& steps = courses_[course_].lessons[lesson_].steps;
    return step_ >= 0 && step_ < steps.size() ? &steps[step_] : nullptr;
}

QString LearnController::lessonId() const {
    return course_ < 0 ? QString() : courses_[course_].lessons[lesson_].id;
}
QString LearnController::lessonTitle() const {
    return course_ < 0 ? QString()
                       : learn::pick(courses_[course_].lessons[lesson_].title, language_);
}
int LearnController::stepCount() const {
    return course_ < 0 ? 0 : int(courses_[course_].lessons[lesson_].steps.size());
}
QString LearnController::task() const {
    const learn::Step* s = currentStep();
    if (!s) return {};
    return s->task == learn::TaskKind::Move   ? "move"
           : s->task == learn::TaskKind::Game ? "game"
                                              : "read";
}
QString LearnController::instruction() const {
    const learn::Step* s = currentStep();
    return s ? learn::pick(s->text, language_) : QString();
}
QStringList LearnController::accepted() const {
    const learn::Step* s = currentStep();
    return s ? s->accept : QStringList();
}
int LearnController::stars() const {
    return std::max(1, 3 - hintsUsed_);
}

bool LearnController::openLesson(const QString& id, int step) {
    for (int c = 0; c < courses_.size(); ++c)
        for (int l = 0; l < courses_[c].lessons.size(); ++l) {
            if (courses_[c].lessons[l].id != id) continue;
            course_ = c;
            lesson_ = l;
            const int resume = progress_.value(id).completed ? 0 : progress_.value(id).step;
            step_ = std::clamp(step < 0 ? resume : step, 0,
                               int(courses_[c].lessons[l].steps.size()) - 1);
            hintsUsed_ = 0;
            lessonDone_ = false;
            loadStep();
            return true;
        }
    return false;
}

void LearnController::loadStep() {
    const learn::Step* s = currentStep();
    if (!s) return;
    QString error;
    auto state = learn::startOfStep(courses_[course_].game, *s, error);
    if (!state) {
        feedback_ = error;  // the checker keeps this from happening in a release
        emit feedbackChanged();
        return;
    }
    const int computer = s->task == learn::TaskKind::Game ? s->level : 0;
    const int learner = state->position().toMove;
    game_.loadState(std::move(state),
                    learner == 0 ? QList<int>{0, computer} : QList<int>{computer, 0});
    game_.setMarkedPits(s->highlight);
    gameStartPly_ = game_.ply();
    feedback_.clear();
    stepDone_ = s->task == learn::TaskKind::Read;
    hintShown_ = false;
    emit stepChanged();
    emit feedbackChanged();
    saveProgress(false);
}

void LearnController::finishStep(const QString& message) {
    stepDone_ = true;
    feedback_ = message;
    if (step_ + 1 >= stepCount()) {
        lessonDone_ = true;
        saveProgress(true);
    }
    emit feedbackChanged();
}

void LearnController::next() {
    if (!stepDone_) return;
    if (step_ + 1 >= stepCount()) {
        lessonDone_ = true;
        saveProgress(true);
        emit feedbackChanged();
        return;
    }
    ++step_;
    loadStep();
}

void LearnController::previous() {
    if (step_ == 0) return;
    --step_;
    loadStep();
}

void LearnController::restartStep() {
    loadStep();
}

void LearnController::showHint() {
    const learn::Step* s = currentStep();
    if (!s || s->hint.isEmpty() || stepDone_) return;
    if (!hintShown_) ++hintsUsed_;
    hintShown_ = true;
    feedback_ = learn::pick(s->hint, language_);
    emit feedbackChanged();
}

void LearnController::choosePit(int pit) {
    const learn::Step* s = currentStep();
    if (!s || stepDone_) return;
    if (s->task == learn::TaskKind::Game) {
        game_.playPit(pit);  // the game controller judges; the computer answers
        if (!game_.whyNot(pit).isEmpty() && game_.humanToMove()) {
            feedback_ = game_.whyNot(pit);
            emit feedbackChanged();
        }
        return;
    }
    if (s->task != learn::TaskKind::Move) return;
    const QString name = game_.pitName(pit);
    const QString why = game_.whyNot(pit);
    if (!why.isEmpty()) {
        feedback_ = why;
        emit feedbackChanged();
        return;
    }
    if (s->accept.contains(name)) {
        game_.playPit(pit);
        finishStep(learn::pick(s->success, language_));
        return;
    }
    // A legal move, but not the one asked for: tell what it would do.
    QString message = learn::narrateMove(game_.state(), Move(pit));
    const QString wrong = learn::pick(s->wrong, language_);
    if (!wrong.isEmpty()) message += QLatin1Char(' ') + wrong;
    feedback_ = message + QLatin1Char(' ') + tr("Try again.");
    emit feedbackChanged();
}

QVariantList LearnController::diagrams(const QString& game) const {
    QVariantList out;
    for (const learn::Course& c : courses_) {
        if (c.game != game) continue;
        for (const learn::Lesson& l : c.lessons)
            for (int i = 0; i < l.steps.size(); ++i) {
                if (l.steps[i].task != learn::TaskKind::Move) continue;
                out << QVariantMap{{"lessonId", l.id},
                                   {"step", i},
                                   {"title", learn::pick(l.title, language_)},
                                   {"text", learn::pick(l.steps[i].success, language_)}};
                break;
            }
    }
    return out;
}

bool LearnController::showStepOn(BoardView* target, const QString& lessonId, int step) const {
    if (!target) return false;
    for (const learn::Course& c : courses_)
        for (const learn::Lesson& l : c.lessons) {
            if (l.id != lessonId || step < 0 || step >= l.steps.size()) continue;
            QString error;
            auto state = learn::startOfStep(c.game, l.steps[step], error);
            if (!state) return false;
            target->show(state->rules(), state->position());
            target->setMarks(target->pitsNamed(l.steps[step].accept + l.steps[step].highlight));
            return true;
        }
    return false;
}

int LearnController::progressStars(const QString& lessonId) const {
    return progress_.value(lessonId).stars;
}
bool LearnController::completed(const QString& lessonId) const {
    return progress_.value(lessonId).completed;
}

void LearnController::loadProgress() {
    auto* archive = ArchiveService::instance();
    if (!archive || !archive->ready()) return;
    archive->run(
        [](archive::Database& db) {
            QVariantList rows;
            for (const archive::LessonProgress& p : archive::ProgressStore(db).all())
                rows.append(QVariant(QVariantList{p.lessonId, p.completed, p.stars, p.step}));
            return QVariant(rows);
        },
        this,
        [this](const QVariant& result) {
            for (const QVariant& row : result.toList()) {
                const QVariantList r = row.toList();
                progress_[r[0].toString()] = {r[1].toBool(), r[2].toInt(), r[3].toInt()};
            }
            emit coursesChanged();
        });
}

void LearnController::saveProgress(bool completedNow) {
    const QString id = lessonId();
    if (id.isEmpty()) return;
    Progress& p = progress_[id];
    p.step = completedNow ? 0 : step_;
    if (completedNow) {
        p.completed = true;
        p.stars = std::max(p.stars, stars());
    }
    emit coursesChanged();
    auto* archive = ArchiveService::instance();
    if (!archive || !archive->ready()) return;
    const Progress saved = p;
    archive->run(
        [id, saved](archive::Database& db) {
            return QVariant(
                archive::ProgressStore(db).save({id, saved.completed, saved.stars, saved.step}));
        },
        this);
}

}  // namespace enkang::ui
