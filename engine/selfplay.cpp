#include "selfplay.h"

#include <limits>

#include "parallel.h"

namespace enkang {

void SelfPlayTotals::add(const SelfPlayTotals& other) {
    games += other.games;
    plies += other.plies;
    southWins += other.southWins;
    northWins += other.northWins;
    draws += other.draws;
    endlessSkipped += other.endlessSkipped;
}

namespace {

// Tries one candidate on a copy; true (and the position advanced) if it ends.
bool tryMove(const Rules& rules, Position& position, Move m, History& history,
             const MoveObserver& observer) {
    Position next = position;
    if (!rules.apply(next, m)) return false;
    if (rules.game() == GameId::KimasaiKlamroth) history.push_back(rules.repetitionKey(position));
    if (observer) observer(position, m, next);
    position = next;
    return true;
}

// Picks a uniformly random legal move and plays it; false if there is none.
// In the relay games first by rejection among the mover's pits (cheap while
// most are playable), then from the list of the candidates not yet ruled out.
bool playRandomMove(const Rules& rules, Position& position, Random& random, History& history,
                    SelfPlayTotals& totals, const MoveObserver& observer) {
    if (rules.game() == GameId::KimasaiKlamroth) {
        // No endless moves, and few of the pits can step: pick from the list.
        MoveList candidates;
        rules.candidates(position, candidates);
        if (candidates.empty()) return false;
        const auto pick = int(random.below(std::uint32_t(candidates.size)));
        return tryMove(rules, position, candidates[pick], history, observer);
    }
    const MoveList& own = rules.ownPits(position.toMove);
    std::uint64_t ruledOut = 0;  // bit i: own[i] is not playable
    for (int attempt = 0; attempt < 6; ++attempt) {
        const auto i = random.below(std::uint32_t(own.size));
        if (ruledOut >> i & 1) continue;
        ruledOut |= std::uint64_t{1} << i;
        if (position.pits[own[int(i)]] == 0) continue;  // an own pit of a game not over
        if (tryMove(rules, position, own[int(i)], history, observer)) return true;
        ++totals.endlessSkipped;
    }
    MoveList candidates;
    for (int i = 0; i < own.size; ++i)
        if (!(ruledOut >> i & 1) && position.pits[own[i]] != 0) candidates.push(own[i]);
    while (!candidates.empty()) {
        const auto pick = int(random.below(std::uint32_t(candidates.size)));
        if (tryMove(rules, position, candidates[pick], history, observer)) return true;
        ++totals.endlessSkipped;
        candidates.moves[pick] = candidates.moves[--candidates.size];
    }
    return false;
}

Position playRandom(const Rules& rules, Position position, History history, Random& random,
                    SelfPlayTotals& totals, const MoveObserver& observer, int maxPlies) {
    for (int ply = 0; ply < maxPlies && !position.over(); ++ply) {
        if (!playRandomMove(rules, position, random, history, totals, observer)) {
            rules.declareNoLegalMove(position);
            break;
        }
        ++totals.plies;
        rules.adjudicateQuick(position, history);
    }
    return position;
}

}  // namespace

Position playRandomGame(const Rules& rules, Random& random, SelfPlayTotals& totals,
                        const MoveObserver& observer) {
    const Position position = playRandom(rules, rules.start(), {}, random, totals, observer,
                                         std::numeric_limits<int>::max());
    ++totals.games;
    if (position.outcome == Outcome::SouthWins)
        ++totals.southWins;
    else if (position.outcome == Outcome::NorthWins)
        ++totals.northWins;
    else
        ++totals.draws;
    return position;
}

Position playRandomGameFrom(const Rules& rules, Position position, History history, Random& random,
                            SelfPlayTotals& totals, int maxPlies) {
    return playRandom(rules, std::move(position), std::move(history), random, totals, {}, maxPlies);
}

SelfPlayTotals selfPlay(const Rules& rules, std::uint64_t games, std::uint64_t seed, int threads) {
    if (threads < 1) threads = 1;
    // Game i always uses the generator seeded with (seed, i): the result does
    // not depend on the number of threads.
    const auto playRange = [&rules, seed](std::uint64_t from, std::uint64_t to) {
        SelfPlayTotals out;
        for (std::uint64_t i = from; i < to; ++i) {
            Random random(seed * 0x9e3779b97f4a7c15ULL + i);
            playRandomGame(rules, random, out);
        }
        return out;
    };
    SelfPlayTotals totals;
    for (const auto& part : runInBlocks<SelfPlayTotals>(threads, games, playRange))
        totals.add(part);
    return totals;
}

}  // namespace enkang
