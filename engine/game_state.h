// A game in progress: the position, the moves so far, undo, and the
// repetition history. What the CLI, the app's controllers and records use;
// search works on Rules and Position directly.
#pragma once

#include <memory>
#include <vector>

#include "rules.h"

namespace enkang {

class GameState {
  public:
    explicit GameState(const Options& options);
    explicit GameState(std::shared_ptr<const Rules> rules);
    // From a set-up position (a game joined in progress, a lesson): the
    // position's hash is recomputed and the end conditions are checked.
    GameState(std::shared_ptr<const Rules> rules, const Position& setUp);

    const Rules& rules() const { return *rules_; }
    std::shared_ptr<const Rules> sharedRules() const { return rules_; }
    const Position& position() const { return position_; }
    const History& history() const { return history_; }
    const std::vector<Move>& moves() const { return moves_; }
    // The position before the first move (the rules' start, or a set-up).
    const Position& startPosition() const {
        return undo_.empty() ? position_ : undo_.front().position;
    }
    // Legal moves of the side to move (empty once the game is over).
    const MoveList& legalMoves() const { return legal_; }

    MoveCheck check(Move m) const;
    // Plays `m` if it is legal, recording its trace when `trace` is given.
    MoveCheck play(Move m, Trace* trace = nullptr);
    bool canUndo() const { return !undo_.empty(); }
    void undo();

  private:
    void refreshLegalMoves();

    std::shared_ptr<const Rules> rules_;
    Position position_;
    History history_;  // repetition keys of positions before the current one
    struct Snapshot {
        Position position;
        MoveList legal;
    };
    std::vector<Snapshot> undo_;
    std::vector<Move> moves_;
    MoveList legal_;
};

}  // namespace enkang
