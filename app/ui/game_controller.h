// What the Play page talks to: starts games, plays the pits the user taps,
// asks the computer for its moves on a worker thread, animates each move
// from the engine's trace, and keeps undo/redo, teams and the result.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <memory>
#include <optional>

#include "ai_worker.h"
#include "board_view.h"
#include "engine/ai/player.h"
#include "engine/game_state.h"
#include "record_list_model.h"

namespace enkang::ui {

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QVariantMap options READ options NOTIFY gameChanged)
    Q_PROPERTY(BoardView* view READ view CONSTANT)
    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    Q_PROPERTY(RecordMoveModel* moves READ moves CONSTANT)
    Q_PROPERTY(int toMove READ toMove NOTIFY positionChanged)
    Q_PROPERTY(int ply READ ply NOTIFY positionChanged)
    Q_PROPERTY(int phase READ phase NOTIFY positionChanged)
    Q_PROPERTY(QList<int> reserves READ reserves NOTIFY positionChanged)
    Q_PROPERTY(QList<int> captured READ captured NOTIFY positionChanged)
    Q_PROPERTY(bool over READ over NOTIFY positionChanged)
    Q_PROPERTY(int winner READ winner NOTIFY positionChanged)  // -1 none, 0 South, 1 North, 2 draw
    Q_PROPERTY(QString endReason READ endReason NOTIFY positionChanged)
    Q_PROPERTY(QString lastMove READ lastMove NOTIFY positionChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY positionChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY positionChanged)
    Q_PROPERTY(QList<int> levels READ levels NOTIFY gameChanged)  // per side: 0 human, 1-5 computer
    Q_PROPERTY(QStringList teamNames READ teamNames NOTIFY gameChanged)
    Q_PROPERTY(QList<QStringList> teamMembers READ teamMembers NOTIFY gameChanged)
    Q_PROPERTY(QString handler READ handler NOTIFY positionChanged)  // who handles the next move
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    // Level 5's endgame tables in this game: it plays exactly once this few seeds are
    // left (0: no tables here, or not yet); building: they are being made.
    Q_PROPERTY(int endgameSeeds READ endgameSeeds NOTIFY endgamesChanged)
    Q_PROPERTY(bool endgamesBuilding READ endgamesBuilding NOTIFY endgamesChanged)
    Q_PROPERTY(bool animating READ animating NOTIFY animatingChanged)
    Q_PROPERTY(int handSeeds READ handSeeds NOTIFY handChanged)
    Q_PROPERTY(int animationMs READ animationMs WRITE setAnimationMs NOTIFY animationMsChanged)
    // Level 5's time a move (wall clock, up to 600 s); from the next question on.
    Q_PROPERTY(
        double level5Seconds READ level5Seconds WRITE setLevel5Seconds NOTIFY level5SecondsChanged)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY positionChanged)
    // The move list's review: the board shows the position after this many moves; -1 live.
    Q_PROPERTY(int reviewPly READ reviewPly NOTIFY reviewChanged)
    // The archive's id of this game once saved (0 before).
    Q_PROPERTY(qint64 savedId READ savedId NOTIFY savedChanged)
  public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // Starts a game. options: rules.md keys ("columns" → 40 …); levels: [south, north].
    Q_INVOKABLE bool newGame(const QString& gameId, const QVariantMap& options = {},
                             const QList<int>& levels = {0, 0}, const QStringList& teamNames = {},
                             const QList<QStringList>& teamMembers = {});
    Q_INVOKABLE void restart();
    // Plays a tapped pit if it is the human's legal move; otherwise emits refused(reason).
    Q_INVOKABLE bool playPit(int pit);
    // Plays pit names in order without animation (scripted starts); false at the first bad one.
    Q_INVOKABLE bool playNames(const QStringList& names);
    Q_INVOKABLE QString whyNot(int pit) const;
    // Why the engine refuses a move from `pit` (empty for a legal one).
    static QString explain(MoveCheck check, const QString& pit);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    Q_INVOKABLE void skipAnimation();
    // Stops the computer's thinking; the side it played is handed to a person.
    Q_INVOKABLE void stopThinking();
    // Shows the position after `ply` moves without changing the game (ply = length: live).
    Q_INVOKABLE void review(int ply);
    Q_INVOKABLE void stepReview(int delta) {
        review((reviewPly_ < 0 ? ply() : reviewPly_) + delta);
    }
    // Takes the reviewed position as the game's: later moves go to redo.
    Q_INVOKABLE void playOnFromReview();
    // Keeps the game as a record (form: Date, Place, Event, Observer, Notes …); emits saved or
    // saveFailed.
    Q_INVOKABLE void saveToArchive(const QVariantMap& form);
    Q_INVOKABLE QString movesText() const;
    Q_INVOKABLE void copyMoves() const;
    Q_INVOKABLE QString pitName(int pit) const;
    Q_INVOKABLE int pitIndex(const QString& name) const;
    // The engine's count (the board may still be animating towards it).
    Q_INVOKABLE int engineSeeds(int pit) const;

    QString gameId() const;
    QVariantMap options() const;
    BoardView* view() { return &view_; }
    BoardModel* board() { return view_.board(); }
    RecordMoveModel* moves() { return &moves_; }
    int toMove() const { return game_->position().toMove; }
    int ply() const { return int(game_->position().ply); }
    int phase() const { return view_.phase(); }
    QList<int> reserves() const { return view_.reserves(); }
    QList<int> captured() const { return view_.captured(); }
    bool over() const { return game_->position().over(); }
    int winner() const;
    QString endReason() const;
    QString lastMove() const;
    bool canUndo() const;
    bool canRedo() const { return !redo_.empty() && !thinking_; }
    QList<int> levels() const { return {levels_[0], levels_[1]}; }
    QStringList teamNames() const { return teamNames_; }
    QList<QStringList> teamMembers() const { return teamMembers_; }
    QString handler() const;
    bool thinking() const { return thinking_; }
    int endgameSeeds() const;
    bool endgamesBuilding() const;
    bool animating() const { return view_.animating(); }
    int handSeeds() const { return view_.handSeeds(); }
    int animationMs() const { return view_.animationMs(); }
    void setAnimationMs(int ms) { view_.setAnimationMs(ms); }
    double level5Seconds() const { return level5Seconds_; }
    void setLevel5Seconds(double seconds);
    bool humanToMove() const { return !over() && levels_[toMove()] == 0; }
    int reviewPly() const { return reviewPly_; }
    qint64 savedId() const { return savedId_; }

    const GameState& state() const { return *game_; }
    // Shows a prepared game (a lesson step, a record): no computer, no animation of the past.
    void loadState(std::unique_ptr<GameState> state, const QList<int>& levels = {0, 0});
    // Pits to mark instead of the legal moves (a lesson's highlights); empty: the legal moves.
    void setMarkedPits(const QStringList& names);

  signals:
    void gameChanged();
    void positionChanged();
    void thinkingChanged();
    void endgamesChanged();
    void animatingChanged();
    void handChanged();
    void animationMsChanged();
    void level5SecondsChanged();
    void refused(int pit, const QString& reason);
    void moveShown();  // a move's animation (if any) has finished
    void reviewChanged();
    void savedChanged();
    void saveFailed(const QString& reason);

  private:
    void apply(Move m, bool animate);
    // The board shows the game's position and last move, without animation.
    void showAtOnce();
    void leaveReview();
    void setSavedId(qint64 id);
    void afterChange();
    void maybeAskComputer();
    bool level5Plays() const;
    void prepareEndgames();
    void onChosen(int id, int move);
    void setThinking(bool on);
    QString handlerFor(int ply) const;

    std::unique_ptr<GameState> game_;
    BoardView view_;
    RecordMoveModel moves_;  // played moves, then undone ones that redo brings back
    AiWorker worker_;
    std::vector<Move> redo_;
    int levels_[2] = {0, 0};
    QStringList teamNames_;
    QList<QStringList> teamMembers_;
    bool thinking_ = false;
    double level5Seconds_ = ai::kLevel5Seconds;
    int requestId_ = 0;
    Move pendingComputerMove_ = kNoMove;
    std::optional<MoveList> marked_;
    int reviewPly_ = -1;
    qint64 savedId_ = 0;
};

}  // namespace enkang::ui
