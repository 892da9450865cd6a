#include "board_model.h"

namespace enkang::ui {

BoardModel::BoardModel(QObject* parent) : QAbstractListModel(parent) {}

int BoardModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(pits_.size());
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Pit& p = pits_[std::size_t(index.row())];
    switch (role) {
        case Qt::DisplayRole:
        case NameRole:
            return p.name;
        case RowRole:
            return p.row;
        case ColumnRole:
            return p.column;
        case SeedsRole:
            return p.seeds;
        case OwnerRole:
            return p.owner;
        case FrontRole:
            return p.front;
        case LegalRole:
            return p.legal;
        case LastMoveRole:
            return p.lastMove;
        case ActivityRole:
            return int(p.activity);
        case NextColumnRole:
            return p.nextColumn;
        default:
            return {};
    }
}

QHash<int, QByteArray> BoardModel::roleNames() const {
    return {{NameRole, "name"},         {RowRole, "row"},
            {ColumnRole, "column"},     {SeedsRole, "seeds"},
            {OwnerRole, "owner"},       {FrontRole, "front"},
            {LegalRole, "legal"},       {LastMoveRole, "lastMove"},
            {ActivityRole, "activity"}, {NextColumnRole, "nextColumn"}};
}

void BoardModel::reset(const Rules& rules, const Position& position) {
    beginResetModel();
    const Geometry& g = rules.geometry();
    rows_ = g.rows();
    columns_ = g.columns();
    pits_.assign(std::size_t(g.pitCount()), {});
    for (int pit = 0; pit < g.pitCount(); ++pit) {
        Pit& p = pits_[std::size_t(pit)];
        p.name = QString::fromStdString(g.name(pit));
        p.row = g.rowOf(pit);
        p.column = g.columnOf(pit);
        p.seeds = position.pits[std::size_t(pit)];
        p.owner = g.owner(pit);
        p.front = g.rows() == 4 && g.isFront(pit);
        const int next = rules.next(Player(p.owner), pit);
        p.nextColumn = next >= 0 ? g.columnOf(next) : -1;
    }
    endResetModel();
    emit shapeChanged();
}

void BoardModel::changed(int pit, const QList<int>& roles) {
    const QModelIndex i = index(pit);
    emit dataChanged(i, i, roles);
}

void BoardModel::showPosition(const Position& position) {
    for (std::size_t pit = 0; pit < pits_.size(); ++pit) setSeeds(int(pit), position.pits[pit]);
}

void BoardModel::setSeeds(int pit, int seeds) {
    Pit& p = pits_[std::size_t(pit)];
    if (p.seeds == seeds) return;
    p.seeds = seeds;
    changed(pit, {SeedsRole});
}

void BoardModel::setActivity(int pit, PitActivity activity) {
    Pit& p = pits_[std::size_t(pit)];
    if (p.activity == activity) return;
    p.activity = activity;
    changed(pit, {ActivityRole});
}

void BoardModel::clearActivity() {
    for (std::size_t pit = 0; pit < pits_.size(); ++pit) setActivity(int(pit), PitActivity::None);
}

void BoardModel::setLegal(const MoveList& legal) {
    for (std::size_t pit = 0; pit < pits_.size(); ++pit) {
        const bool now = legal.contains(Move(pit));
        if (pits_[pit].legal == now) continue;
        pits_[pit].legal = now;
        changed(int(pit), {LegalRole});
    }
}

void BoardModel::setLastMove(int last) {
    for (std::size_t pit = 0; pit < pits_.size(); ++pit) {
        const bool now = int(pit) == last;
        if (pits_[pit].lastMove == now) continue;
        pits_[pit].lastMove = now;
        changed(int(pit), {LastMoveRole});
    }
}

}  // namespace enkang::ui
