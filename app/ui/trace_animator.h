// Replays a move's trace on the board model: each lift, drop, raid and
// capture in turn, at an adjustable pace, skippable. The game itself has
// already moved on: the animation only changes what the board shows.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include "board_model.h"
#include "engine/position.h"
#include "engine/trace.h"

namespace enkang::ui {

class TraceAnimator : public QObject {
    Q_OBJECT
  public:
    explicit TraceAnimator(BoardModel* board, QObject* parent = nullptr);

    // Milliseconds per event; 0 shows the result at once.
    void setStepMs(int ms) { stepMs_ = ms; }
    // A long move is sped up so that it never takes more than this.
    void setLongestMs(int ms) { longestMs_ = ms; }
    void play(Trace trace, const Position& result);
    void skip();
    bool running() const { return timer_.isActive(); }
    int handSeeds() const { return hand_; }

  signals:
    void runningChanged();
    void stepped();  // one or more events shown
    void finished();

  private:
    void tick();
    void show(const TraceEvent& e);
    void finish();

    BoardModel* board_;
    QTimer timer_;
    QElapsedTimer clock_;
    Trace trace_;
    Position result_;
    std::size_t next_ = 0;
    double eventsPerMs_ = 0;
    int stepMs_ = 120;
    int longestMs_ = 8000;
    int hand_ = 0;
};

}  // namespace enkang::ui
