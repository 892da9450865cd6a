// Saves the game in progress into the settings and resumes it at start.
#include "game_session.h"

#include <QSettings>

#include "game_controller.h"

namespace enkang::ui {

namespace {
const QString kKey = QStringLiteral("gameInProgress");
}

GameSession::GameSession(QSettings* store, QObject* parent) : QObject(parent), store_(store) {}

QVariantMap GameSession::resumeData(const GameController& controller) {
    QVariantList members;
    for (const QStringList& team : controller.teamMembers()) members << team;
    const QList<int> levels = controller.levels();
    return {{"game", controller.gameId()},
            {"options", controller.options()},
            {"levels", QVariantList{levels.value(0), levels.value(1)}},
            {"teamNames", controller.teamNames()},
            {"teamMembers", members},
            {"moves", controller.movesText()}};
}

bool GameSession::resume(GameController& controller, const QVariantMap& data) {
    const QString game = data.value("game").toString();
    if (game.isEmpty()) return false;
    QList<int> levels;
    for (const QVariant& level : data.value("levels").toList()) levels << level.toInt();
    QList<QStringList> members;
    for (const QVariant& team : data.value("teamMembers").toList()) members << team.toStringList();
    if (!controller.newGame(game, data.value("options").toMap(), levels,
                            data.value("teamNames").toStringList(), members))
        return false;
    const QStringList moves = data.value("moves").toString().split(' ', Qt::SkipEmptyParts);
    return controller.playNames(moves);
}

void GameSession::save(const GameController& controller) {
    if (!store_) return;
    if (controller.over())
        store_->remove(kKey);
    else
        store_->setValue(kKey, resumeData(controller));
    store_->sync();  // on disk at once: a killed app still resumes
}

void GameSession::keep(GameController* controller) {
    if (!store_ || !controller) return;
    save(*controller);
    const auto saveNow = [this, controller] { save(*controller); };
    connect(controller, &GameController::gameChanged, this, saveNow);
    connect(controller, &GameController::positionChanged, this, saveNow);
}

bool GameSession::resume(GameController* controller) const {
    if (!store_ || !controller || !store_->contains(kKey)) return false;
    return resume(*controller, store_->value(kKey).toMap());
}

}  // namespace enkang::ui
