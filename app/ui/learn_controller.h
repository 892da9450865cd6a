// The Learn page: courses per game, a lesson's steps on a live board, the
// learner's moves judged (success, or what a wrong move did, told from the
// engine's trace), hints, and progress (completed, stars by hints used,
// the step to resume at) saved in the archive.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QStringList>
#include <QVariantList>

#include "app/learn/course.h"
#include "game_controller.h"

namespace enkang::ui {

class LearnController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QVariantList courses READ courses NOTIFY coursesChanged)
    Q_PROPERTY(GameController* game READ game CONSTANT)
    Q_PROPERTY(QString lessonId READ lessonId NOTIFY stepChanged)
    // The last opened lesson's course, as an index of `courses`; -1 before any.
    Q_PROPERTY(int courseIndex READ courseIndex NOTIFY stepChanged)
    Q_PROPERTY(QString lessonTitle READ lessonTitle NOTIFY stepChanged)
    Q_PROPERTY(int step READ step NOTIFY stepChanged)  // 0-based
    Q_PROPERTY(int stepCount READ stepCount NOTIFY stepChanged)
    Q_PROPERTY(QString task READ task NOTIFY stepChanged)  // "read", "move", "game"
    Q_PROPERTY(QString instruction READ instruction NOTIFY stepChanged)
    Q_PROPERTY(QString feedback READ feedback NOTIFY feedbackChanged)
    Q_PROPERTY(bool stepDone READ stepDone NOTIFY feedbackChanged)
    Q_PROPERTY(bool hintShown READ hintShown NOTIFY feedbackChanged)
    Q_PROPERTY(bool lessonDone READ lessonDone NOTIFY feedbackChanged)
    Q_PROPERTY(int stars READ stars NOTIFY feedbackChanged)
    Q_PROPERTY(QStringList accepted READ accepted NOTIFY stepChanged)
  public:
    explicit LearnController(QObject* parent = nullptr);

    QString language() const { return language_; }
    void setLanguage(const QString& language);
    QVariantList courses() const;
    GameController* game() { return &game_; }
    int courseIndex() const { return course_; }
    QString lessonId() const;
    QString lessonTitle() const;
    int step() const { return step_; }
    int stepCount() const;
    QString task() const;
    QString instruction() const;
    QString feedback() const { return feedback_; }
    bool stepDone() const { return stepDone_; }
    bool hintShown() const { return hintShown_; }
    bool lessonDone() const { return lessonDone_; }
    int stars() const;
    QStringList accepted() const;

    // Opens a lesson at a step (0-based); -1: where the learner left off.
    Q_INVOKABLE bool openLesson(const QString& id, int step = -1);
    Q_INVOKABLE void next();
    Q_INVOKABLE void previous();
    Q_INVOKABLE void showHint();
    Q_INVOKABLE void restartStep();
    // A tap on the board during a lesson.
    Q_INVOKABLE void choosePit(int pit);
    Q_INVOKABLE int progressStars(const QString& lessonId) const;
    // The key rules of a game as board diagrams, one per lesson: the first
    // step of each lesson that asks for a move ({lessonId, step, title, text}).
    Q_INVOKABLE QVariantList diagrams(const QString& game) const;
    // Shows a lesson step's position on another board (the Rules page).
    Q_INVOKABLE bool showStepOn(enkang::ui::BoardView* target, const QString& lessonId,
                                int step) const;
    Q_INVOKABLE bool completed(const QString& lessonId) const;

  signals:
    void languageChanged();
    void coursesChanged();
    void stepChanged();
    void feedbackChanged();

  private:
    const learn::Step* currentStep() const;
    void loadStep();
    void loadProgress();
    void saveProgress(bool completedNow);
    void finishStep(const QString& message);

    QList<learn::Course> courses_;
    GameController game_;
    QString language_ = "en";
    int course_ = -1, lesson_ = -1, step_ = 0;
    QString feedback_;
    bool stepDone_ = false, hintShown_ = false, lessonDone_ = false;
    int hintsUsed_ = 0;
    int gameStartPly_ = 0;
    struct Progress {
        bool completed = false;
        int stars = 0, step = 0;
    };
    QMap<QString, Progress> progress_;
};

}  // namespace enkang::ui
