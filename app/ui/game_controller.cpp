#include "game_controller.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QRandomGenerator>

#include "endgame_tables.h"
#include "engine/ai/player.h"
#include "game_saver.h"

namespace enkang::ui {

GameController::GameController(QObject* parent)
    : QObject(parent),
      game_(std::make_unique<GameState>(Options::defaults(GameId::KimasaiMackay))) {
    connect(&worker_, &AiWorker::chosen, this, [this](int id, int move) { onChosen(id, move); });
    connect(&view_, &BoardView::animatingChanged, this, &GameController::animatingChanged);
    if (EndgameTables* endgames = EndgameTables::instance())
        connect(endgames, &EndgameTables::built, this, &GameController::endgamesChanged);
    connect(&view_, &BoardView::handChanged, this, &GameController::handChanged);
    connect(&view_, &BoardView::animationMsChanged, this, &GameController::animationMsChanged);
    connect(&view_, &BoardView::moveShown, this, [this] {
        emit moveShown();
        if (pendingComputerMove_ != kNoMove) {
            const Move m = std::exchange(pendingComputerMove_, kNoMove);
            apply(m, true);
        }
    });
    showAtOnce();
    afterChange();
}

GameController::~GameController() {
    worker_.cancel();
}

bool GameController::newGame(const QString& gameId, const QVariantMap& options,
                             const QList<int>& levels, const QStringList& teamNames,
                             const QList<QStringList>& teamMembers) {
    Options o = Options::defaults(GameId::KimasaiMackay);
    if (!optionsFrom(gameId, options, o)) return false;
    worker_.cancel();
    setThinking(false);
    pendingComputerMove_ = kNoMove;
    leaveReview();
    setSavedId(0);
    game_ = std::make_unique<GameState>(o);
    redo_.clear();
    for (int side = 0; side < 2; ++side)
        levels_[side] = side < levels.size() ? std::clamp(levels[side], 0, 5) : 0;
    teamNames_ = teamNames;
    teamMembers_ = teamMembers;
    showAtOnce();
    emit gameChanged();
    prepareEndgames();
    afterChange();
    maybeAskComputer();
    return true;
}

void GameController::loadState(std::unique_ptr<GameState> state, const QList<int>& levels) {
    worker_.cancel();
    setThinking(false);
    pendingComputerMove_ = kNoMove;
    leaveReview();
    setSavedId(0);
    game_ = std::move(state);
    redo_.clear();
    marked_.reset();
    for (int side = 0; side < 2; ++side)
        levels_[side] = side < levels.size() ? std::clamp(levels[side], 0, 5) : 0;
    teamNames_.clear();
    teamMembers_.clear();
    showAtOnce();
    emit gameChanged();
    prepareEndgames();
    afterChange();
    maybeAskComputer();
}

void GameController::setMarkedPits(const QStringList& names) {
    if (names.isEmpty())
        marked_.reset();
    else
        marked_ = view_.pitsNamed(names);
    afterChange();
}

void GameController::restart() {
    QVariantMap o = options();
    newGame(gameId(), o, levels(), teamNames_, teamMembers_);
}

QString GameController::gameId() const {
    return QString::fromLatin1(gameIdName(game_->rules().game()));
}

QVariantMap GameController::options() const {
    return optionsMap(game_->rules().options());
}

void GameController::leaveReview() {
    if (reviewPly_ < 0) return;
    reviewPly_ = -1;
    emit reviewChanged();
}

void GameController::review(int ply) {
    const int length = int(game_->moves().size());
    ply = std::clamp(ply, 0, length);
    view_.skipAnimation();
    if (ply == length) {
        if (reviewPly_ < 0) return;
        leaveReview();
        showAtOnce();
        afterChange();
        return;
    }
    GameState past(*game_);
    while (int(past.moves().size()) > ply) past.undo();
    reviewPly_ = ply;
    view_.show(past.rules(), past.position());
    view_.setLastMove(past.moves().empty() ? -1 : past.moves().back());
    emit reviewChanged();
    afterChange();
}

void GameController::playOnFromReview() {
    if (reviewPly_ < 0) return;
    worker_.cancel();
    ++requestId_;
    setThinking(false);
    pendingComputerMove_ = kNoMove;
    const int target = reviewPly_;
    leaveReview();
    redo_.clear();
    while (int(game_->moves().size()) > target) {
        redo_.push_back(game_->moves().back());
        game_->undo();
    }
    showAtOnce();
    afterChange();
    maybeAskComputer();
}

void GameController::saveToArchive(const QVariantMap& form) {
    QVariantMap tags = form;
    for (int side = 0; side < 2; ++side) {
        const QString team = side == 0 ? QStringLiteral("South") : QStringLiteral("North");
        if (tags.value(team).toString().isEmpty() && side < teamNames_.size())
            tags.insert(team, teamNames_[side]);
        if (side < teamMembers_.size() && !teamMembers_[side].isEmpty())
            tags.insert(team + QStringLiteral("Members"), teamMembers_[side].join(", "));
    }
    QStringList handlers;
    for (int i = 0; i < ply(); ++i) handlers << handlerFor(i);
    saveRecordInArchive(recordOfGame(*game_, tags, handlers), this,
                        [this](qint64 id, const QString& why) {
                            if (id)
                                setSavedId(id);
                            else
                                emit saveFailed(why);
                        });
}

void GameController::setSavedId(qint64 id) {
    if (id == savedId_) return;
    savedId_ = id;
    emit savedChanged();
}

void GameController::showAtOnce() {
    view_.show(game_->rules(), game_->position());
    view_.setLastMove(game_->moves().empty() ? -1 : game_->moves().back());
}

int GameController::engineSeeds(int pit) const {
    return pit >= 0 && pit < game_->rules().pitCount() ? game_->position().pits[std::size_t(pit)]
                                                       : -1;
}

QString GameController::pitName(int pit) const {
    if (pit < 0 || pit >= game_->rules().pitCount()) return {};
    return QString::fromStdString(game_->rules().geometry().name(pit));
}

int GameController::pitIndex(const QString& name) const {
    int pit = -1;
    return game_->rules().geometry().parse(name.toStdString(), pit) == PitNameError::None ? pit
                                                                                          : -1;
}

QString GameController::whyNot(int pit) const {
    const QString name = pitName(pit);
    if (name.isEmpty()) return tr("There is no such pit.");
    if (over()) return tr("The game is over.");
    if (thinking_) return tr("Wait: the computer is thinking.");
    if (levels_[toMove()] != 0) return tr("It is the computer's turn.");
    return explain(game_->check(Move(pit)), name);
}

QString GameController::explain(MoveCheck check, const QString& name) {
    switch (check) {
        case MoveCheck::Legal:
            return {};
        case MoveCheck::GameOver:
            return tr("The game is over.");
        case MoveCheck::NotYours:
            return tr("%1 is not yours: you can only play from your own pits.").arg(name);
        case MoveCheck::Empty:
            return tr("%1 is empty.").arg(name);
        case MoveCheck::Blocked:
            return tr("The seed in %1 can only step into an empty pit, and the next pit is full.")
                .arg(name);
        case MoveCheck::Endless:
            return tr("Sowing from %1 would never end, so that move is not allowed.").arg(name);
    }
    return {};
}

bool GameController::playPit(int pit) {
    const QString reason = whyNot(pit);
    if (!reason.isEmpty()) {
        emit refused(pit, reason);
        return false;
    }
    redo_.clear();
    marked_.reset();
    apply(Move(pit), true);
    return true;
}

bool GameController::playNames(const QStringList& names) {
    for (const QString& name : names) {
        const int pit = pitIndex(name.trimmed());
        if (pit < 0 || game_->check(Move(pit)) != MoveCheck::Legal) {
            afterChange();
            return false;
        }
        apply(Move(pit), false);
    }
    return true;
}

void GameController::apply(Move m, bool animate) {
    if (reviewPly_ >= 0) {  // a move is played: the board shows the game again first
        leaveReview();
        showAtOnce();
    }
    Trace trace;
    game_->play(m, animate ? &trace : nullptr);
    view_.setLastMove(m);
    if (animate)
        view_.animate(std::move(trace), game_->position());
    else
        view_.show(game_->rules(), game_->position());
    afterChange();
    maybeAskComputer();
}

void GameController::undo() {
    worker_.cancel();
    setThinking(false);
    pendingComputerMove_ = kNoMove;
    view_.skipAnimation();
    leaveReview();
    // Take back to the last position where a person was to move.
    do {
        if (!game_->canUndo()) break;
        redo_.push_back(game_->moves().back());
        game_->undo();
    } while (levels_[toMove()] != 0 && game_->canUndo() && (levels_[0] == 0 || levels_[1] == 0));
    showAtOnce();
    afterChange();
    if (levels_[0] != 0 && levels_[1] != 0) maybeAskComputer();
}

void GameController::redo() {
    if (redo_.empty() || thinking_) return;
    view_.skipAnimation();
    const Move m = redo_.back();
    redo_.pop_back();
    apply(m, true);
}

bool GameController::canUndo() const {
    return game_->canUndo();
}

void GameController::skipAnimation() {
    view_.skipAnimation();
}

void GameController::stopThinking() {
    if (!thinking_) return;
    worker_.cancel();
    ++requestId_;  // an answer already on its way is ignored
    levels_[toMove()] = 0;
    setThinking(false);
    emit gameChanged();
    emit endgamesChanged();
    afterChange();
}

void GameController::afterChange() {
    view_.setMarks(reviewPly_ >= 0 ? MoveList{}
                   : marked_       ? *marked_
                   : humanToMove() ? game_->legalMoves()
                                   : MoveList{});
    QList<RecordMoveModel::Entry> entries;
    std::vector<Move> line = game_->moves();
    line.insert(line.end(), redo_.rbegin(), redo_.rend());
    const Player first = game_->rules().options().first;
    for (std::size_t i = 0; i < line.size(); ++i) {
        RecordMoveModel::Entry e;
        e.player = int(i % 2 == 0 ? first : opponent(first));
        e.pit = pitName(line[i]);
        e.handler = handlerFor(int(i));
        entries.push_back(e);
    }
    moves_.setEntries(entries);
    moves_.setCurrent(int(game_->moves().size()));
    emit positionChanged();
}

void GameController::maybeAskComputer() {
    if (over() || levels_[toMove()] == 0) return;
    setThinking(true);
    const quint64 seed = QRandomGenerator::global()->generate64();
    worker_.request(++requestId_, game_->sharedRules(), game_->position(), game_->history(),
                    levels_[toMove()], seed, level5Seconds_);
}

void GameController::setLevel5Seconds(double seconds) {
    if (!(seconds > 0 && seconds <= 600) || seconds == level5Seconds_) return;  // NaN too
    level5Seconds_ = seconds;
    emit level5SecondsChanged();
}

bool GameController::level5Plays() const {
    return levels_[0] == ai::kMaxLevel || levels_[1] == ai::kMaxLevel;
}

// Begun at the game's start, not at level 5's first move: it may play second.
void GameController::prepareEndgames() {
    EndgameTables* endgames = EndgameTables::instance();
    if (endgames && level5Plays()) endgames->prepare(game_->rules().options());
    emit endgamesChanged();
}

int GameController::endgameSeeds() const {
    const EndgameTables* endgames = EndgameTables::instance();
    return endgames && level5Plays() && endgames->ready(game_->rules().options())
               ? endgames->seeds()
               : 0;
}

bool GameController::endgamesBuilding() const {
    const EndgameTables* endgames = EndgameTables::instance();
    return endgames && level5Plays() && endgames->building(game_->rules().options());
}

void GameController::onChosen(int id, int move) {
    if (id != requestId_ || !thinking_) return;  // an answer to a question withdrawn
    setThinking(false);
    if (game_->check(Move(move)) != MoveCheck::Legal) return;
    if (view_.animating())
        pendingComputerMove_ = Move(move);
    else
        apply(Move(move), true);
}

void GameController::setThinking(bool on) {
    if (thinking_ == on) return;
    thinking_ = on;
    emit thinkingChanged();
    emit positionChanged();  // canRedo, humanToMove
}

int GameController::winner() const {
    switch (game_->position().outcome) {
        case Outcome::SouthWins:
            return 0;
        case Outcome::NorthWins:
            return 1;
        case Outcome::Draw:
            return 2;
        case Outcome::Ongoing:
            return -1;
    }
    return -1;
}

QString GameController::endReason() const {
    const Position& p = game_->position();
    auto side = [this](int s) {
        return s < teamNames_.size() && !teamNames_[s].isEmpty() ? teamNames_[s]
               : s == 0                                          ? tr("South")
                                                                 : tr("North");
    };
    const int next = p.toMove, mover = 1 - next;
    switch (p.end) {
        case GameEnd::None:
            return {};
        case GameEnd::OpponentFrontRowEmpty:
            return tr("%1 has no cow left in the front row.").arg(side(next));
        case GameEnd::OwnFrontRowEmpty:
            return tr("%1 left their own front row empty.").arg(side(mover));
        case GameEnd::NoSeeds:
            return tr("%1 has no seeds left.").arg(side(next));
        case GameEnd::Repetition:
            return tr("The position has occurred before.");
        case GameEnd::NoLegalMove:
            if (game_->rules().game() == GameId::EnGehe)
                return tr("%1 cannot move; the seeds left on the board went to %2.")
                    .arg(side(next), side(mover));
            return tr("%1 has no legal move.").arg(side(next));
    }
    return {};
}

QString GameController::lastMove() const {
    return game_->moves().empty() ? QString() : pitName(game_->moves().back());
}

QString GameController::handlerFor(int ply) const {
    const Player first = game_->rules().options().first;
    const int side = ply % 2 == 0 ? first : opponent(first);
    if (side >= teamMembers_.size() || teamMembers_[side].isEmpty()) return {};
    // Members take the seeds in turn, each move of their side.
    const int turn = ply / 2;
    return teamMembers_[side][turn % teamMembers_[side].size()];
}

QString GameController::handler() const {
    return over() ? QString() : handlerFor(ply());
}

QString GameController::movesText() const {
    QStringList out;
    for (Move m : game_->moves()) out << pitName(m);
    return out.join(QLatin1Char(' '));
}

void GameController::copyMoves() const {
    if (auto* clipboard = QGuiApplication::clipboard()) clipboard->setText(movesText());
}

}  // namespace enkang::ui
