// The pits of the board as QML sees them: name, place, seeds shown (which
// lag behind the engine while a move is being animated), owner, and the
// highlights of legal moves, the last move and the animation.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <vector>

#include "engine/rules.h"

namespace enkang::ui {

// What the animation is doing at a pit right now.
enum class PitActivity { None, Lifted, Dropped, Raided, Captured, Landed };

class BoardModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameController")
    Q_PROPERTY(int rows READ rows NOTIFY shapeChanged)
    Q_PROPERTY(int columns READ columns NOTIFY shapeChanged)
  public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        RowRole,
        ColumnRole,
        SeedsRole,
        OwnerRole,  // 0 South, 1 North
        FrontRole,
        LegalRole,
        LastMoveRole,
        ActivityRole,    // PitActivity as int
        NextColumnRole,  // the column of the pit after this one on its owner's track, or -1
    };

    explicit BoardModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int rows() const { return rows_; }
    int columns() const { return columns_; }

    // A new board shape and contents (a new game).
    void reset(const Rules& rules, const Position& position);
    // Shows a position's pits at once (after a move, undo, skip).
    void showPosition(const Position& position);
    void setSeeds(int pit, int seeds);
    void setActivity(int pit, PitActivity activity);
    void clearActivity();
    void setLegal(const MoveList& legal);
    void setLastMove(int pit);
    int seedsShown(int pit) const { return pits_[std::size_t(pit)].seeds; }

  signals:
    void shapeChanged();

  private:
    struct Pit {
        QString name;
        int row = 0, column = 0, seeds = 0, owner = 0, nextColumn = -1;
        bool front = false, legal = false, lastMove = false;
        PitActivity activity = PitActivity::None;
    };
    void changed(int pit, const QList<int>& roles);

    std::vector<Pit> pits_;
    int rows_ = 0, columns_ = 0;
};

}  // namespace enkang::ui
