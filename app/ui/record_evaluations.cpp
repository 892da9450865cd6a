#include "record_evaluations.h"

#include <optional>

#include "archive/analysis_store.h"
#include "archive_service.h"
#include "record_support.h"

namespace enkang::ui {
namespace {

// The glyph a mark suggests, for the person to accept or not.
QString suggestedGlyph(const std::string& mark) {
    if (mark == "blunder") return QStringLiteral("??");
    if (mark == "mistake") return QStringLiteral("?");
    if (mark == "inaccuracy") return QStringLiteral("?!");
    return {};
}

}  // namespace

RecordEvaluations::RecordEvaluations(QObject* parent) : QObject(parent) {
    if (ArchiveService* archive = ArchiveService::instance())
        connect(archive, &ArchiveService::recordsChanged, this, &RecordEvaluations::reload);
}

void RecordEvaluations::setRecordId(qint64 id) {
    if (id == id_) return;
    id_ = id;
    emit recordIdChanged();
    reload();
}

void RecordEvaluations::reload() {
    const int serial = ++serial_;
    QString why;
    ArchiveService* archive = id_ > 0 ? records::openArchive(why) : nullptr;
    if (!archive) {
        loading_ = analysed_ = false;
        level_ = 0;
        moves_.clear();
        error_ = id_ > 0 ? why : QString();
        emit changed();
        return;
    }
    loading_ = true;
    emit changed();
    struct Read {
        std::optional<archive::RecordAnalysis> analysis;  // none stored, or unreadable
    };
    auto read = std::make_shared<Read>();
    const qint64 id = id_;
    archive->run(
        [id, read](archive::Database& db) {
            read->analysis = archive::AnalysisStore(db).load(id);
            return QVariant();
        },
        this,
        [this, serial, read](const QVariant&) {
            if (serial != serial_) return;
            loading_ = false;
            analysed_ = read->analysis.has_value();
            level_ = analysed_ ? read->analysis->level : 0;
            error_.clear();
            moves_.clear();
            if (analysed_)
                for (const archive::MoveVerdict& v : read->analysis->moves)
                    moves_.push_back(QVariantMap{{"ply", v.ply},
                                                 {"side", v.side},
                                                 {"played", records::qs(v.played)},
                                                 {"best", records::qs(v.best)},
                                                 {"before", v.before},
                                                 {"after", v.after},
                                                 {"south", v.side == 0 ? v.after : -v.after},
                                                 {"mark", records::qs(v.mark)},
                                                 {"glyph", suggestedGlyph(v.mark)}});
            emit changed();
        });
}

}  // namespace enkang::ui
