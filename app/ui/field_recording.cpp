#include "field_recording.h"

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
// FieldRecording

FieldRecording::FieldRecording(QObject* parent) : QObject(parent) {
    display_.setAnimationMs(60);
    display_.setLongestAnimationMs(1500);  // the next tap must not wait for a long relay
    retry_.setSingleShot(true);
    retry_.setInterval(3000);
    connect(&retry_, &QTimer::timeout, this, &FieldRecording::retrySave);
    prepare(QStringLiteral("kimasai-mackay"));
}

QString FieldRecording::gameId() const {
    return rules_ ? QString::fromLatin1(gameIdName(rules_->game())) : QString();
}

QString FieldRecording::pitName(int pit) const {
    if (!rules_ || pit < 0 || pit >= rules_->pitCount()) return {};
    return qs(rules_->geometry().name(pit));
}

int FieldRecording::selectedSeeds() const {
    return selected_ >= 0 && rules_ && selected_ < rules_->pitCount()
               ? setUp_.pits[std::size_t(selected_)]
               : 0;
}

void FieldRecording::setIrregularMode(bool on) {
    if (irregularMode_ == on) return;
    irregularMode_ = on;
    emit irregularModeChanged();
}

void FieldRecording::setAnimationMs(int ms) {
    if (ms == display_.animationMs()) return;
    display_.setAnimationMs(ms);
    emit animationMsChanged();
}

QString FieldRecording::prepare(const QString& gameId, const QVariantMap& options) {
    if (active_) return tr("A game is being recorded; finish it first.");
    GameId id{};
    if (!parseGameId(gameId.toStdString(), id))
        return tr("“%1” is not one of the games.").arg(gameId);
    Options o = Options::defaults(id);
    for (auto it = options.begin(); it != options.end(); ++it) {
        const Wording why = o.assign(it.key().toStdString(), it.value().toString().toStdString());
        if (!why.empty()) return archive::translated(why);
    }
    display_.skipAnimation();
    rules_ = std::make_shared<const Rules>(o);
    display_.show(*rules_, rules_->start());
    setUp_ = rules_->start();
    setUp_.ply = 1;
    selected_ = -1;
    setUpError_.clear();
    record_ = {};
    sides_.clear();
    known_ = 0;
    game_ = std::make_unique<GameState>(rules_);
    showBoard();
    refreshEntries();
    emit preparedChanged();
    emit setUpChanged();
    emit positionChanged();
    return {};
}

void FieldRecording::setEditingSetUp(bool on) {
    if (active_ || editingSetUp_ == on) return;
    editingSetUp_ = on;
    selected_ = -1;
    showBoard();
    emit preparedChanged();
    emit setUpChanged();
    emit positionChanged();
}

void FieldRecording::selectPit(int pit) {
    if (!rules_ || pit < -1 || pit >= rules_->pitCount()) return;
    selected_ = pit;
    if (editingSetUp_ && !active_) display_.setLastMove(pit);
    emit setUpChanged();
}

namespace {

// Checks a hand-made position the way the SetUp tag will be read back.
bool checkedSetUp(const Rules& rules, const Position& candidate, Position& out, QString& error) {
    Wording why;
    if (archive::parseSetUpTag(rules, archive::formatSetUpTag(rules, candidate), out, why))
        return true;
    error = archive::translated(why);
    return false;
}

}  // namespace

// Takes an edited set-up if the engine accepts it; otherwise says why.
bool FieldRecording::acceptSetUp(const Position& candidate) {
    Position checked;
    QString why;
    if (!checkedSetUp(*rules_, candidate, checked, why)) {
        setUpError_ = why;
        emit setUpChanged();
        return false;
    }
    setUp_ = checked;
    setUpError_.clear();
    return true;
}

bool FieldRecording::adjustPit(int pit, int delta) {
    if (!editingSetUp_ || active_ || !rules_ || pit < 0 || pit >= rules_->pitCount()) return false;
    Position candidate = setUp_;
    const int seeds = std::max(0, int(candidate.pits[std::size_t(pit)]) + delta);
    candidate.pits[std::size_t(pit)] = std::uint16_t(std::min(seeds, 60000));
    if (!acceptSetUp(candidate)) return false;
    selected_ = pit;
    display_.board()->setSeeds(pit, setUp_.pits[std::size_t(pit)]);
    display_.setLastMove(pit);
    emit setUpChanged();
    emit positionChanged();
    return true;
}

void FieldRecording::setSideToMove(int side) {
    if (!editingSetUp_ || active_) return;
    setUp_.toMove = side == 1 ? North : South;
    emit setUpChanged();
    emit positionChanged();
}

bool FieldRecording::adjustStore(const QString& kind, int side, int delta) {
    if (!editingSetUp_ || active_ || !rules_ || side < 0 || side > 1) return false;
    Position candidate = setUp_;
    auto& store = kind == "reserve" ? candidate.reserve : candidate.captured;
    store[std::size_t(side)] =
        std::uint16_t(std::clamp(int(store[std::size_t(side)]) + delta, 0, 4000));
    if (!acceptSetUp(candidate)) return false;
    emit setUpChanged();
    emit positionChanged();
    return true;
}

void FieldRecording::clearSetUp() {
    if (!editingSetUp_ || active_ || !rules_) return;
    const Player side = setUp_.toMove;
    setUp_ = Position{};
    setUp_.toMove = side;
    setUp_.ply = 1;
    setUpError_.clear();
    showBoard();
    emit setUpChanged();
    emit positionChanged();
}

void FieldRecording::resetSetUp() {
    if (!editingSetUp_ || active_ || !rules_) return;
    setUp_ = rules_->start();
    setUp_.ply = 1;
    setUpError_.clear();
    showBoard();
    emit setUpChanged();
    emit positionChanged();
}

bool FieldRecording::start(const QVariantMap& tags) {
    if (active_ || !rules_) return false;
    GameRecord r;
    r.setTag("Game", std::string(gameIdName(rules_->game())));
    const std::string options = archive::formatOptionsTag(rules_->options());
    if (!options.empty()) r.setTag("Options", options);
    if (editingSetUp_) {
        Position p;
        if (!checkedSetUp(*rules_, setUp_, p, setUpError_)) {
            emit setUpChanged();
            return false;
        }
        r.setTag("SetUp", archive::formatSetUpTag(*rules_, p));
        game_ = std::make_unique<GameState>(rules_, p);
        if (game_->position().over()) {
            setUpError_ = tr("The game is already over in this position.");
            game_ = std::make_unique<GameState>(rules_);
            emit setUpChanged();
            return false;
        }
    } else {
        game_ = std::make_unique<GameState>(rules_);
    }
    copyFormTags(tags, r);
    r.setTag("Result", "*");
    r.result = "*";
    record_ = r;
    teamNames_ = {tags.value("South").toString().simplified(),
                  tags.value("North").toString().simplified()};
    members_.clear();
    for (const char* key : {"SouthMembers", "NorthMembers"}) {
        QStringList names;
        for (const QString& name : tags.value(QString::fromLatin1(key)).toString().split(','))
            if (!name.simplified().isEmpty()) names << name.simplified();
        members_ << names;
    }
    sides_.clear();
    known_ = 0;
    resultAuto_ = false;
    editingSetUp_ = false;
    selected_ = -1;
    irregularMode_ = false;
    ++session_;
    idOnArchiveThread_ = std::make_shared<qint64>(0);
    savedId_ = 0;
    revision_ = savedRevision_ = 0;
    finishWhenSaved_ = false;
    retry_.stop();
    setSaveState(NothingToSave);
    active_ = true;
    showBoard();
    refreshEntries();
    emit preparedChanged();
    emit setUpChanged();
    emit irregularModeChanged();
    emit activeChanged();
    emit positionChanged();
    return true;
}

int FieldRecording::sideOfNext() const {
    if (positionKnown() && game_) return game_->position().toMove;
    if (!sides_.empty()) return 1 - sides_.back();
    return game_ ? int(game_->position().toMove) : 0;
}

int FieldRecording::toMove() const {
    if (editingSetUp_ && !active_) return setUp_.toMove;
    return sideOfNext();
}

QString FieldRecording::handlerFor(int side) const {
    if (side < 0 || side >= members_.size() || members_[side].isEmpty()) return {};
    // Members take the seeds in turn, each move of their side.
    const auto turn = std::count(sides_.begin(), sides_.end(), side);
    return members_[side][qsizetype(turn % members_[side].size())];
}

QString FieldRecording::handler() const {
    return active_ && !over() ? handlerFor(sideOfNext()) : QString();
}

QString FieldRecording::lastMove() const {
    if (record_.moves.empty()) return {};
    const RecordMove& m = record_.moves.back();
    return (m.irregular ? "~" : "") + qs(m.pit);
}

QList<int> FieldRecording::reserves() const {
    const Position& p = editingSetUp_ && !active_ ? setUp_ : game_->position();
    return {p.reserve[0], p.reserve[1]};
}

QList<int> FieldRecording::captured() const {
    const Position& p = editingSetUp_ && !active_ ? setUp_ : game_->position();
    return {p.captured[0], p.captured[1]};
}

QString FieldRecording::whyNot(int pit) const {
    const QString name = pitName(pit);
    if (name.isEmpty()) return tr("There is no such pit.");
    if (!active_) return tr("Start recording first.");
    if (!positionKnown()) return {};  // after an irregular move every pit is taken as observed
    // An observer records whoever moves: "not yours" would be the wrong words.
    const MoveCheck check = game_->check(Move(pit));
    if (check == MoveCheck::NotYours) return tr("%1 is not a pit of the side to move.").arg(name);
    return GameController::explain(check, name);
}

bool FieldRecording::tap(int pit) {
    if (!active_ || pitName(pit).isEmpty()) return false;
    if (irregularMode_) {
        emit irregularRequested(pit);
        return false;
    }
    RecordMove m;
    m.pit = pitName(pit).toStdString();
    m.time = QTime::currentTime().toString("HH:mm:ss").toStdString();
    const int side = sideOfNext();
    m.handler = handlerFor(side).toStdString();
    if (!positionKnown()) {
        // The engine lost the position at an irregular move: keep what was seen.
        record_.moves.push_back(m);
        sides_.push_back(side);
        display_.setLastMove(pit);
        afterChange();
        return true;
    }
    const QString reason = whyNot(pit);
    if (!reason.isEmpty()) {
        emit refused(pit, reason);
        return false;
    }
    display_.skipAnimation();
    Trace trace;
    game_->play(Move(pit), &trace);
    record_.moves.push_back(m);
    sides_.push_back(side);
    ++known_;
    display_.setLastMove(pit);
    display_.animate(std::move(trace), game_->position());
    afterChange();
    return true;
}

bool FieldRecording::recordIrregular(int pit, const QString& note) {
    if (!active_ || pitName(pit).isEmpty()) return false;
    display_.skipAnimation();
    RecordMove m;
    m.pit = pitName(pit).toStdString();
    m.irregular = true;
    m.comment = note.simplified().toStdString();
    m.time = QTime::currentTime().toString("HH:mm:ss").toStdString();
    const int side = sideOfNext();
    m.handler = handlerFor(side).toStdString();
    record_.moves.push_back(m);
    sides_.push_back(side);
    setIrregularMode(false);
    showBoard();
    afterChange();
    return true;
}

void FieldRecording::undo() {
    if (!active_ || record_.moves.empty()) return;
    display_.skipAnimation();
    record_.moves.pop_back();
    sides_.pop_back();
    if (known_ > moveCount()) {
        game_->undo();
        --known_;
    }
    showBoard();
    afterChange();
}

bool FieldRecording::setGlyph(int index, const QString& glyph) {
    bool changed = false;
    if (index < 0) index = moveCount() - 1;
    if (!active_ || !setMoveGlyph(record_.moves, index, glyph, changed)) return false;
    if (changed) afterMoveEdit();
    return true;
}

bool FieldRecording::setComment(int index, const QString& comment) {
    bool changed = false;
    if (index < 0) index = moveCount() - 1;
    if (!active_ || !setMoveComment(record_.moves, index, comment, changed)) return false;
    if (changed) afterMoveEdit();
    return true;
}

void FieldRecording::afterMoveEdit() {
    refreshEntries();
    emit positionChanged();
    save();
}

bool FieldRecording::setResult(const QString& result) {
    if (!active_ || !isResult(result)) return false;
    resultAuto_ = false;
    if (record_.result == result.toStdString()) return true;
    record_.result = result.toStdString();
    record_.setTag("Result", record_.result);
    emit positionChanged();
    if (!record_.moves.empty() || revision_ > 0) save();
    return true;
}

void FieldRecording::afterChange() {
    // The engine's verdict at the end of the game, unless the observer said otherwise.
    if (over() && record_.result == "*") {
        record_.result = resultOf(game_->position().outcome).toStdString();
        record_.setTag("Result", record_.result);
        resultAuto_ = true;
    } else if (!over() && resultAuto_) {
        record_.result = "*";
        record_.setTag("Result", "*");
        resultAuto_ = false;
    }
    display_.setMarks(positionKnown() && !over() ? game_->legalMoves() : MoveList{});
    refreshEntries();
    emit positionChanged();
    save();
}

void FieldRecording::showBoard() {
    if (!rules_ || !game_) return;
    if (editingSetUp_ && !active_) {
        display_.show(*rules_, setUp_);
        display_.setMarks({});
        display_.setLastMove(selected_);
        return;
    }
    display_.show(*rules_, game_->position());
    display_.setMarks(active_ && positionKnown() && !over() ? game_->legalMoves() : MoveList{});
    int last = -1;
    if (!record_.moves.empty()) last = parsePit(*rules_, record_.moves.back().pit);
    display_.setLastMove(last);
}

void FieldRecording::refreshEntries() {
    QList<RecordMoveModel::Entry> entries;
    for (std::size_t i = 0; i < record_.moves.size(); ++i) {
        const RecordMove& m = record_.moves[i];
        RecordMoveModel::Entry e;
        e.player = sides_[i];
        e.pit = qs(m.pit);
        e.irregular = m.irregular;
        e.known = int(i) < known_;
        e.glyph = qs(m.glyph);
        e.comment = qs(m.comment);
        e.handler = qs(m.handler);
        e.time = qs(m.time);
        entries.push_back(e);
    }
    moves_.setEntries(entries);
    moves_.setCurrent(int(entries.size()));
}

void FieldRecording::setSaveState(SaveState state, const QString& error) {
    if (saveState_ == state && saveError_ == error) return;
    saveState_ = state;
    saveError_ = error;
    emit saveStateChanged();
}

void FieldRecording::save() {
    if (!active_) return;
    if (record_.moves.empty() && revision_ == 0) return;  // nothing yet: the first move adds it
    const int revision = ++revision_;
    QString why;
    ArchiveService* archive = openArchive(why);
    if (!archive) {
        setSaveState(SaveFailed, why);
        retry_.start();
        return;
    }
    setSaveState(Saving);
    auto idCell = idOnArchiveThread_;  // touched only on the archive thread
    auto failure = std::make_shared<QString>();
    const GameRecord snapshot = record_;
    const int session = session_;
    QPointer<ArchiveService> service = archive;
    archive->run(
        [idCell, snapshot, failure](Database& db) {
            RecordStore store(db);
            bool ok = false;
            if (*idCell == 0) {
                *idCell = store.add(snapshot);
                ok = *idCell != 0;
            } else {
                ok = store.replace(*idCell, snapshot);
            }
            if (!ok) *failure = db.error();
            return QVariant(ok ? *idCell : qint64(0));
        },
        this,
        [this, session, revision, failure, service](const QVariant& result) {
            const qint64 id = result.toLongLong();
            if (id && service) emit service->recordsChanged();
            if (session != session_) return;
            if (!id) {
                setSaveState(SaveFailed, failure->isEmpty() ? tr("unknown error") : *failure);
                retry_.start();
                return;
            }
            savedId_ = id;
            savedRevision_ = std::max(savedRevision_, revision);
            if (savedRevision_ == revision_) {
                retry_.stop();
                setSaveState(Saved);
                if (finishWhenSaved_) finish();
            } else if (saveState_ != SaveFailed) {
                emit saveStateChanged();  // the id is known now
            }
        });
}

void FieldRecording::retrySave() {
    if (active_ && savedRevision_ != revision_) save();
}

bool FieldRecording::finish(bool discardUnsaved) {
    if (!active_) return true;
    if (!discardUnsaved && saveState_ == Saving) {
        finishWhenSaved_ = true;  // the save in hand decides
        return true;
    }
    if (!discardUnsaved && saveState_ == SaveFailed) return false;
    display_.skipAnimation();
    retry_.stop();
    finishWhenSaved_ = false;
    active_ = false;
    const qint64 id = savedId_;
    emit activeChanged();
    emit positionChanged();
    emit finished(id);
    return true;
}

}  // namespace enkang::ui
