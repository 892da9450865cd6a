#include "game_state.h"

#include "hash.h"

namespace enkang {

GameState::GameState(const Options& options) : GameState(std::make_shared<const Rules>(options)) {}

GameState::GameState(std::shared_ptr<const Rules> rules)
    : rules_(std::move(rules)), position_(rules_->start()) {
    refreshLegalMoves();
    if (legal_.empty()) rules_->declareNoLegalMove(position_);
}

GameState::GameState(std::shared_ptr<const Rules> rules, const Position& setUp)
    : rules_(std::move(rules)), position_(setUp) {
    position_.outcome = Outcome::Ongoing;
    position_.end = GameEnd::None;
    position_.hash = hashFromScratch(position_, rules_->pitCount());
    refreshLegalMoves();
    if (legal_.empty()) rules_->declareNoLegalMove(position_);
    if (position_.over()) legal_.size = 0;
}

MoveCheck GameState::check(Move m) const {
    if (m < 0 || m >= rules_->pitCount()) return MoveCheck::NotYours;
    const MoveCheck pre = rules_->precheck(position_, m);
    if (pre != MoveCheck::Legal) return pre;
    return legal_.contains(m) ? MoveCheck::Legal : MoveCheck::Endless;
}

MoveCheck GameState::play(Move m, Trace* trace) {
    const MoveCheck verdict = check(m);
    if (verdict != MoveCheck::Legal) return verdict;
    undo_.push_back({position_, legal_});
    history_.push_back(rules_->repetitionKey(position_));
    moves_.push_back(m);
    if (trace) {
        TraceSink sink{*trace};
        rules_->apply(position_, m, sink);
    } else {
        rules_->apply(position_, m);
    }
    if (!rules_->adjudicateQuick(position_, history_)) {
        refreshLegalMoves();
        if (legal_.empty()) rules_->declareNoLegalMove(position_);
    }
    if (position_.over()) legal_.size = 0;
    return MoveCheck::Legal;
}

void GameState::undo() {
    if (undo_.empty()) return;
    position_ = undo_.back().position;
    legal_ = undo_.back().legal;
    undo_.pop_back();
    history_.pop_back();
    moves_.pop_back();
}

void GameState::refreshLegalMoves() {
    rules_->legalMoves(position_, legal_);
}

}  // namespace enkang
