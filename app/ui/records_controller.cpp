#include "records_controller.h"

#include <QDateTime>
#include <algorithm>

#include "archive/database.h"
#include "archive/record_check.h"
#include "archive/record_store.h"
#include "archive/record_text.h"
#include "archive_service.h"
#include "engine/ai/match.h"
#include "game_controller.h"

namespace enkang::ui {

using archive::Database;
using archive::GameRecord;
using archive::RecordFilter;
using archive::RecordMove;
using archive::RecordStore;
using archive::RecordSummary;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QVariantMap optionsMap(const Options& options) {
    QVariantMap out;
    for (auto key : options.keys())
        out.insert(QString::fromLatin1(key.data(), qsizetype(key.size())), qs(options.value(key)));
    return out;
}

// A pit name as written in a record, or -1 if it is not a pit of the board.
int parsePit(const Rules& rules, const std::string& name) {
    int pit = -1;
    return rules.geometry().parse(name, pit) == PitNameError::None ? pit : -1;
}

bool isResult(const QString& r) {
    return r == "*" || r == "1-0" || r == "0-1" || r == "1/2-1/2";
}

QString resultOf(Outcome o) {
    switch (o) {
        case Outcome::SouthWins:
            return QStringLiteral("1-0");
        case Outcome::NorthWins:
            return QStringLiteral("0-1");
        case Outcome::Draw:
            return QStringLiteral("1/2-1/2");
        case Outcome::Ongoing:
            break;
    }
    return QStringLiteral("*");
}

// The archive to run a job on, or null with the reason in `why`.
ArchiveService* openArchive(QString& why) {
    ArchiveService* archive = ArchiveService::instance();
    if (!archive)
        why = QObject::tr("The archive is not open.");
    else if (!archive->ready())
        why = archive->error().isEmpty() ? QObject::tr("The archive is still opening.")
                                         : archive->error();
    return archive && archive->ready() ? archive : nullptr;
}

}  // namespace

// ---------------------------------------------------------------------------
// RecordsController

RecordsController::RecordsController(QObject* parent)
    : QObject(parent), archive_(ArchiveService::instance()) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &RecordsController::refresh);
    if (archive_) {
        connect(archive_, &ArchiveService::stateChanged, this, [this] {
            emit archiveChanged();
            schedule(0);
        });
        connect(archive_, &ArchiveService::recordsChanged, this, [this] { schedule(debounceMs_); });
    }
    schedule(0);
}

bool RecordsController::ready() const {
    return archive_ && archive_->ready();
}

QString RecordsController::readOnlyReason() const {
    return archive_ ? archive_->readOnlyReason() : QString();
}

QString RecordsController::error() const {
    if (!archive_) return tr("The archive is not open.");
    if (!archive_->error().isEmpty()) return archive_->error();
    return queryError_;
}

bool RecordsController::filtered() const {
    return !game_.isEmpty() || !place_.trimmed().isEmpty() || !player_.trimmed().isEmpty() ||
           !text_.trimmed().isEmpty();
}

void RecordsController::setGame(const QString& value) {
    if (game_ == value) return;
    game_ = value;
    emit filterChanged();
    schedule(0);
}

void RecordsController::setPlace(const QString& value) {
    if (place_ == value) return;
    place_ = value;
    emit filterChanged();
    schedule(debounceMs_);
}

void RecordsController::setPlayer(const QString& value) {
    if (player_ == value) return;
    player_ = value;
    emit filterChanged();
    schedule(debounceMs_);
}

void RecordsController::setText(const QString& value) {
    if (text_ == value) return;
    text_ = value;
    emit filterChanged();
    schedule(debounceMs_);
}

void RecordsController::setSort(const QString& value) {
    const QString sort = value == "place" || value == "game" ? value : QStringLiteral("date");
    if (sort_ == sort) return;
    sort_ = sort;
    emit filterChanged();
    schedule(0);
}

void RecordsController::clearFilters() {
    if (!filtered()) return;
    game_.clear();
    place_.clear();
    player_.clear();
    text_.clear();
    emit filterChanged();
    schedule(0);
}

void RecordsController::setDebounceMs(int ms) {
    ms = std::clamp(ms, 0, 5000);
    if (ms == debounceMs_) return;
    debounceMs_ = ms;
    emit debounceMsChanged();
}

void RecordsController::schedule(int ms) {
    timer_.start(ms);  // a later keystroke restarts the wait
}

void RecordsController::setBusy(bool on) {
    if (busy_ == on) return;
    busy_ = on;
    emit busyChanged();
}

void RecordsController::refresh() {
    timer_.stop();
    if (!archive_ || !archive_->ready()) return;
    RecordFilter filter;
    filter.game = game_;
    filter.place = place_.trimmed();
    filter.player = player_.trimmed();
    filter.text = text_.trimmed();
    filter.sort = sort_;
    struct Found {
        QList<RecordSummary> rows;
        int total = 0;
        QString error;
    };
    auto found = std::make_shared<Found>();
    const int serial = ++serial_;
    setBusy(true);
    archive_->run(
        [filter, found](Database& db) {
            const QString before = db.error();
            RecordStore store(db);
            found->rows = store.search(filter);
            found->total = store.count();
            if (db.error() != before) found->error = db.error();
            return QVariant();
        },
        this,
        [this, serial, found](const QVariant&) {
            if (serial != serial_) return;  // a newer search is on its way
            setBusy(false);
            model_.setRecords(found->rows);
            total_ = found->total;
            emit countChanged();
            if (queryError_ != found->error) {
                queryError_ = found->error;
                emit archiveChanged();
            }
        });
}

void RecordsController::remove(qint64 id) {
    if (!archive_ || !archive_->ready()) {
        emit removed(id, false);
        return;
    }
    QPointer<ArchiveService> archive = archive_;
    archive_->run([id](Database& db) { return QVariant(RecordStore(db).remove(id)); }, this,
                  [this, id, archive](const QVariant& ok) {
                      emit removed(id, ok.toBool());
                      if (archive) emit archive->recordsChanged();
                  });
}

// ---------------------------------------------------------------------------
// RecordReplay

RecordReplay::RecordReplay(QObject* parent) : QObject(parent), animator_(display_.board()) {
    display_.setAnimationMs(0);
    animator_.setStepMs(animationMs_);
    connect(&animator_, &TraceAnimator::runningChanged, this, &RecordReplay::animatingChanged);
    connect(this, &RecordReplay::positionChanged, this, &RecordReplay::currentMoveChanged);
}

QVariantMap RecordReplay::currentMove() const {
    if (ply_ < 1 || ply_ > count()) return {};
    const RecordMove& m = record_.moves[std::size_t(ply_ - 1)];
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
    ms = std::clamp(ms, 0, 1000);
    if (ms == animationMs_) return;
    animationMs_ = ms;
    animator_.setStepMs(ms);
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
    animator_.skip();
    setLoading(false);
    record_ = {};
    start_.reset();
    game_.reset();
    entries_.clear();
    moves_.setEntries({});
    moves_.setCurrent(0);
    id_ = 0;
    known_ = ply_ = 0;
    stopReason_.clear();
    error_.clear();
    loaded_ = false;
    analysing_ = analysed_ = false;
    mistakes_ = blunders_ = 0;
    revision_ = 0;
    setSaveState(Unchanged);
    emit loadedChanged();
    emit positionChanged();
    emit analysisChanged();
}

void RecordReplay::show(const GameRecord& record, qint64 id) {
    ++analysisSerial_;
    animator_.skip();
    record_ = record;
    id_ = id;
    error_.clear();
    stopReason_.clear();
    analysing_ = analysed_ = false;
    mistakes_ = blunders_ = 0;
    revision_ = 0;
    saveState_ = Unchanged;
    saveError_.clear();
    ply_ = 0;
    known_ = 0;
    std::string why;
    start_ = archive::startOf(record_, why);
    if (!start_) {
        game_.reset();
        error_ = tr("This record cannot be replayed: %1").arg(qs(why));
    } else {
        // Follow the moves through the engine until one it cannot play.
        GameState walker = *start_;
        known_ = int(record_.moves.size());
        for (std::size_t i = 0; i < record_.moves.size(); ++i) {
            const RecordMove& m = record_.moves[i];
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
        game_ = std::make_unique<GameState>(*start_);
        display_.newGame(gameId(), optionsMap(start_->rules().options()));
        display_.board()->reset(start_->rules(), start_->position());
        display_.board()->setLegal({});
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

void RecordReplay::rebuildEntries() {
    QList<RecordMoveModel::Entry> entries;
    GameState walker = start_ ? *start_ : GameState(Options::defaults(GameId::KimasaiMackay));
    int side = start_ ? int(start_->position().toMove) : 0;
    for (std::size_t i = 0; i < record_.moves.size(); ++i) {
        const RecordMove& m = record_.moves[i];
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
    BoardModel* board = display_.board();
    board->showPosition(game_->position());
    int last = game_->moves().empty() ? -1 : game_->moves().back();
    if (ply_ > known_) last = parsePit(game_->rules(), record_.moves[std::size_t(ply_ - 1)].pit);
    board->setLastMove(last);
}

void RecordReplay::goTo(int ply) {
    if (!loaded_) return;
    ply = std::clamp(ply, 0, count());
    animator_.skip();
    if (game_) {
        const int target = std::min(ply, known_);
        while (int(game_->moves().size()) > target) game_->undo();
        while (int(game_->moves().size()) < target)
            game_->play(Move(parsePit(game_->rules(), record_.moves[game_->moves().size()].pit)));
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
    animator_.skip();
    const Move m = Move(parsePit(game_->rules(), record_.moves[std::size_t(ply_)].pit));
    Trace trace;
    game_->play(m, &trace);
    ++ply_;
    display_.board()->setLastMove(m);
    animator_.play(std::move(trace), game_->position());
    moves_.setCurrent(ply_);
    emit positionChanged();
}

QStringList RecordReplay::glyphs() const {
    return {QString(), "!", "?", "!!", "??", "!?", "?!"};
}

bool RecordReplay::setGlyph(int index, const QString& glyph) {
    if (!loaded_ || index < 0 || index >= count()) return false;
    if (!glyph.isEmpty() && !archive::isGlyph(glyph.toStdString())) return false;
    RecordMove& m = record_.moves[std::size_t(index)];
    if (m.glyph == glyph.toStdString()) return true;
    m.glyph = glyph.toStdString();
    rebuildEntries();
    emit currentMoveChanged();
    save();
    return true;
}

bool RecordReplay::setComment(int index, const QString& comment) {
    if (!loaded_ || index < 0 || index >= count()) return false;
    const std::string text = comment.trimmed().toStdString();
    RecordMove& m = record_.moves[std::size_t(index)];
    if (m.comment == text) return true;
    m.comment = text;
    rebuildEntries();
    emit currentMoveChanged();
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
        played.push_back(Move(parsePit(start_->rules(), record_.moves[std::size_t(i)].pit)));
    analysing_ = true;
    analysed_ = false;
    emit analysisChanged();
    QMetaObject::invokeMethod(analysisContext_, [this, serial, start, played, level] {
        std::vector<ai::MoveAnalysis> verdicts = ai::analyseGame(start, played, level);
        QMetaObject::invokeMethod(this, [this, serial, verdicts = std::move(verdicts)] {
            if (serial != analysisSerial_) return;  // another record, or closed
            mistakes_ = blunders_ = 0;
            for (std::size_t i = 0; i < verdicts.size() && i < std::size_t(entries_.size()); ++i) {
                const ai::MoveAnalysis& a = verdicts[i];
                RecordMoveModel::Entry& e = entries_[qsizetype(i)];
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
            emit analysisChanged();
        });
    });
    return true;
}

// ---------------------------------------------------------------------------
// FieldRecording

FieldRecording::FieldRecording(QObject* parent) : QObject(parent), animator_(display_.board()) {
    display_.setAnimationMs(0);
    animator_.setStepMs(animationMs_);
    animator_.setLongestMs(1500);  // the next tap must not wait for a long relay
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
    ms = std::clamp(ms, 0, 1000);
    if (ms == animationMs_) return;
    animationMs_ = ms;
    animator_.setStepMs(ms);
    emit animationMsChanged();
}

QString FieldRecording::prepare(const QString& gameId, const QVariantMap& options) {
    if (active_) return tr("A game is being recorded; finish it first.");
    GameId id{};
    if (!parseGameId(gameId.toStdString(), id))
        return tr("“%1” is not one of the games.").arg(gameId);
    Options o = Options::defaults(id);
    for (auto it = options.begin(); it != options.end(); ++it) {
        const std::string why = o.set(it.key().toStdString(), it.value().toString().toStdString());
        if (!why.empty()) return qs(why);
    }
    animator_.skip();
    rules_ = std::make_shared<const Rules>(o);
    display_.newGame(gameId, optionsMap(o));
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
    if (editingSetUp_ && !active_) display_.board()->setLastMove(pit);
    emit setUpChanged();
}

namespace {

// Checks a hand-made position the way the SetUp tag will be read back.
bool checkedSetUp(const Rules& rules, const Position& candidate, Position& out, QString& error) {
    std::string why;
    if (archive::parseSetUpTag(rules, archive::formatSetUpTag(rules, candidate), out, why))
        return true;
    error = qs(why);
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
    display_.board()->setLastMove(pit);
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
    for (const char* key : {"Date", "Time", "Place", "Coordinates", "Event", "Observer", "South",
                            "SouthMembers", "North", "NorthMembers", "Notes"}) {
        const QString value = tags.value(QString::fromLatin1(key)).toString().simplified();
        if (!value.isEmpty()) r.setTag(key, value.toStdString());
    }
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
        display_.board()->setLastMove(pit);
        afterChange();
        return true;
    }
    const QString reason = whyNot(pit);
    if (!reason.isEmpty()) {
        emit refused(pit, reason);
        return false;
    }
    animator_.skip();
    Trace trace;
    game_->play(Move(pit), &trace);
    record_.moves.push_back(m);
    sides_.push_back(side);
    ++known_;
    display_.board()->setLastMove(pit);
    animator_.play(std::move(trace), game_->position());
    afterChange();
    return true;
}

bool FieldRecording::recordIrregular(int pit, const QString& note) {
    if (!active_ || pitName(pit).isEmpty()) return false;
    animator_.skip();
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
    animator_.skip();
    record_.moves.pop_back();
    sides_.pop_back();
    if (known_ > moveCount()) {
        game_->undo();
        --known_;
    }
    showBoard();
    afterChange();
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
    display_.board()->setLegal(positionKnown() && !over() ? game_->legalMoves() : MoveList{});
    refreshEntries();
    emit positionChanged();
    save();
}

void FieldRecording::showBoard() {
    if (!rules_ || !game_) return;
    BoardModel* board = display_.board();
    if (editingSetUp_ && !active_) {
        board->showPosition(setUp_);
        board->setLegal({});
        board->setLastMove(selected_);
        return;
    }
    board->showPosition(game_->position());
    board->setLegal(active_ && positionKnown() && !over() ? game_->legalMoves() : MoveList{});
    int last = -1;
    if (!record_.moves.empty()) last = parsePit(*rules_, record_.moves.back().pit);
    board->setLastMove(last);
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
    animator_.skip();
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
