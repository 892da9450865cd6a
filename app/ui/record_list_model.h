// The list models of the Records page: the records a search found (one row
// per record, from the archive's summaries, fetched a page at a time as the
// view scrolls: canFetchMore/fetchMore) and the moves of one record (pit,
// comment, glyph, who handled it, and the analysis' verdict).
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QList>
#include <QVariantMap>

#include "archive/record_store.h"

namespace enkang::ui {

class RecordListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by RecordsController")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
  public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        GameRole,
        DateRole,
        PlaceRole,
        EventRole,
        ObserverRole,
        PlayersRole,
        ResultRole,
        MovesRole,
    };

    explicit RecordListModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // More rows can be fetched (a page is being fetched: not yet again).
    bool canFetchMore(const QModelIndex& parent = {}) const override;
    // Asks for the page after the last row (moreWanted); the answer comes
    // through appendRecords.
    void fetchMore(const QModelIndex& parent = {}) override;

    int count() const { return int(records_.size()); }  // rows fetched so far
    const archive::RecordSummary& at(int row) const { return records_[row]; }
    // The first page of a new search; `more`: further pages exist.
    void setRecords(QList<archive::RecordSummary> records, bool more = false);
    // No more pages of these rows: a new search is on its way.
    void stopFetching() { more_ = false; }
    // A further page, after the rows fetched.
    void appendRecords(const QList<archive::RecordSummary>& records, bool more);

  signals:
    void countChanged();
    void moreWanted(qint64 afterId);

  private:
    QList<archive::RecordSummary> records_;
    bool more_ = false;
    bool fetching_ = false;
};

// One row per move of a record's main line. Rows are updated in place (an
// edited comment, a new move, an analysis mark) so that views keep their
// place.
class RecordMoveModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the record viewer and the field recorder")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int current READ current NOTIFY currentChanged)
  public:
    enum Role {
        NumberRole = Qt::UserRole + 1,
        PlayerRole,  // 0 South, 1 North
        PitRole,
        IrregularRole,  // observed although the engine calls it illegal (~b3)
        KnownRole,      // the engine knows the position before this move
        GlyphRole,
        CommentRole,
        HandlerRole,
        TimeRole,
        MarkRole,        // analysis: "", "inaccuracy", "mistake", "blunder"
        BestRole,        // analysis: the engine's move where it differs
        VariationsRole,  // how many alternative lines branch off at this move
    };
    struct Entry {
        int player = 0;
        QString pit;
        bool irregular = false;
        bool known = true;
        QString glyph, comment, handler, time, mark, best;
        int variations = 0;
        bool operator==(const Entry&) const = default;
    };

    explicit RecordMoveModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return int(entries_.size()); }
    // The moves played on the board so far (the row current - 1 is the last one shown).
    int current() const { return current_; }
    void setCurrent(int current);
    const Entry& at(int row) const { return entries_[row]; }
    // One row for QML: {number, pit, glyph, comment, irregular} (empty when out of range).
    Q_INVOKABLE QVariantMap entry(int row) const;
    // Replaces the rows, inserting, removing and changing only what differs.
    void setEntries(const QList<Entry>& entries);

  signals:
    void countChanged();
    void currentChanged();

  private:
    QList<Entry> entries_;
    int current_ = 0;
};

}  // namespace enkang::ui
