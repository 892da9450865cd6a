#include "game_saver.h"

#include <QPointer>

#include "archive/database.h"
#include "archive/record_check.h"
#include "archive/record_store.h"
#include "archive_service.h"
#include "record_support.h"

namespace enkang::ui {

using archive::GameRecord;

archive::GameRecord recordOfGame(const GameState& game, const QVariantMap& tags,
                                 const QStringList& handlers) {
    const Rules& rules = game.rules();
    GameRecord r;
    r.setTag("Game", std::string(gameIdName(rules.game())));
    const std::string options = archive::formatOptionsTag(rules.options());
    if (!options.empty()) r.setTag("Options", options);
    const Position& start = game.startPosition();
    const Position standard = rules.start();
    if (start.pits != standard.pits || start.reserve != standard.reserve ||
        start.captured != standard.captured || start.toMove != standard.toMove)
        r.setTag("SetUp", archive::formatSetUpTag(rules, game.startPosition()));
    records::copyFormTags(tags, r);
    r.result = records::resultOf(game.position().outcome).toStdString();
    r.setTag("Result", r.result);
    const auto& moves = game.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        archive::RecordMove m;
        m.pit = rules.geometry().name(moves[i]);
        if (qsizetype(i) < handlers.size()) m.handler = handlers[qsizetype(i)].toStdString();
        r.moves.push_back(m);
    }
    return r;
}

void saveRecordInArchive(const GameRecord& record, QObject* context,
                         std::function<void(qint64 id, const QString& error)> done) {
    QString why;
    ArchiveService* archive = records::openArchive(why);
    if (!archive) {
        done(0, why);
        return;
    }
    auto failure = std::make_shared<QString>();
    QPointer<ArchiveService> service = archive;
    archive->run(
        [record, failure](archive::Database& db) {
            archive::RecordStore store(db);
            const qint64 id = store.add(record);
            if (!id) *failure = db.error();
            return QVariant(id);
        },
        context,
        [done, failure, service](const QVariant& result) {
            const qint64 id = result.toLongLong();
            if (id && service) emit service->recordsChanged();
            done(id, id ? QString() : *failure);
        });
}

}  // namespace enkang::ui
