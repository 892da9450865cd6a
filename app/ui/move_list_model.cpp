#include "move_list_model.h"

namespace enkang::ui {

MoveListModel::MoveListModel(QObject* parent) : QAbstractListModel(parent) {}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(entries_.size());
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry& e = entries_[index.row()];
    switch (role) {
        case NumberRole:
            return index.row() + 1;
        case PlayerRole:
            return e.player;
        case Qt::DisplayRole:
        case PitRole:
            return e.pit;
        case HandlerRole:
            return e.handler;
        default:
            return {};
    }
}

QHash<int, QByteArray> MoveListModel::roleNames() const {
    return {
        {NumberRole, "number"}, {PlayerRole, "player"}, {PitRole, "pit"}, {HandlerRole, "handler"}};
}

void MoveListModel::setEntries(QList<Entry> entries, int current) {
    const int oldCount = count();
    beginResetModel();
    entries_ = std::move(entries);
    endResetModel();
    if (oldCount != count()) emit countChanged();
    if (current_ != current) {
        current_ = current;
        emit currentChanged();
    }
}

}  // namespace enkang::ui
