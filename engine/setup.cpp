#include "setup.h"

#include "hash.h"

namespace enkang {

namespace {

template <class... Values>
Wording said(const char* format, const Values&... values) {
    return worded("SetUp", format, values...);
}

}  // namespace

bool buildPosition(const Rules& rules, const SetUp& s, Position& out, Wording& error) {
    const Geometry& g = rules.geometry();
    Position p;
    for (const auto& [letter, counts] : s.rows) {
        const int row = letter - 'a';
        if (row < 0 || row >= g.rows()) {
            error = said(QT_TRANSLATE_NOOP("SetUp", "row '%1' is not on this board"),
                         std::string(1, letter));
            return false;
        }
        if (int(counts.size()) != g.columns()) {
            error = said(QT_TRANSLATE_NOOP("SetUp", "row '%1' has %2 pits, the board %3"),
                         std::string(1, letter), counts.size(), g.columns());
            return false;
        }
        for (int c = 0; c < g.columns(); ++c) {
            const int limit = rules.game() == GameId::KimasaiKlamroth ? 1 : 4000;
            if (counts[std::size_t(c)] < 0 || counts[std::size_t(c)] > limit) {
                error = said(QT_TRANSLATE_NOOP("SetUp", "pit %1: %2 seeds is out of range 0..%3"),
                             g.name(g.pit(row, c)), counts[std::size_t(c)], limit);
                return false;
            }
            p.pits[std::size_t(g.pit(row, c))] = std::uint16_t(counts[std::size_t(c)]);
        }
    }
    for (int side = 0; side < 2; ++side) {
        if (s.reserve[side] < 0 || s.reserve[side] > 64 || s.captured[side] < 0 ||
            s.captured[side] > 4000) {
            error = said(QT_TRANSLATE_NOOP("SetUp", "reserve or captured count out of range"));
            return false;
        }
        if (rules.game() != GameId::KimasaiMackay && s.reserve[side] != 0) {
            error = said(QT_TRANSLATE_NOOP("SetUp", "only the two-phase game has reserves"));
            return false;
        }
        p.reserve[std::size_t(side)] = std::uint16_t(s.reserve[side]);
        p.captured[std::size_t(side)] = std::uint16_t(s.captured[side]);
    }
    if (s.ply < 0) {
        error = said(QT_TRANSLATE_NOOP("SetUp", "ply must not be negative"));
        return false;
    }
    p.ply = std::uint32_t(s.ply);
    p.toMove = s.toMove;
    p.hash = hashFromScratch(p, rules.pitCount());
    out = p;
    return true;
}

}  // namespace enkang
