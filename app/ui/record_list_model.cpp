// The Records page's list models (record_list_model.h).
#include "record_list_model.h"

namespace enkang::ui {

RecordListModel::RecordListModel(QObject* parent) : QAbstractListModel(parent) {}

int RecordListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(records_.size());
}

QVariant RecordListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const archive::RecordSummary& r = records_[index.row()];
    switch (role) {
        case IdRole:
            return r.id;
        case GameRole:
            return r.game;
        case Qt::DisplayRole:
        case DateRole:
            return r.date;
        case PlaceRole:
            return r.place;
        case EventRole:
            return r.event;
        case ObserverRole:
            return r.observer;
        case PlayersRole:
            return r.players;
        case ResultRole:
            return r.result;
        case MovesRole:
            return r.moves;
        default:
            return {};
    }
}

QHash<int, QByteArray> RecordListModel::roleNames() const {
    return {{IdRole, "id"},           {GameRole, "game"},     {DateRole, "date"},
            {PlaceRole, "place"},     {EventRole, "event"},   {ObserverRole, "observer"},
            {PlayersRole, "players"}, {ResultRole, "result"}, {MovesRole, "moves"}};
}

void RecordListModel::setRecords(QList<archive::RecordSummary> records, bool more) {
    const int before = count();
    beginResetModel();
    records_ = std::move(records);
    more_ = false;
    fetching_ = false;
    endResetModel();
    more_ = more;
    if (before != count()) emit countChanged();
}

bool RecordListModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && more_ && !fetching_ && !records_.isEmpty();
}

void RecordListModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent)) return;
    fetching_ = true;
    emit moreWanted(records_.back().id);
}

void RecordListModel::appendRecords(const QList<archive::RecordSummary>& records, bool more) {
    // Still fetching while the rows go in: a view that asks for more as it
    // hears of them must ask after the new last row.
    if (!records.isEmpty()) {
        beginInsertRows({}, count(), count() + int(records.size()) - 1);
        records_ += records;
        endInsertRows();
    }
    fetching_ = false;
    more_ = more;
    if (!records.isEmpty()) emit countChanged();
}

RecordMoveModel::RecordMoveModel(QObject* parent) : QAbstractListModel(parent) {}

int RecordMoveModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(entries_.size());
}

QVariant RecordMoveModel::data(const QModelIndex& index, int role) const {
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
        case IrregularRole:
            return e.irregular;
        case KnownRole:
            return e.known;
        case GlyphRole:
            return e.glyph;
        case CommentRole:
            return e.comment;
        case HandlerRole:
            return e.handler;
        case TimeRole:
            return e.time;
        case MarkRole:
            return e.mark;
        case VariationsRole:
            return e.variations;
        case BestRole:
            return e.best;
        default:
            return {};
    }
}

QHash<int, QByteArray> RecordMoveModel::roleNames() const {
    return {{NumberRole, "number"},       {PlayerRole, "player"},   {PitRole, "pit"},
            {IrregularRole, "irregular"}, {KnownRole, "known"},     {GlyphRole, "glyph"},
            {CommentRole, "comment"},     {HandlerRole, "handler"}, {TimeRole, "time"},
            {MarkRole, "mark"},           {BestRole, "best"},       {VariationsRole, "variations"}};
}

void RecordMoveModel::setCurrent(int current) {
    if (current_ == current) return;
    current_ = current;
    emit currentChanged();
}

void RecordMoveModel::setEntries(const QList<Entry>& entries) {
    const int before = count();
    const int common = int(std::min(entries_.size(), entries.size()));
    for (int row = 0; row < common; ++row) {
        if (entries_[row] == entries[row]) continue;
        entries_[row] = entries[row];
        emit dataChanged(index(row), index(row));
    }
    if (entries.size() > entries_.size()) {
        beginInsertRows({}, before, int(entries.size()) - 1);
        for (qsizetype row = before; row < entries.size(); ++row) entries_.push_back(entries[row]);
        endInsertRows();
    } else if (entries.size() < entries_.size()) {
        beginRemoveRows({}, int(entries.size()), before - 1);
        entries_.resize(entries.size());
        endRemoveRows();
    }
    if (before != count()) emit countChanged();
}

QVariantMap RecordMoveModel::entry(int row) const {
    if (row < 0 || row >= count()) return {};
    const Entry& e = entries_[row];
    return {{"number", row + 1},
            {"pit", e.pit},
            {"glyph", e.glyph},
            {"comment", e.comment},
            {"irregular", e.irregular}};
}

}  // namespace enkang::ui
