// Builds positions for rule scenarios: set rows, side to move, reserves and
// ply by hand, then play pit names and look at the result and the trace.
#pragma once

#include <string>
#include <vector>

#include "engine/hash.h"
#include "engine/rules.h"

namespace enkang::test {

class Scenario {
  public:
    explicit Scenario(const Options& options) : rules(options), position(rules.start()) {}
    static Scenario of(GameId game, std::vector<std::string> settings = {}) {
        Options o = Options::defaults(game);
        for (const auto& s : settings) o.set(s);
        return Scenario(o);
    }

    // counts from column 1 to N of one row ('a'..'d').
    Scenario& row(char letter, const std::vector<int>& counts) {
        const Geometry& g = rules.geometry();
        for (int c = 0; c < g.columns(); ++c)
            position.pits[g.pit(letter - 'a', c)] =
                std::uint16_t(c < int(counts.size()) ? counts[c] : 0);
        return fix();
    }
    Scenario& clear() {
        position.pits.fill(0);
        return fix();
    }
    Scenario& set(const char* pit, int seeds) {
        position.pits[pitOf(pit)] = std::uint16_t(seeds);
        return fix();
    }
    Scenario& toMove(Player p) {
        position.toMove = p;
        return fix();
    }
    Scenario& reserves(int south, int north) {
        position.reserve = {std::uint16_t(south), std::uint16_t(north)};
        return fix();
    }
    Scenario& ply(int n) {
        position.ply = std::uint32_t(n);
        return fix();
    }
    Scenario& fix() {
        position.hash = hashFromScratch(position, rules.pitCount());
        return *this;
    }

    int pitOf(const char* name) const {
        int pit = -1;
        rules.geometry().parse(name, pit);
        return pit;
    }
    int at(const char* name) const { return position.pits[pitOf(name)]; }
    std::vector<int> rowOf(char letter) const {
        std::vector<int> out;
        for (int c = 0; c < rules.geometry().columns(); ++c)
            out.push_back(position.pits[rules.geometry().pit(letter - 'a', c)]);
        return out;
    }
    MoveCheck check(const char* name) const { return rules.check(position, Move(pitOf(name))); }

    // Plays a move (which must pass precheck) with its trace and adjudicates.
    // Returns false if it was endless (position then unchanged).
    bool play(const char* name) {
        trace.clear();
        Position next = position;
        TraceSink sink{trace};
        if (!rules.apply(next, Move(pitOf(name)), sink)) return false;
        history.push_back(rules.repetitionKey(position));
        position = next;
        rules.adjudicate(position, history);
        return true;
    }
    int count(TraceKind kind) const {
        int n = 0;
        for (const auto& e : trace) n += e.kind == kind;
        return n;
    }
    int laps() const { return trace.empty() ? 0 : trace.back().lap; }
    std::vector<std::string> dropsNamed() const {
        std::vector<std::string> out;
        for (const auto& e : trace)
            if (e.kind == TraceKind::Drop) out.push_back(rules.geometry().name(e.pit));
        return out;
    }

    Rules rules;
    Position position;
    History history;
    Trace trace;
};

}  // namespace enkang::test
