// Pictures and printed sheets of records, for QML: a PNG of a position
// (BoardPainter) and a PDF game sheet of a record (GameSheet). The record
// is read on the archive's thread, drawn and written on a thread of the
// exporter's own; the file appears whole or not at all (written beside it
// under a temporary name, then renamed: QSaveFile). Each request ends with
// `done` or `failed` (a sentence to show).
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QUrl>
#include <QVariantMap>
#include <functional>
#include <optional>

#include "archive/game_record.h"
#include "archive/record_analysis.h"
#include "worker_thread.h"

namespace enkang::ui {

class Exporter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(QString message READ message NOTIFY finished)  // the last outcome, as a sentence
  public:
    explicit Exporter(QObject* parent = nullptr);

    bool busy() const { return pending_ > 0; }
    QString message() const { return message_; }

    // The position after `ply` moves of a saved record, `width` x `height`
    // pixels (height 0: as the board's shape needs), its last move marked
    // and, when the record was analysed, the engine's best move.
    Q_INVOKABLE void savePositionPng(qint64 recordId, int ply, const QUrl& file, int width = 1200,
                                     int height = 0);
    // The same for a game not saved: its id, options (rules.md keys) and moves (pit names).
    Q_INVOKABLE void saveMovesPng(const QString& gameId, const QVariantMap& options,
                                  const QStringList& moves, int ply, const QUrl& file,
                                  int width = 1200, int height = 0);
    // A game sheet of a saved record, with diagrams after these numbers of moves.
    Q_INVOKABLE void saveRecordPdf(qint64 recordId, const QUrl& file,
                                   const QList<int>& diagramPlies = {});

  signals:
    void busyChanged();
    void done(const QString& path);
    void failed(const QString& message);
    void finished();  // after done or failed

  private:
    using Render = std::function<QString(const QString& path)>;  // "" or why it failed
    bool start(const QUrl& file, QString& path);
    void loadThenWrite(qint64 recordId, const QString& path,
                       std::function<Render(const archive::GameRecord&,
                                            const std::optional<archive::RecordAnalysis>&)>
                           make);
    void write(const QString& path, Render render);
    void finish(const QString& path, const QString& error);

    WorkerThread worker_{QStringLiteral("export")};
    int pending_ = 0;
    QString message_;
};

}  // namespace enkang::ui
