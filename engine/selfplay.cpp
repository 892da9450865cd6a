#include "selfplay.h"

#include <bit>
#include <limits>
#include <utility>

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

// The position of a game and a second slot to try a move in: an endless
// move leaves the position as it was, and a move that ends costs one copy
// of the position, not two.
class TrialSlots {
  public:
    explicit TrialSlots(const Position& start) : a_(start) {}
    TrialSlots(const TrialSlots&) = delete;
    TrialSlots& operator=(const TrialSlots&) = delete;
    Position& current() { return *current_; }
    // A fresh copy of the current position.
    Position& trial() { return *trial_ = *current_; }
    // The trial becomes the current position.
    void accept() { std::swap(current_, trial_); }

  private:
    Position a_, b_;
    Position* current_ = &a_;
    Position* trial_ = &b_;
};

// Tries one candidate; true (and the position advanced) if it ends.
[[gnu::always_inline]] inline bool tryMove(const Rules& rules, TrialSlots& slots, Move m,
                                           History& history, const MoveObserver& observer) {
    Position& next = slots.trial();
    if (!rules.apply(next, m)) return false;
    const Position& before = slots.current();
    if (rules.game() == GameId::KimasaiKlamroth) history.push_back(rules.repetitionKey(before));
    if (observer) observer(before, m, next);
    slots.accept();
    return true;
}

// Picks a uniformly random legal move and plays it; false if there is none.
// In the relay games first by rejection among the mover's pits (cheap while
// most are playable), then from the list of the candidates not yet ruled out.
bool playRandomMove(const Rules& rules, TrialSlots& slots, Random& random, History& history,
                    SelfPlayTotals& totals, const MoveObserver& observer) {
    const Position& position = slots.current();
    if (rules.game() == GameId::KimasaiKlamroth) {
        // No endless moves, and few of the pits can step: pick from the list.
        MoveList candidates;
        rules.candidates(position, candidates);
        if (candidates.empty()) return false;
        const auto pick = int(random.below(std::uint32_t(candidates.size)));
        return tryMove(rules, slots, candidates[pick], history, observer);
    }
    const MoveList& own = rules.ownPits(position.toMove);
    std::uint64_t ruledOut = 0;  // bit i: own[i] is not playable
    for (int attempt = 0; attempt < 6; ++attempt) {
        const auto i = random.below(std::uint32_t(own.size));
        if (ruledOut >> i & 1) continue;
        ruledOut |= std::uint64_t{1} << i;
        if (position.pits[own[int(i)]] == 0) continue;  // an own pit of a game not over
        if (tryMove(rules, slots, own[int(i)], history, observer)) return true;
        ++totals.endlessSkipped;
    }
    // From a mask of the pits that hold seeds, built a word at a time: late
    // in a game whether a pit is empty is a coin toss.
    MoveList candidates;
    for (std::uint64_t left = rules.occupiedOwnPits(position, position.toMove) & ~ruledOut;
         left != 0; left &= left - 1)
        candidates.push(own[std::countr_zero(left)]);
    while (!candidates.empty()) {
        const auto pick = int(random.below(std::uint32_t(candidates.size)));
        if (tryMove(rules, slots, candidates[pick], history, observer)) return true;
        ++totals.endlessSkipped;
        candidates.moves[pick] = candidates.moves[--candidates.size];
    }
    return false;
}

Position playRandom(const Rules& rules, const Position& start, History history, Random& random,
                    SelfPlayTotals& totals, const MoveObserver& observer, int maxPlies) {
    TrialSlots slots(start);
    for (int ply = 0; ply < maxPlies && !slots.current().over(); ++ply) {
        if (!playRandomMove(rules, slots, random, history, totals, observer)) {
            rules.declareNoLegalMove(slots.current());
            break;
        }
        ++totals.plies;
        rules.adjudicateQuick(slots.current(), history);
    }
    return slots.current();
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
    return playRandom(rules, position, std::move(history), random, totals, {}, maxPlies);
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
