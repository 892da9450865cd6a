#include "record_replay.h"

#include <QDateTime>
#include <algorithm>

#include "archive/database.h"
#include "archive/record_check.h"
#include "archive/record_store.h"
#include "archive/record_text.h"
#include "archive/wording_qt.h"
#include "archive_service.h"
#include "engine/ai/match.h"
#include "game_controller.h"
#include "record_support.h"

namespace enkang::ui {

using archive::Database;
using archive::GameRecord;
using archive::RecordFilter;
using archive::RecordMove;
using archive::RecordStore;
using archive::RecordSummary;
using namespace records;

// ---------------------------------------------------------------------------
// RecordReplay

RecordReplay::RecordReplay(QObject* parent) : QObject(parent) {
    display_.setAnimationMs(120);
    connect(&display_, &BoardView::animatingChanged, this, &RecordReplay::animatingChanged);
    connect(this, &RecordReplay::positionChanged, this, &RecordReplay::currentMoveChanged);
}

QVariantMap RecordReplay::currentMove() const {
    if (ply_ < 1 || ply_ > count()) return {};
    const RecordMove& m = line_[std::size_t(ply_ - 1)];
    return {{"index", ply_ - 1},
            {"pit", qs(m.pit)},
            {"irregular", m.irregular},
            {"glyph", qs(m.glyph)},
            {"comment", qs(m.comment)}};
}

RecordReplay::~RecordReplay() {
    ++analysisSerial_;
    if (analysisContext_) {
        analysisThread_.quit();
        analysisThread_.wait();
    }
}

QString RecordReplay::gameId() const {
    return qs(record_.tag("Game"));
}

QVariantList RecordReplay::tags() const {
    QVariantList out;
    for (const auto& [name, value] : record_.tags)
        out.push_back(QVariantMap{{"name", qs(name)}, {"value", qs(value)}});
    return out;
}

QStringList RecordReplay::teamNames() const {
    return {qs(record_.tag("South")), qs(record_.tag("North"))};
}

int RecordReplay::toMove() const {
    if (!game_) return 0;
    if (positionKnown()) return game_->position().toMove;
    return ply_ < entries_.size() ? entries_[ply_].player : 1 - entries_[ply_ - 1].player;
}

int RecordReplay::winner() const {
    if (!game_ || !positionKnown()) return -1;
    switch (game_->position().outcome) {
        case Outcome::SouthWins:
            return 0;
        case Outcome::NorthWins:
            return 1;
        case Outcome::Draw:
            return 2;
        case Outcome::Ongoing:
            break;
    }
    return -1;
}

QList<int> RecordReplay::reserves() const {
    if (!game_) return {0, 0};
    return {game_->position().reserve[0], game_->position().reserve[1]};
}

QList<int> RecordReplay::captured() const {
    if (!game_) return {0, 0};
    return {game_->position().captured[0], game_->position().captured[1]};
}

void RecordReplay::setAnimationMs(int ms) {
    if (ms == display_.animationMs()) return;
    display_.setAnimationMs(ms);
    emit animationMsChanged();
}

void RecordReplay::setLoading(bool on) {
    if (loading_ == on) return;
    loading_ = on;
    emit loadingChanged();
}

void RecordReplay::open(qint64 id) {
    QString why;
    ArchiveService* archive = openArchive(why);
    const int serial = ++openSerial_;
    if (!archive) {
        close();
        error_ = why;
        emit loadedChanged();
        return;
    }
    setLoading(true);
    struct Loaded {
        std::optional<GameRecord> record;
        QString error;
    };
    auto loaded = std::make_shared<Loaded>();
    archive->run(
        [id, loaded](Database& db) {
            loaded->record = RecordStore(db).load(id);
            if (!loaded->record) loaded->error = db.error();
            return QVariant();
        },
        this,
        [this, serial, id, loaded](const QVariant&) {
            if (serial != openSerial_) return;
            setLoading(false);
            if (!loaded->record) {
                close();
                error_ = tr("The record could not be loaded: %1").arg(loaded->error);
                emit loadedChanged();
                return;
            }
            show(*loaded->record, id);
        });
}

void RecordReplay::close() {
    ++openSerial_;
    ++analysisSerial_;
    display_.skipAnimation();
    setLoading(false);
    record_ = {};
    start_.reset();
    game_.reset();
    entries_.clear();
    moves_.setEntries({});
    moves_.setCurrent(0);
    id_ = 0;
    known_ = ply_ = 0;
    branches_.clear();
    line_.clear();
    stopReason_.clear();
    error_.clear();
    loaded_ = false;
    analysing_ = analysed_ = false;
    mistakes_ = blunders_ = 0;
    evaluations_.clear();
    revision_ = 0;
    setSaveState(Unchanged);
    emit loadedChanged();
    emit positionChanged();
    emit analysisChanged();
}

void RecordReplay::show(const GameRecord& record, qint64 id) {
    ++analysisSerial_;
    display_.skipAnimation();
    record_ = record;
    id_ = id;
    error_.clear();
    stopReason_.clear();
    analysing_ = analysed_ = false;
    mistakes_ = blunders_ = 0;
    evaluations_.clear();
    revision_ = 0;
    saveState_ = Unchanged;
    saveError_.clear();
    ply_ = 0;
    known_ = 0;
    branches_.clear();
    buildLine();
    Wording why;
    start_ = archive::startOf(record_, why);
    if (!start_) {
        game_.reset();
        error_ = tr("This record cannot be replayed: %1").arg(archive::translated(why));
    } else {
        followLine();
        game_ = std::make_unique<GameState>(*start_);
        display_.show(start_->rules(), start_->position());
        display_.setMarks({});
    }
    rebuildEntries();
    loaded_ = true;
    showBoard();
    moves_.setCurrent(0);
    emit saveStateChanged();
    emit loadedChanged();
    emit positionChanged();
    emit analysisChanged();
}

void RecordReplay::buildLine() {
    line_ = record_.moves;
    for (const Branch& b : branches_) {
        std::vector<RecordMove> variation =
            line_[std::size_t(b.index)].variations[std::size_t(b.variation)];
        line_.resize(std::size_t(b.index));
        line_.insert(line_.end(), variation.begin(), variation.end());
    }
}

RecordMove& RecordReplay::moveInRecord(int index) {
    std::vector<RecordMove>* moves = &record_.moves;
    int offset = 0;  // the line's index of (*moves)[0]
    for (const Branch& b : branches_) {
        if (index < b.index) break;
        moves = &(*moves)[std::size_t(b.index - offset)].variations[std::size_t(b.variation)];
        offset = b.index;
    }
    return (*moves)[std::size_t(index - offset)];
}

void RecordReplay::writeBack(int index) {
    RecordMove& m = moveInRecord(index);
    m.glyph = line_[std::size_t(index)].glyph;
    m.comment = line_[std::size_t(index)].comment;
}

void RecordReplay::followLine() {
    stopReason_.clear();
    if (!start_) return;
    // Follow the moves through the engine until one it cannot play.
    GameState walker = *start_;
    known_ = int(line_.size());
    for (std::size_t i = 0; i < line_.size(); ++i) {
        const RecordMove& m = line_[i];
        const int pit = parsePit(walker.rules(), m.pit);
        const QString named = (m.irregular ? "~" : "") + qs(m.pit);
        if (m.irregular)
            stopReason_ =
                tr("Move %1 (%2) was recorded as irregular: the engine cannot follow the game "
                   "past it. The board stops at the position before it; the later moves are "
                   "listed as recorded.")
                    .arg(i + 1)
                    .arg(named);
        else if (pit < 0)
            stopReason_ = tr("Move %1 (%2) is not a pit of this board; the replay stops "
                             "before it.")
                              .arg(i + 1)
                              .arg(named);
        else if (walker.check(Move(pit)) != MoveCheck::Legal)
            stopReason_ = tr("Move %1 (%2) is not legal in this position; the replay stops "
                             "before it.")
                              .arg(i + 1)
                              .arg(named);
        if (!stopReason_.isEmpty()) {
            known_ = int(i);
            break;
        }
        walker.play(Move(pit));
    }
}

QStringList RecordReplay::variationsAt(int index) const {
    QStringList firsts;
    if (index < 0 || index >= count()) return firsts;
    for (const auto& v : line_[std::size_t(index)].variations)
        firsts << (v.empty() ? QString() : (v.front().irregular ? "~" : "") + qs(v.front().pit));
    return firsts;
}

bool RecordReplay::enterVariation(int index, int variation) {
    if (!loaded_ || index < 0 || index >= count() || variation < 0 ||
        variation >= int(line_[std::size_t(index)].variations.size()) ||
        line_[std::size_t(index)].variations[std::size_t(variation)].empty())
        return false;
    // A variation branching off before the one shown replaces it (and any
    // below it): those lines are no longer on the board.
    while (!branches_.empty() && branches_.back().index >= index) branches_.pop_back();
    branches_.push_back({index, variation});
    showLine(index + 1);
    return true;
}

bool RecordReplay::leaveVariation() {
    if (!loaded_ || branches_.empty()) return false;
    const int at = branches_.back().index;
    branches_.pop_back();
    showLine(at + 1);
    return true;
}

// After the line changed: the entries, the engine's walk, an analysis of the
// old line forgotten, and the board at `ply` of the new line.
void RecordReplay::showLine(int ply) {
    ++analysisSerial_;
    display_.skipAnimation();
    buildLine();
    followLine();
    analysing_ = analysed_ = false;
    mistakes_ = blunders_ = 0;
    evaluations_.clear();
    entries_.clear();
    rebuildEntries();
    if (game_) {
        while (!game_->moves().empty()) game_->undo();
    }
    emit loadedChanged();
    emit analysisChanged();
    goTo(ply);
}

void RecordReplay::rebuildEntries() {
    QList<RecordMoveModel::Entry> entries;
    GameState walker = start_ ? *start_ : GameState(Options::defaults(GameId::KimasaiMackay));
    int side = start_ ? int(start_->position().toMove) : 0;
    for (std::size_t i = 0; i < line_.size(); ++i) {
        const RecordMove& m = line_[i];
        RecordMoveModel::Entry e;
        const bool followed = start_ && int(i) < known_;
        e.player = followed || (start_ && int(i) == known_) ? int(walker.position().toMove) : side;
        e.pit = qs(m.pit);
        e.irregular = m.irregular;
        e.known = followed;
        e.glyph = qs(m.glyph);
        e.comment = qs(m.comment);
        e.handler = qs(m.handler);
        e.time = qs(m.time);
        e.variations = int(m.variations.size());
        if (i < std::size_t(entries_.size())) {  // keep the analysis of an edited record
            e.mark = entries_[qsizetype(i)].mark;
            e.best = entries_[qsizetype(i)].best;
        }
        if (followed) walker.play(Move(parsePit(walker.rules(), m.pit)));
        side = 1 - e.player;
        entries.push_back(e);
    }
    entries_ = entries;
    moves_.setEntries(entries_);
}

void RecordReplay::showBoard() {
    if (!game_) return;
    display_.show(game_->rules(), game_->position());
    int last = game_->moves().empty() ? -1 : game_->moves().back();
    if (ply_ > known_) last = parsePit(game_->rules(), line_[std::size_t(ply_ - 1)].pit);
    display_.setLastMove(last);
    markBetterMove();
}

// After analysis, the engine's better move where the record's next move was
// a mistake: drawn on the board beside the move that was played.
void RecordReplay::markBetterMove() {
    MoveList marks;
    if (game_ && analysed_ && ply_ < int(entries_.size()) && ply_ < known_) {
        const int better = parsePit(game_->rules(), entries_[ply_].best.toStdString());
        if (better >= 0) marks.push(Move(better));
    }
    display_.setMarks(marks);
}

void RecordReplay::goTo(int ply) {
    if (!loaded_) return;
    ply = std::clamp(ply, 0, count());
    display_.skipAnimation();
    if (game_) {
        const int target = std::min(ply, known_);
        while (int(game_->moves().size()) > target) game_->undo();
        while (int(game_->moves().size()) < target)
            game_->play(Move(parsePit(game_->rules(), line_[game_->moves().size()].pit)));
    }
    ply_ = ply;
    showBoard();
    moves_.setCurrent(ply_);
    emit positionChanged();
}

void RecordReplay::next() {
    if (!loaded_ || ply_ >= count()) return;
    if (!game_ || ply_ >= known_) {
        goTo(ply_ + 1);
        return;
    }
    display_.skipAnimation();
    const Move m = Move(parsePit(game_->rules(), line_[std::size_t(ply_)].pit));
    Trace trace;
    game_->play(m, &trace);
    ++ply_;
    display_.setLastMove(m);
    display_.animate(std::move(trace), game_->position());
    markBetterMove();
    moves_.setCurrent(ply_);
    emit positionChanged();
}

bool RecordReplay::setGlyph(int index, const QString& glyph) {
    bool changed = false;
    if (!loaded_ || !setMoveGlyph(line_, index, glyph, changed)) return false;
    if (changed) {
        writeBack(index);
        afterMoveEdit();
    }
    return true;
}

bool RecordReplay::setComment(int index, const QString& comment) {
    bool changed = false;
    if (!loaded_ || !setMoveComment(line_, index, comment, changed)) return false;
    if (changed) {
        writeBack(index);
        afterMoveEdit();
    }
    return true;
}

void RecordReplay::afterMoveEdit() {
    rebuildEntries();
    emit currentMoveChanged();
    save();
}

bool RecordReplay::setDetails(const QVariantMap& details) {
    if (!loaded_) return false;
    const QString result = details.value(QStringLiteral("Result"), qs(record_.result)).toString();
    if (!isResult(result)) return false;
    archive::GameRecord changed = record_;
    std::vector<const char*> keys = formTagNames();
    keys.push_back("Sources");  // shown only when a saved record is corrected
    for (const char* key : keys) {
        const QString name = QString::fromLatin1(key);
        if (!details.contains(name)) continue;
        const std::string value = details.value(name).toString().simplified().toStdString();
        auto& tags = changed.tags;
        if (value.empty())
            tags.erase(std::remove_if(tags.begin(), tags.end(),
                                      [key](const auto& t) { return t.first == key; }),
                       tags.end());
        else
            changed.setTag(key, value);
    }
    changed.result = result.toStdString();
    changed.setTag("Result", changed.result);
    if (changed.tags == record_.tags && changed.result == record_.result) return true;
    record_ = std::move(changed);
    emit loadedChanged();
    save();
    return true;
}

void RecordReplay::setSaveState(SaveState state, const QString& error) {
    if (saveState_ == state && saveError_ == error) return;
    saveState_ = state;
    saveError_ = error;
    emit saveStateChanged();
}

void RecordReplay::save() {
    QString why;
    ArchiveService* archive = openArchive(why);
    const int revision = ++revision_;
    if (!archive || !id_) {
        setSaveState(SaveFailed, why);
        return;
    }
    setSaveState(Saving);
    auto failure = std::make_shared<QString>();
    const qint64 id = id_;
    const GameRecord snapshot = record_;
    const int serial = openSerial_;
    QPointer<ArchiveService> service = archive;
    archive->run(
        [id, snapshot, failure](Database& db) {
            const bool ok = RecordStore(db).replace(id, snapshot);
            if (!ok) *failure = db.error();
            return QVariant(ok);
        },
        this,
        [this, serial, revision, failure, service](const QVariant& ok) {
            if (ok.toBool() && service) emit service->recordsChanged();
            if (serial != openSerial_) return;
            if (!ok.toBool())
                setSaveState(SaveFailed, *failure);
            else if (revision == revision_)
                setSaveState(Saved);
        });
}

int RecordReplay::suggestedGlyphs() const {
    int n = 0;
    for (qsizetype i = 0; i < entries_.size(); ++i)
        n += !suggestedGlyph(entries_[i].mark).isEmpty() && line_[std::size_t(i)].glyph.empty();
    return n;
}

QStringList RecordReplay::marks() const {
    QStringList out;
    for (const RecordMoveModel::Entry& e : entries_) out << e.mark;
    return out;
}

QString RecordReplay::suggestedGlyph(const QString& mark) {
    if (mark == QLatin1String("blunder")) return QStringLiteral("??");
    if (mark == QLatin1String("mistake")) return QStringLiteral("?");
    if (mark == QLatin1String("inaccuracy")) return QStringLiteral("?!");
    return {};
}

int RecordReplay::acceptSuggestedGlyphs() {
    int accepted = 0;
    for (qsizetype i = 0; i < entries_.size(); ++i) {
        std::string& glyph = line_[std::size_t(i)].glyph;
        const QString suggested = suggestedGlyph(entries_[i].mark);
        if (suggested.isEmpty() || !glyph.empty()) continue;  // the user's own glyph stays
        glyph = suggested.toStdString();
        writeBack(int(i));
        ++accepted;
    }
    if (accepted > 0) {
        afterMoveEdit();
        emit analysisChanged();
    }
    return accepted;
}

QString RecordReplay::whyNoAnalysis() const {
    if (!loaded_ || !start_) return tr("Open a record the engine can replay first.");
    if (known_ == 0) return tr("There are no moves the engine can follow.");
    return {};
}

bool RecordReplay::analyse(int level) {
    if (!canAnalyse() || analysing_) return false;
    level = std::clamp(level, 3, 4);
    if (!analysisContext_) {
        analysisThread_.setObjectName(QStringLiteral("analysis"));
        analysisContext_ = new QObject;
        analysisContext_->moveToThread(&analysisThread_);
        connect(&analysisThread_, &QThread::finished, analysisContext_, &QObject::deleteLater);
        analysisThread_.start(QThread::LowPriority);
    }
    const int serial = ++analysisSerial_;
    const GameState start = *start_;  // the opening, or the set-up position
    std::vector<Move> played;
    for (int i = 0; i < known_; ++i)
        played.push_back(Move(parsePit(start_->rules(), line_[std::size_t(i)].pit)));
    analysing_ = true;
    analysed_ = false;
    emit analysisChanged();
    QMetaObject::invokeMethod(analysisContext_, [this, serial, start, played, level] {
        std::vector<ai::MoveAnalysis> verdicts = ai::analyseGame(start, played, level);
        QMetaObject::invokeMethod(this, [this, serial, verdicts = std::move(verdicts)] {
            if (serial != analysisSerial_) return;  // another record, or closed
            mistakes_ = blunders_ = 0;
            evaluations_.clear();
            for (std::size_t i = 0; i < verdicts.size() && i < std::size_t(entries_.size()); ++i) {
                const ai::MoveAnalysis& a = verdicts[i];
                RecordMoveModel::Entry& e = entries_[qsizetype(i)];
                // For South: the mover's own figures, turned round for North.
                const int sign = e.player == 0 ? 1 : -1;
                if (i == 0) evaluations_ << sign * a.before;
                evaluations_ << sign * a.after;
                e.mark = QString::fromLatin1(a.mark);
                e.best = !e.mark.isEmpty() && a.best != kNoMove && a.best != a.played
                             ? qs(start_->rules().geometry().name(a.best))
                             : QString();
                mistakes_ += e.mark == "mistake";
                blunders_ += e.mark == "blunder";
            }
            moves_.setEntries(entries_);
            analysing_ = false;
            analysed_ = true;
            markBetterMove();
            emit analysisChanged();
        });
    });
    return true;
}

}  // namespace enkang::ui
