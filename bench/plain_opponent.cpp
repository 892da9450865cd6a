// The plain opponent: fixed-depth alpha-beta with material evaluation.
#include "bench/plain_opponent.h"

#include <algorithm>

namespace enkang::bench {
namespace {

constexpr int kWin = 1000000;

class PlainSearch {
  public:
    PlainSearch(const Rules& rules, const History& history) : rules_(rules), path_(history) {}

    // Negamax value of `p` for the side to move; `best` gets the best move at the root.
    int value(const Position& p, int depth, int alpha, int beta, int ply, Move* best) {
        if (p.over()) return result(p, ply);
        if (depth == 0) return material(rules_, p);
        MoveList moves;
        rules_.candidates(p, moves);
        path_.push_back(rules_.repetitionKey(p));
        int bestScore = -2 * kWin;
        for (Move m : moves) {
            Position child = p;
            if (!rules_.apply(child, m)) continue;  // endless sowing: not a legal move
            rules_.adjudicateQuick(child, path_);
            const int score = -value(child, depth - 1, -beta, -alpha, ply + 1, nullptr);
            if (score > bestScore) {
                bestScore = score;
                if (best) *best = m;
            }
            alpha = std::max(alpha, score);
            if (alpha >= beta) break;
        }
        path_.pop_back();
        if (bestScore > -2 * kWin) return bestScore;
        Position end = p;
        rules_.declareNoLegalMove(end);
        return result(end, ply);
    }

  private:
    static int result(const Position& p, int ply) {
        if (p.outcome == Outcome::Draw) return 0;
        return p.outcome == winFor(p.toMove) ? kWin - ply : ply - kWin;
    }

    const Rules& rules_;
    History path_;
};

}  // namespace

int material(const Rules& rules, const Position& p) {
    const Player me = p.toMove, them = opponent(me);
    switch (rules.game()) {
        case GameId::KimasaiMackay:
            return rules.seedsOf(p, me) + p.reserve[me] - rules.seedsOf(p, them) - p.reserve[them];
        case GameId::KimasaiKlamroth:
            return rules.seedsOf(p, me) - rules.seedsOf(p, them);
        case GameId::EnGehe:
            return p.captured[me] - p.captured[them];
    }
    return 0;
}

Move plainBestMove(const Rules& rules, const Position& p, const History& history, int depth) {
    Move best = kNoMove;
    PlainSearch(rules, history).value(p, std::max(1, depth), -2 * kWin, 2 * kWin, 0, &best);
    return best;
}

int plainValue(const Rules& rules, const Position& p, const History& history, int depth) {
    return PlainSearch(rules, history).value(p, depth, -2 * kWin, 2 * kWin, 0, nullptr);
}

std::function<bool(const GameState&)> balancedOpenings(int depth) {
    return [depth](const GameState& g) {
        return material(g.rules(), g.position()) == 0 &&
               plainValue(g.rules(), g.position(), g.history(), depth) == 0;
    };
}

}  // namespace enkang::bench
