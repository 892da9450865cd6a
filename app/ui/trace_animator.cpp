#include "trace_animator.h"

#include <algorithm>

namespace enkang::ui {

TraceAnimator::TraceAnimator(BoardModel* board, QObject* parent) : QObject(parent), board_(board) {
    timer_.setInterval(16);  // one frame; several events per frame when fast
    connect(&timer_, &QTimer::timeout, this, &TraceAnimator::tick);
}

void TraceAnimator::play(Trace trace, const Position& result) {
    if (timer_.isActive()) skip();
    trace_ = std::move(trace);
    result_ = result;
    next_ = 0;
    hand_ = 0;
    if (stepMs_ <= 0 || trace_.empty()) {
        finish();
        return;
    }
    const double total = std::min<double>(double(stepMs_) * double(trace_.size()), longestMs_);
    eventsPerMs_ = double(trace_.size()) / total;
    board_->clearActivity();
    clock_.start();
    timer_.start();
    show(trace_[next_++]);
    emit runningChanged();
}

void TraceAnimator::skip() {
    if (!timer_.isActive()) return;
    finish();
}

void TraceAnimator::tick() {
    // Show every event whose time has come: the pace holds whatever the frame rate.
    const auto due = std::size_t(double(clock_.elapsed()) * eventsPerMs_) + 1;
    while (next_ < trace_.size() && next_ < due) show(trace_[next_++]);
    emit stepped();
    if (next_ >= trace_.size()) finish();
}

void TraceAnimator::show(const TraceEvent& e) {
    switch (e.kind) {
        case TraceKind::AddReserve:
            board_->setSeeds(e.pit, e.count);
            board_->setActivity(e.pit, PitActivity::Dropped);
            break;
        case TraceKind::Lift:
            board_->clearActivity();
            board_->setSeeds(e.pit, 0);
            board_->setActivity(e.pit, PitActivity::Lifted);
            hand_ = e.count;
            break;
        case TraceKind::Drop:
            board_->setSeeds(e.pit, e.count);
            board_->setActivity(e.pit, PitActivity::Dropped);
            hand_ = std::max(0, hand_ - 1);
            break;
        case TraceKind::Raid:
            board_->clearActivity();
            board_->setSeeds(e.other, 0);
            board_->setActivity(e.other, PitActivity::Raided);
            board_->setActivity(e.pit, PitActivity::Landed);
            hand_ = e.count;
            break;
        case TraceKind::Capture:
            board_->setSeeds(e.pit, 0);
            board_->setActivity(e.pit, PitActivity::Captured);
            break;
        case TraceKind::Step:
            board_->clearActivity();
            board_->setSeeds(e.pit, 0);
            board_->setSeeds(e.other, 1);
            board_->setActivity(e.pit, PitActivity::Lifted);
            board_->setActivity(e.other, PitActivity::Dropped);
            break;
        case TraceKind::End:
            break;
    }
}

void TraceAnimator::finish() {
    const bool wasRunning = timer_.isActive();
    timer_.stop();
    next_ = trace_.size();
    hand_ = 0;
    board_->clearActivity();
    board_->showPosition(result_);
    if (wasRunning) emit runningChanged();
    emit finished();
}

}  // namespace enkang::ui
