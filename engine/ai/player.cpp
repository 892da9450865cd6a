#include "player.h"

#include <algorithm>

#include "engine/ai/clock.h"
#include "engine/random.h"

namespace enkang::ai {

SearchLimits limitsForLevel(int level, GameId game) {
    SearchLimits l;
    if (game == GameId::KimasaiKlamroth) {
        // Measured (docs/ai-tuning.md): in the four-row game no search past
        // four plies played better than four plies, with any evaluation
        // tried, so the levels climb by depth and level 5 stops at four.
        l.maxDepth = std::clamp(level - 1, 1, 4);
        return l;
    }
    switch (level) {
        case 2:
            l.maxDepth = 1;
            break;
        case 3:
            l.maxDepth = 3;
            l.maxNodes = 20000;
            break;
        case 4:
            l.maxNodes = 60000;
            break;
        default:
            // Node budgets measured to take under a second a move here
            // (nodes per second differ by game); the time cap is a safety net.
            l.maxNodes = game == GameId::KimasaiMackay ? 1000000 : 800000;
            l.maxSeconds = 1.0;
            break;
    }
    return l;
}

bool isCapture(const Rules& rules, const Position& before, const Position& after) {
    const Player mover = before.toMove;
    if (rules.game() == GameId::KimasaiMackay)
        return rules.seedsOf(after, opponent(mover)) < rules.seedsOf(before, opponent(mover));
    return after.captured[mover] > before.captured[mover];
}

namespace {

// Level 1: a random legal move, but a capture when one is there, half the time.
SearchResult almostRandom(const Rules& rules, const Position& position, std::uint64_t seed) {
    const double started = secondsNow();
    Searcher::Child children[kMaxMoves];
    const int n = expandChildren(rules, position, children);
    SearchResult result;
    result.depth = 1;
    result.nodes = std::uint64_t(n);
    if (n == 0) return result;
    Random random(seed);
    std::vector<Move> captures;
    for (int i = 0; i < n; ++i)
        if (isCapture(rules, position, children[i].position)) captures.push_back(children[i].move);
    if (!captures.empty() && random.below(2) == 0)
        result.move = captures[random.below(std::uint32_t(captures.size()))];
    else
        result.move = children[random.below(std::uint32_t(n))].move;
    result.seconds = secondsNow() - started;
    return result;
}

}  // namespace

SearchResult chooseMove(const Rules& rules, const Position& position, const History& history,
                        int level, std::uint64_t seed, const std::atomic<bool>* cancel) {
    if (level <= kMinLevel) return almostRandom(rules, position, seed);
    Searcher searcher(rules, {}, level >= 4 ? 20 : 16);
    return searcher.search(position, history, limitsForLevel(level, rules.game()), seed, cancel);
}

}  // namespace enkang::ai
