// The moves of the game so far, one row per move, for the move list.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>

namespace enkang::ui {

class MoveListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameController")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int current READ current NOTIFY currentChanged)
  public:
    enum Role { NumberRole = Qt::UserRole + 1, PlayerRole, PitRole, HandlerRole };
    struct Entry {
        int player = 0;  // 0 South, 1 North
        QString pit;
        QString handler;  // the team member who handled the seeds (En Gehé), or empty
    };

    explicit MoveListModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return int(entries_.size()); }
    // The number of moves played; rows after it are undone moves that redo can bring back.
    int current() const { return current_; }
    void setEntries(QList<Entry> entries, int current);

  signals:
    void countChanged();
    void currentChanged();

  private:
    QList<Entry> entries_;
    int current_ = 0;
};

}  // namespace enkang::ui
