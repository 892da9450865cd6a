#include "exporter.h"

#include <QPointer>
#include <QSaveFile>
#include <cmath>

#include "archive/analysis_store.h"
#include "archive/record_check.h"
#include "archive/record_line.h"
#include "archive/record_store.h"
#include "archive/wording_qt.h"
#include "archive_service.h"
#include "board_painter.h"
#include "board_view.h"
#include "game_sheet.h"
#include "record_support.h"

namespace enkang::ui {
namespace {

using archive::GameRecord;
using archive::RecordAnalysis;

constexpr int kMinSide = 16, kMaxSide = 10000;

// Fills a file that appears only when complete: the temporary file is
// removed on any failure.
QString saveWhole(const QString& path, const std::function<bool(QIODevice&, QString&)>& fill) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        //: %1 is the file's path, %2 the system's reason (e.g. "Permission denied")
        return Exporter::tr("%1 cannot be written: %2").arg(path, file.errorString());
    QString why;
    if (!fill(file, why)) {
        file.cancelWriting();
        return why;
    }
    if (!file.commit())
        return Exporter::tr("%1 could not be saved: %2").arg(path, file.errorString());
    return {};
}

// The picture of the position after `ply` moves, or why there is none.
QString writePng(const GameRecord& record, const std::optional<RecordAnalysis>& analysis, int ply,
                 QSize size, const QString& path) {
    const archive::RecordLine line = archive::followRecord(record);
    if (!line.start)
        return Exporter::tr("This record's board cannot be drawn: %1")
            .arg(archive::translated(line.problem));
    if (ply < 0 || ply > int(record.moves.size()))
        return Exporter::tr("This record has no move %1.").arg(ply);
    if (ply > int(line.moves.size()))
        return Exporter::tr(
                   "The position after move %1 is not known: the engine follows this "
                   "record only to move %2.")
            .arg(ply)
            .arg(line.moves.size());
    const auto game = line.at(ply);
    BoardMarks marks;
    if (ply > 0) marks.lastMove = line.moves[std::size_t(ply - 1)];
    if (analysis && analysis->key == archive::analysisKey(record) &&
        ply < int(analysis->moves.size()))
        game->rules().geometry().parse(analysis->moves[std::size_t(ply)].best, marks.bestMove);
    const BoardPainter board(game->rules(), game->position(), marks);
    if (size.height() <= 0) {  // the board's own shape, within the margins image() leaves
        const double margin = size.width() * 0.03;
        size.setHeight(int(std::ceil(board.heightFor(size.width() - 2 * margin) + 2 * margin)));
        size.setHeight(std::clamp(size.height(), kMinSide, kMaxSide));
    }
    const QImage image = board.image(size);
    return saveWhole(path, [&](QIODevice& file, QString& why) {
        if (image.save(&file, "PNG")) return true;
        why = Exporter::tr("%1: the picture could not be encoded.").arg(path);
        return false;
    });
}

bool sideOk(int side, bool zeroOk) {
    return (zeroOk && side == 0) || (side >= kMinSide && side <= kMaxSide);
}

}  // namespace

Exporter::Exporter(QObject* parent) : QObject(parent) {}

bool Exporter::start(const QUrl& file, QString& path) {
    path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (path.isEmpty()) {
        message_ = tr("Choose a file to save to.");
        emit failed(message_);
        emit finished();
        return false;
    }
    ++pending_;
    if (pending_ == 1) emit busyChanged();
    return true;
}

void Exporter::finish(const QString& path, const QString& error) {
    --pending_;
    message_ = error.isEmpty() ? tr("Saved %1.").arg(path) : error;
    if (error.isEmpty())
        emit done(path);
    else
        emit failed(error);
    emit finished();
    if (pending_ == 0) emit busyChanged();
}

void Exporter::write(const QString& path, Render render) {
    QPointer<Exporter> self(this);
    worker_.run([self, path, render = std::move(render)] {
        const QString error = render(path);
        if (Exporter* exporter = self.data())
            QMetaObject::invokeMethod(exporter, [self, path, error] {
                if (self) self->finish(path, error);
            });
    });
}

void Exporter::loadThenWrite(
    qint64 recordId, const QString& path,
    std::function<Render(const GameRecord&, const std::optional<RecordAnalysis>&)> make) {
    QString why;
    ArchiveService* archive = records::openArchive(why);
    if (!archive) {
        finish(path, why);
        return;
    }
    struct Loaded {
        std::optional<GameRecord> record;
        std::optional<RecordAnalysis> analysis;
        QString error;
    };
    auto loaded = std::make_shared<Loaded>();
    archive->run(
        [recordId, loaded](archive::Database& db) {
            loaded->record = archive::RecordStore(db).load(recordId);
            if (!loaded->record)
                loaded->error = db.error();
            else
                loaded->analysis = archive::AnalysisStore(db).load(recordId);
            return QVariant();
        },
        this,
        [this, path, loaded, make = std::move(make)](const QVariant&) {
            if (!loaded->record) {
                finish(path, tr("The record could not be loaded: %1").arg(loaded->error));
                return;
            }
            write(path, make(*loaded->record, loaded->analysis));
        });
}

void Exporter::savePositionPng(qint64 recordId, int ply, const QUrl& file, int width, int height) {
    QString path;
    if (!start(file, path)) return;
    if (!sideOk(width, false) || !sideOk(height, true)) {
        finish(path, tr("A picture is %1 to %2 pixels each way.").arg(kMinSide).arg(kMaxSide));
        return;
    }
    loadThenWrite(recordId, path,
                  [ply, size = QSize(width, height)](const GameRecord& record,
                                                     const std::optional<RecordAnalysis>& a) {
                      return Render([record, a, ply, size](const QString& to) {
                          return writePng(record, a, ply, size, to);
                      });
                  });
}

void Exporter::saveMovesPng(const QString& gameId, const QVariantMap& options,
                            const QStringList& moves, int ply, const QUrl& file, int width,
                            int height) {
    QString path;
    if (!start(file, path)) return;
    Options o = Options::defaults(GameId::KimasaiMackay);
    if (!optionsFrom(gameId, options, o)) {
        finish(path, tr("The game or its options are not known."));
        return;
    }
    if (!sideOk(width, false) || !sideOk(height, true)) {
        finish(path, tr("A picture is %1 to %2 pixels each way.").arg(kMinSide).arg(kMaxSide));
        return;
    }
    GameRecord record;
    record.setTag("Game", gameId.toStdString());
    if (const std::string tag = archive::formatOptionsTag(o); !tag.empty())
        record.setTag("Options", tag);
    for (const QString& pit : moves) {
        archive::RecordMove m;
        m.pit = pit.toStdString();
        record.moves.push_back(m);
    }
    write(path, [record, ply, size = QSize(width, height)](const QString& to) {
        return writePng(record, std::nullopt, ply, size, to);
    });
}

void Exporter::saveRecordPdf(qint64 recordId, const QUrl& file, const QList<int>& diagramPlies) {
    QString path;
    if (!start(file, path)) return;
    loadThenWrite(
        recordId, path,
        [diagramPlies](const GameRecord& record, const std::optional<RecordAnalysis>& analysis) {
            return Render([record, analysis, diagramPlies](const QString& to) {
                GameSheet sheet(record);
                sheet.setDiagrams(diagramPlies);
                if (analysis && analysis->key == archive::analysisKey(record))
                    sheet.setAnalysis(analysis);
                return saveWhole(
                    to, [&](QIODevice& device, QString& why) { return sheet.write(&device, why); });
            });
        });
}

}  // namespace enkang::ui
