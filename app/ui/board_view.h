// A board as a screen shows it: one position's pits, whose turn, reserves and
// captures, the marked pits and the animation of a move from its trace. It
// has no thread and no game history: Play, Learn, Rules, Home and the record
// screens each own one (directly or through their controller) and feed it.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <memory>

#include "board_model.h"
#include "engine/rules.h"
#include "trace_animator.h"

namespace enkang::ui {

class BoardView : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString gameId READ gameId NOTIFY shapeChanged)
    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    Q_PROPERTY(int toMove READ toMove NOTIFY positionChanged)
    Q_PROPERTY(int phase READ phase NOTIFY positionChanged)  // 0 none, 1-2 MacKay's phases
    Q_PROPERTY(QList<int> reserves READ reserves NOTIFY positionChanged)
    Q_PROPERTY(QList<int> captured READ captured NOTIFY positionChanged)
    Q_PROPERTY(bool animating READ animating NOTIFY animatingChanged)
    Q_PROPERTY(int handSeeds READ handSeeds NOTIFY handChanged)
    Q_PROPERTY(int animationMs READ animationMs WRITE setAnimationMs NOTIFY animationMsChanged)
  public:
    explicit BoardView(QObject* parent = nullptr);

    // A still diagram of a game's start (options as in rules.md); false on a bad id or option.
    Q_INVOKABLE bool showStart(const QString& gameId, const QVariantMap& options = {});
    Q_INVOKABLE QString pitName(int pit) const;
    Q_INVOKABLE int pitIndex(const QString& name) const;
    Q_INVOKABLE void skipAnimation() { animator_.skip(); }
    // The pits of these names on this board (unknown names are left out).
    MoveList pitsNamed(const QStringList& names) const;

    // Shows a position at once; a new game or board size resets the pits.
    void show(const Rules& rules, const Position& position);
    // Animates a move already played: `result` is the position after it.
    void animate(Trace trace, const Position& result);
    // The pits to ring: a lesson's marks, or the legal moves.
    void setMarks(const MoveList& pits) { board_.setLegal(pits); }
    void setLastMove(int pit) { board_.setLastMove(pit); }
    void setLongestAnimationMs(int ms) { animator_.setLongestMs(ms); }

    QString gameId() const;
    BoardModel* board() { return &board_; }
    const Rules* rules() const { return rules_.get(); }
    const Position& position() const { return position_; }
    int toMove() const { return position_.toMove; }
    int phase() const;
    QList<int> reserves() const { return {position_.reserve[0], position_.reserve[1]}; }
    QList<int> captured() const { return {position_.captured[0], position_.captured[1]}; }
    bool animating() const { return animator_.running(); }
    int handSeeds() const { return animator_.handSeeds(); }
    int animationMs() const { return animationMs_; }
    void setAnimationMs(int ms);

  signals:
    void shapeChanged();
    void positionChanged();
    void animatingChanged();
    void handChanged();
    void animationMsChanged();
    void moveShown();  // an animation (if any) has finished

  private:
    std::unique_ptr<Rules> rules_;
    Position position_{};
    BoardModel board_;
    TraceAnimator animator_;
    int animationMs_ = 120;
};

// The rules.md options of a game as a QML map ("columns" → "40" …).
QVariantMap optionsMap(const Options& options);
// Reads a QML options map over a game's defaults; false on a bad id, key or value.
bool optionsFrom(const QString& gameId, const QVariantMap& map, Options& out);

}  // namespace enkang::ui
