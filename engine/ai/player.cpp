#include "player.h"

#include <algorithm>
#include <memory>

#include "engine/ai/clock.h"
#include "engine/random.h"

namespace enkang::ai {

SearchLimits limitsForLevel(int level, GameId game, Level5Budget level5) {
    SearchLimits l;
    if (level >= kMaxLevel) {
        // Iterative deepening until the budget is spent (docs/ai-tuning.md).
        if (level5.nodes)
            l.maxNodes = level5.nodes;
        else
            l.maxSeconds = level5.seconds;
        l.cpuClock = level5.cpuClock;
        return l;
    }
    if (game == GameId::KimasaiKlamroth) {
        // Measured (docs/ai-tuning.md): in the four-row game levels 2-4
        // climb by depth, one ply each.
        l.maxDepth = std::clamp(level - 1, 1, 3);
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
        default:
            l.maxNodes = 60000;
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

// Level 5's searcher on this thread, with its rules: its memory is allocated
// once while the options stay the same. It reads the endgame tables given
// for those options, if any (held here while it searches).
Searcher& keptSearcher(const Options& options) {
    struct Kept {
        Rules rules;
        Searcher searcher;
        std::shared_ptr<const EndgameOracle> endgames;
        explicit Kept(const Options& o) : rules(o), searcher(rules, {}, 21) {}
    };
    thread_local std::unique_ptr<Kept> kept;
    if (!kept || !(kept->rules.options() == options)) kept = std::make_unique<Kept>(options);
    kept->endgames = level5Endgames(options);
    kept->searcher.setEndgames(kept->endgames.get());
    return kept->searcher;
}

}  // namespace

SearchResult chooseMove(const Rules& rules, const Position& position, const History& history,
                        int level, std::uint64_t seed, const std::atomic<bool>* cancel,
                        Level5Budget level5) {
    if (level <= kMinLevel) return almostRandom(rules, position, seed);
    const SearchLimits limits = limitsForLevel(level, rules.game(), level5);
    if (level < kMaxLevel) {
        Searcher searcher(rules, {}, level >= 4 ? 20 : 16);
        return searcher.search(position, history, limits, seed, cancel);
    }
    // On a time budget the table is kept from move to move: what the last
    // search learnt makes this one start deeper. A position's value does not
    // depend on how it was reached (no four-row position ever repeats, and
    // the relay games have no repetition rule; docs/solved.md), so an entry
    // stays right. On a node budget it is cleared, so that the move depends
    // only on the position and the budget (what tests need).
    Searcher& searcher = keptSearcher(rules.options());
    if (level5.nodes) searcher.clearTable();
    return searcher.search(position, history, limits, seed, cancel);
}

}  // namespace enkang::ai
