// Keeps a game played in Play as a record of the archive: the moves with
// who handled them, the game's options, the result so far, and what the
// short save form gives (date, place, event, observer, teams, notes).
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantMap>

#include "archive/game_record.h"
#include "engine/game_state.h"

namespace enkang::ui {

// The record of a game; `handlers[i]` handled move i (En Gehé), may be short.
archive::GameRecord recordOfGame(const GameState& game, const QVariantMap& tags,
                                 const QStringList& handlers);

// Saves a record on the archive's thread; `done` gets the new id, or 0 and the reason.
void saveRecordInArchive(const archive::GameRecord& record, QObject* context,
                         std::function<void(qint64 id, const QString& error)> done);

}  // namespace enkang::ui
