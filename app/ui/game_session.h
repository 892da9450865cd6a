// The game in progress kept across restarts: its id, options, levels, teams
// and moves are saved in the settings whenever it changes, and a new start
// resumes it. Built on GameController's public API only (newGame and
// playNames replay the moves text it already gives).
#pragma once

#include <QObject>
#include <QVariantMap>

class QSettings;

namespace enkang::ui {

class GameController;

class GameSession : public QObject {
    Q_OBJECT
  public:
    // store: where to keep the game; null keeps nothing (scripted starts).
    explicit GameSession(QSettings* store, QObject* parent = nullptr);

    // Saves the controller's game now and after every change; a finished game is forgotten.
    Q_INVOKABLE void keep(GameController* controller);
    // Starts the kept game again in controller, its moves replayed; false if none (or unusable).
    Q_INVOKABLE bool resume(GameController* controller) const;

    // The game as a map (id, options, levels, teams, moves), and back.
    static QVariantMap resumeData(const GameController& controller);
    static bool resume(GameController& controller, const QVariantMap& data);

  private:
    void save(const GameController& controller);
    QSettings* store_;
};

}  // namespace enkang::ui
