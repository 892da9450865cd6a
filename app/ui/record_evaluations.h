// The stored analysis of one record, for the viewer's evaluation graph and
// its best-move marks: set recordId and `moves` follows (read on the
// archive's thread; again when the archive's records change, e.g. after a
// batch analysis). Each move: {ply, side, played, best, before, after,
// south, mark, glyph}; glyph is the one the mark suggests ("??", "?", "?!");
// `south` is the evaluation after the move from South's side
// (positive: South is better), in the engine's units (seedUnit per seed).
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QVariantList>

namespace enkang::ui {

class RecordEvaluations : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(qint64 recordId READ recordId WRITE setRecordId NOTIFY recordIdChanged)
    Q_PROPERTY(bool loading READ loading NOTIFY changed)
    Q_PROPERTY(bool analysed READ analysed NOTIFY changed)  // an analysis is stored
    Q_PROPERTY(int level READ level NOTIFY changed)
    Q_PROPERTY(QVariantList moves READ moves NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)  // the archive is not open
  public:
    explicit RecordEvaluations(QObject* parent = nullptr);

    qint64 recordId() const { return id_; }
    void setRecordId(qint64 id);
    bool loading() const { return loading_; }
    bool analysed() const { return analysed_; }
    int level() const { return level_; }
    QVariantList moves() const { return moves_; }
    QString error() const { return error_; }

    Q_INVOKABLE void reload();

  signals:
    void recordIdChanged();
    void changed();

  private:
    qint64 id_ = 0;
    int serial_ = 0;  // the newest read; older answers are dropped
    bool loading_ = false, analysed_ = false;
    int level_ = 0;
    QVariantList moves_;
    QString error_;
};

}  // namespace enkang::ui
