#include "selfplay.h"

#include <thread>
#include <vector>

namespace enkang {

void SelfPlayTotals::add(const SelfPlayTotals& other) {
    games += other.games;
    plies += other.plies;
    southWins += other.southWins;
    northWins += other.northWins;
    draws += other.draws;
    endlessSkipped += other.endlessSkipped;
}

Position playRandomGame(const Rules& rules, Random& random, SelfPlayTotals& totals,
                        const MoveObserver& observer) {
    Position position = rules.start();
    History history;
    MoveList candidates;
    for (;;) {
        rules.candidates(position, candidates);
        bool moved = false;
        while (!candidates.empty()) {
            const auto pick = static_cast<int>(random.below(static_cast<std::uint32_t>(candidates.size)));
            const Move m = candidates[pick];
            Position next = position;
            if (rules.apply(next, m)) {
                if (rules.game() == GameId::KimasaiKlamroth) history.push_back(rules.repetitionKey(position));
                if (observer) observer(position, m, next);
                position = next;
                moved = true;
                break;
            }
            ++totals.endlessSkipped;
            candidates.moves[pick] = candidates.moves[--candidates.size];
        }
        if (!moved) {
            rules.declareNoLegalMove(position);
            break;
        }
        ++totals.plies;
        if (rules.adjudicateQuick(position, history)) break;
    }
    ++totals.games;
    if (position.outcome == Outcome::SouthWins) ++totals.southWins;
    else if (position.outcome == Outcome::NorthWins) ++totals.northWins;
    else ++totals.draws;
    return position;
}

SelfPlayTotals selfPlay(const Rules& rules, std::uint64_t games, std::uint64_t seed, int threads) {
    if (threads < 1) threads = 1;
    // Game i always uses the generator seeded with (seed, i): the result does
    // not depend on the number of threads.
    auto playRange = [&rules, seed](std::uint64_t from, std::uint64_t to, SelfPlayTotals& out) {
        for (std::uint64_t i = from; i < to; ++i) {
            Random random(seed * 0x9e3779b97f4a7c15ULL + i);
            playRandomGame(rules, random, out);
        }
    };
    std::vector<SelfPlayTotals> parts(static_cast<std::size_t>(threads));
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t) {
        const std::uint64_t from = games * t / threads, to = games * (t + 1) / threads;
        if (t + 1 == threads) playRange(from, to, parts[t]);
        else workers.emplace_back(playRange, from, to, std::ref(parts[t]));
    }
    for (auto& w : workers) w.join();
    SelfPlayTotals totals;
    for (const auto& part : parts) totals.add(part);
    return totals;
}

}  // namespace enkang
