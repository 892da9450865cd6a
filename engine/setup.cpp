#include "setup.h"

#include "hash.h"

namespace enkang {

bool buildPosition(const Rules& rules, const SetUp& s, Position& out, std::string& error) {
    const Geometry& g = rules.geometry();
    Position p;
    for (const auto& [letter, counts] : s.rows) {
        const int row = letter - 'a';
        if (row < 0 || row >= g.rows()) {
            error = std::string("row '") + letter + "' is not on this board";
            return false;
        }
        if (int(counts.size()) != g.columns()) {
            error = std::string("row '") + letter + "' has " + std::to_string(counts.size()) +
                    " pits, the board " + std::to_string(g.columns());
            return false;
        }
        for (int c = 0; c < g.columns(); ++c) {
            const int limit = rules.game() == GameId::KimasaiKlamroth ? 1 : 4000;
            if (counts[std::size_t(c)] < 0 || counts[std::size_t(c)] > limit) {
                error = "pit " + g.name(g.pit(row, c)) + ": " +
                        std::to_string(counts[std::size_t(c)]) + " seeds is out of range 0.." +
                        std::to_string(limit);
                return false;
            }
            p.pits[std::size_t(g.pit(row, c))] = std::uint16_t(counts[std::size_t(c)]);
        }
    }
    for (int side = 0; side < 2; ++side) {
        if (s.reserve[side] < 0 || s.reserve[side] > 64 || s.captured[side] < 0 ||
            s.captured[side] > 4000) {
            error = "reserve or captured count out of range";
            return false;
        }
        if (rules.game() != GameId::KimasaiMackay && s.reserve[side] != 0) {
            error = "only the two-phase game has reserves";
            return false;
        }
        p.reserve[std::size_t(side)] = std::uint16_t(s.reserve[side]);
        p.captured[std::size_t(side)] = std::uint16_t(s.captured[side]);
    }
    if (s.ply < 0) {
        error = "ply must not be negative";
        return false;
    }
    p.ply = std::uint32_t(s.ply);
    p.toMove = s.toMove;
    p.hash = hashFromScratch(p, rules.pitCount());
    out = p;
    return true;
}

}  // namespace enkang
