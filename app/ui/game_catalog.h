// The three games described once, for the interface: names and notes in
// the interface's language, board geometry, options, and what each game has
// (reserves, phases, teams, relay). QML asks `Games.game(id)` and never
// names or compares a game id itself.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QList>
#include <QObject>
#include <QStringList>
#include <QVariantList>

#include "engine/types.h"

namespace enkang::ui {

class GameDescription : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("described by Games")
    Q_PROPERTY(QString id READ id CONSTANT)
    Q_PROPERTY(QString name READ name NOTIFY textsChanged)
    Q_PROPERTY(QString shortName READ shortName NOTIFY textsChanged)
    Q_PROPERTY(QString origin READ origin NOTIFY textsChanged)
    Q_PROPERTY(QString source READ source NOTIFY textsChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY textsChanged)
    Q_PROPERTY(int rows READ rows CONSTANT)
    Q_PROPERTY(int columns READ columns CONSTANT)          // by default
    Q_PROPERTY(QStringList options READ options CONSTANT)  // option keys, as in rules.md
    // The number options with their ranges: [{key, low, high, value}] (the new-game form).
    Q_PROPERTY(QVariantList optionRanges READ optionRanges CONSTANT)
    Q_PROPERTY(bool hasReserves READ hasReserves CONSTANT)  // cows wait off the board
    Q_PROPERTY(bool hasPhases READ hasPhases CONSTANT)      // the game changes its rules midway
    Q_PROPERTY(bool hasTeams READ hasTeams CONSTANT)        // each side is a team of players
    Q_PROPERTY(bool countsCaptures READ countsCaptures CONSTANT)  // the score is what was taken
    Q_PROPERTY(bool callsSeedsCows READ callsSeedsCows CONSTANT)  // its source's word
    Q_PROPERTY(
        bool foldsRows READ foldsRows CONSTANT)  // rows too long for a screen fold into bands
  public:
    GameDescription(GameId game, QObject* parent);

    QString id() const;
    QString name() const;
    QString shortName() const;
    QString origin() const;
    QString source() const;
    QString summary() const;
    int rows() const;
    int columns() const;
    QStringList options() const;
    QVariantList optionRanges() const;
    bool hasReserves() const;
    bool hasPhases() const { return game_ == GameId::KimasaiMackay; }
    bool hasTeams() const { return game_ == GameId::EnGehe; }
    bool countsCaptures() const { return !hasReserves(); }
    bool callsSeedsCows() const { return game_ == GameId::KimasaiMackay; }
    bool foldsRows() const { return game_ == GameId::EnGehe; }
    GameId game() const { return game_; }

  signals:
    void textsChanged();

  private:
    GameId game_;
};

class Games : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QStringList ids READ ids CONSTANT)
    Q_PROPERTY(QString defaultId READ defaultId CONSTANT)
  public:
    explicit Games(QObject* parent = nullptr);

    QStringList ids() const;
    QString defaultId() const { return ids().first(); }
    // The game with that id; the default game for an unknown id (never null).
    Q_INVOKABLE enkang::ui::GameDescription* game(const QString& id) const;

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    QList<GameDescription*> games_;
    bool renamePending_ = false;
};

}  // namespace enkang::ui
