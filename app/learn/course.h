// Tutorial courses: lessons of steps on a live board, loaded from the JSON
// files in tutorials/ (format: docs/tutorials.md), and checked against the
// engine so that a rule change can never silently break a lesson.
#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <memory>
#include <optional>

#include "engine/game_state.h"

namespace enkang::learn {

// A text in every language: "en", "es", "pt", "sk".
using Texts = QMap<QString, QString>;
QString pick(const Texts& texts, const QString& language);

enum class TaskKind { Read, Move, Game };

struct Step {
    QVariantMap options;                  // game options for this step (rules.md keys)
    QStringList moves;                    // played from the start, or from the set-up position
    std::optional<QJsonObject> position;  // a set-up position instead of the start
    Texts text, hint, success, wrong;
    QStringList highlight;
    TaskKind task = TaskKind::Read;
    QStringList accept;        // Move: the moves that succeed
    QJsonObject expect;        // Move: what must be true after an accepted move
    int level = 1, plies = 0;  // Game: the computer's level and the learner's moves
};

struct Lesson {
    QString id;
    Texts title;
    QList<Step> steps;
};

struct Course {
    QString game;
    Texts title;
    QList<Lesson> lessons;
};

// Reads one course file; on failure returns nullopt and sets `error`.
std::optional<Course> loadCourse(const QString& path, QString& error);
// The courses in a folder (or resource folder), in game order.
QList<Course> loadCourses(const QString& folder, QStringList& errors);

// The game of a step, at its starting point (set-up position and moves played).
// Returns nullptr and sets `error` if the step's position cannot be built.
std::unique_ptr<GameState> startOfStep(const QString& game, const Step& step, QString& error);

// Everything wrong with a course: missing texts, illegal moves, false claims.
QStringList check(const Course& course);
// Checks the claims of `expect` after playing `move` (with its trace).
QStringList checkClaims(const GameState& before, const QString& move, const QJsonObject& expect);

}  // namespace enkang::learn
