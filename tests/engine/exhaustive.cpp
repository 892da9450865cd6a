#include "exhaustive.h"

namespace enkang::test {

Verdict before(const Verdict& child) {
    if (child.result == 'd') return child;
    return {child.result == 'w' ? 'l' : 'w', child.plies + 1};
}

bool better(const Verdict& a, const Verdict& b) {
    // Ranks: wins above draws above losses; fast wins, slow losses first.
    const auto rank = [](const Verdict& v) {
        return v.result == 'w' ? 1000000 - v.plies : v.result == 'd' ? 0 : -1000000 + v.plies;
    };
    return rank(a) > rank(b);
}

ValueIteration::ValueIteration(const Options& options)
    : ValueIteration(options, Rules(options).start()) {}

ValueIteration::ValueIteration(const Options& options, const Position& start) : rules_(options) {
    explore(start);
    iterate();
}

long ValueIteration::find(const Position& p) const {
    const auto it = ids_.find(rules_.repetitionKey(p));
    return it == ids_.end() ? -1 : long(it->second);
}

std::size_t ValueIteration::intern(const Position& p) {
    const auto [it, added] = ids_.emplace(rules_.repetitionKey(p), positions_.size());
    if (added) positions_.push_back(p);
    return it->second;
}

void ValueIteration::explore(const Position& start) {
    intern(start);
    firstMove_.push_back(0);
    // Positions are numbered in the order found, so this walks them all.
    for (std::size_t i = 0; i < positions_.size(); ++i) {
        const Position p = positions_[i];
        MoveList moves;
        rules_.legalMoves(p, moves);
        for (Move m : moves) {
            Position q = p;
            rules_.apply(q, m);
            rules_.adjudicateQuick(q, History{});
            next_.push_back(intern(q));
        }
        firstMove_.push_back(next_.size());
    }
}

void ValueIteration::iterate() {
    verdicts_.assign(size(), Verdict{});
    // The round that decided each position (0: over already); -1 while open.
    std::vector<int> decidedIn(size(), -1);
    std::vector<std::size_t> open;
    for (std::size_t i = 0; i < size(); ++i) {
        if (positions_[i].over()) {
            verdicts_[i] = {'l', 0};  // over after a move: the side to move has lost
            decidedIn[i] = 0;
        } else {
            open.push_back(i);
        }
    }
    for (int round = 1; !open.empty(); ++round) {
        std::vector<std::size_t> still;
        std::vector<std::pair<std::size_t, Verdict>> found;
        for (std::size_t i : open) {
            Verdict win{'d', -1};
            Verdict loss{'d', -1};
            bool allKnown = true;
            for (std::size_t e = firstMove_[i]; e < firstMove_[i + 1]; ++e) {
                const std::size_t j = next_[e];
                // Only what earlier rounds decided counts in this one.
                if (decidedIn[j] < 0 || decidedIn[j] >= round) {
                    allKnown = false;
                    continue;
                }
                const Verdict v = before(verdicts_[j]);
                Verdict& slot = v.result == 'w' ? win : loss;
                if (slot.result == 'd' || better(v, slot)) slot = v;
            }
            if (win.result == 'w')
                found.emplace_back(i, win);
            else if (allKnown && loss.result == 'l')
                found.emplace_back(i, loss);
            else
                still.push_back(i);
        }
        if (found.empty()) break;
        for (const auto& [i, v] : found) {
            verdicts_[i] = v;
            decidedIn[i] = round;
        }
        open = std::move(still);
    }
}

std::uint64_t positionsReachingACycle(const Options& options) {
    const Rules rules(options);
    const int pits = rules.pitCount();
    const std::uint64_t count = std::uint64_t{2} << pits;  // a bit per pit, then the side to move
    const auto indexOf = [pits](const Position& p) {
        std::uint64_t i = std::uint64_t(p.toMove) << pits;
        for (int pit = 0; pit < pits; ++pit) i |= std::uint64_t(p.pits[pit] != 0) << pit;
        return i;
    };
    std::vector<std::uint32_t> open(count, 0);  // moves to positions not yet removed
    std::vector<std::vector<std::uint32_t>> previous(count);
    std::vector<std::uint64_t> removable;
    for (std::uint64_t i = 0; i < count; ++i) {
        Position p;
        p.toMove = Player(i >> pits);
        for (int pit = 0; pit < pits; ++pit) p.pits[pit] = std::uint16_t(i >> pit & 1);
        MoveList moves;
        rules.legalMoves(p, moves);
        for (Move m : moves) {
            Position q = p;
            rules.apply(q, m);
            previous[indexOf(q)].push_back(std::uint32_t(i));
            ++open[i];
        }
        if (open[i] == 0) removable.push_back(i);
    }
    std::uint64_t removed = 0;
    while (!removable.empty()) {
        const std::uint64_t i = removable.back();
        removable.pop_back();
        ++removed;
        for (std::uint32_t j : previous[i])
            if (--open[j] == 0) removable.push_back(j);
    }
    return count - removed;
}

namespace {

Verdict search(const Rules& rules, const Position& p, History& history) {
    Verdict best{'l', 0};
    bool any = false;
    MoveList moves;
    rules.legalMoves(p, moves);
    history.push_back(rules.repetitionKey(p));
    for (Move m : moves) {
        Position q = p;
        rules.apply(q, m);
        rules.adjudicateQuick(q, history);
        Verdict v;
        if (q.outcome == Outcome::Draw)
            v = {'d', -1};
        else if (q.over())
            v = {q.outcome == winFor(p.toMove) ? 'w' : 'l', 1};
        else
            v = before(search(rules, q, history));
        if (!any || better(v, best)) best = v;
        any = true;
    }
    history.pop_back();
    return best;
}

}  // namespace

Verdict searchWithHistory(const Rules& rules, const Position& p) {
    History history;
    return search(rules, p, history);
}

}  // namespace enkang::test
