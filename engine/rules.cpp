#include "rules.h"

#include <algorithm>
#include <cstring>

#include "hash.h"
#include "translatable.h"

namespace enkang {
namespace {

int rowsOf(GameId game) {
    return game == GameId::EnGehe ? 2 : 4;
}

// Counterclockwise around two rows seen from above with South at the
// bottom: along the lower row to the right, back along the upper row.
std::vector<int> counterclockwise(const Geometry& g, int lowerRow, int upperRow) {
    std::vector<int> track;
    for (int c = 0; c < g.columns(); ++c) track.push_back(g.pit(lowerRow, c));
    for (int c = g.columns() - 1; c >= 0; --c) track.push_back(g.pit(upperRow, c));
    return track;
}

}  // namespace

std::string_view describe(MoveCheck check) {
    switch (check) {
        case MoveCheck::Legal:
            return "legal";
        case MoveCheck::GameOver:
            return QT_TRANSLATE_NOOP("Phrase", "the game is over");
        case MoveCheck::NotYours:
            return QT_TRANSLATE_NOOP("Phrase", "that pit is not yours");
        case MoveCheck::Empty:
            return QT_TRANSLATE_NOOP("Phrase", "that pit is empty");
        case MoveCheck::Blocked:
            return QT_TRANSLATE_NOOP("Phrase", "the pit it would step into is not empty");
        case MoveCheck::Endless:
            return QT_TRANSLATE_NOOP("Phrase", "the sowing never ends");
    }
    return "";
}

Rules::Rules(const Options& options)
    : options_(options), geometry_(rowsOf(options.game), options.columns) {
    const Geometry& g = geometry_;
    for (int player = 0; player < 2; ++player) {
        std::vector<int> track;
        if (options.game == GameId::EnGehe) {
            track = counterclockwise(g, 0, 1);
        } else {
            track = player == South ? counterclockwise(g, 0, 1) : counterclockwise(g, 2, 3);
            if (options.game == GameId::KimasaiMackay) std::reverse(track.begin(), track.end());
        }
        tracks_[player] = Track(track);
        const int length = int(track.size());
        for (int i = 0; i < length; ++i)
            next_[player][track[i]] = static_cast<std::int8_t>(track[(i + 1) % length]);
    }
    for (int pit = 0; pit < g.pitCount(); ++pit) {
        opposite_[pit] = static_cast<std::int8_t>(g.opposite(pit));
        owner_[pit] = g.owner(pit);
        front_[pit] = g.isFront(pit);
        ownPits_[g.owner(pit)].push(Move(pit));
    }
}

Position Rules::start() const {
    Position p;
    const Geometry& g = geometry_;
    const int n = g.columns();
    switch (options_.game) {
        case GameId::KimasaiMackay:
            for (int c = 0; c < n; ++c) p.pits[g.pit(1, c)] = p.pits[g.pit(2, c)] = 1;
            p.reserve = {std::uint16_t(options_.reserve), std::uint16_t(options_.reserve)};
            break;
        case GameId::KimasaiKlamroth:
            for (int pit = 0; pit < g.pitCount(); ++pit) p.pits[pit] = 1;
            // Each player's leftmost front-row pit, as that player sees it, starts empty.
            p.pits[g.pit(1, 0)] = 0;
            p.pits[g.pit(2, n - 1)] = 0;
            break;
        case GameId::EnGehe:
            for (int pit = 0; pit < g.pitCount(); ++pit)
                p.pits[pit] = std::uint16_t(options_.seeds);
            break;
    }
    p.toMove = options_.first;
    p.hash = hashFromScratch(p, pitCount());
    return p;
}

int Rules::totalSeeds(const Position& p) const {
    int total = p.reserve[0] + p.reserve[1] + p.captured[0] + p.captured[1];
    for (int pit = 0; pit < pitCount(); ++pit) total += p.pits[pit];
    return total;
}

MoveCheck Rules::precheck(const Position& p, Move m) const {
    if (p.over()) return MoveCheck::GameOver;
    if (geometry_.owner(m) != p.toMove) return MoveCheck::NotYours;
    if (p.pits[m] == 0) return MoveCheck::Empty;
    if (options_.game == GameId::KimasaiKlamroth && p.pits[next_[p.toMove][m]] != 0)
        return MoveCheck::Blocked;
    return MoveCheck::Legal;
}

MoveCheck Rules::check(const Position& p, Move m) const {
    const MoveCheck pre = precheck(p, m);
    if (pre != MoveCheck::Legal) return pre;
    return isEndless(p, m) ? MoveCheck::Endless : MoveCheck::Legal;
}

void Rules::candidates(const Position& p, MoveList& out) const {
    out.size = 0;
    if (p.over()) return;
    const auto& next = next_[p.toMove];
    const bool stepping = options_.game == GameId::KimasaiKlamroth;
    // Branch-free: write every pit, advance only past the movable ones.
    int n = 0;
    for (Move pit : ownPits_[p.toMove]) {
        out.moves[n] = pit;
        n += (p.pits[pit] != 0) & (!stepping | (p.pits[next[pit]] == 0));
    }
    out.size = n;
}

bool Rules::frontRowEmpty(const Position& p, Player player) const {
    // A row is contiguous: look at four pits at a time (this runs after
    // every two-phase move). Four empty pits in a row are rare, so the exit
    // is well predicted, unlike the pit-by-pit one.
    const std::uint16_t* row = p.pits.data() + geometry_.pit(geometry_.frontRow(player), 0);
    const int n = geometry_.columns();
    int c = 0;
    for (; c + 4 <= n; c += 4) {
        std::uint64_t four = 0;
        std::memcpy(&four, row + c, sizeof four);
        if (four != 0) return false;
    }
    for (; c < n; ++c)
        if (row[c] != 0) return false;
    return true;
}

bool Rules::canStep(const Position& p) const {
    const auto& next = next_[p.toMove];
    for (Move pit : ownPits_[p.toMove])
        if (p.pits[pit] != 0 && p.pits[next[pit]] == 0) return true;
    return false;
}

bool Rules::isEndless(const Position& p, Move m) const {
    if (options_.game == GameId::KimasaiKlamroth) return false;
    Position scratch = p;
    return !apply(scratch, m);
}

void Rules::legalMoves(const Position& p, MoveList& out) const {
    MoveList all;
    candidates(p, all);
    out.size = 0;
    for (Move m : all)
        if (!isEndless(p, m)) out.push(m);
}

bool Rules::hasLegalMove(const Position& p) const {
    MoveList all;
    candidates(p, all);
    for (Move m : all)
        if (!isEndless(p, m)) return true;
    return false;
}

int Rules::frontRowSeeds(const Position& p, Player player) const {
    const int row = geometry_.frontRow(player);
    int seeds = 0;
    for (int c = 0; c < geometry_.columns(); ++c) seeds += p.pits[geometry_.pit(row, c)];
    return seeds;
}

int Rules::seedsOf(const Position& p, Player player) const {
    int seeds = 0;
    for (int pit = 0; pit < pitCount(); ++pit)
        if (geometry_.owner(pit) == player) seeds += p.pits[pit];
    return seeds;
}

namespace {

// One bit per pit that holds seeds, four pits at a time (SWAR over the four
// 16-bit counts in a word): the repetition key runs after every four-row
// move, in search and self-play alike. Whole words while they fit in
// `count`, then pit by pit.
std::uint64_t occupiedBits(const std::uint16_t* pits, int count) {
    constexpr std::uint64_t kLow15 = 0x7FFF7FFF7FFF7FFFULL, kHigh = 0x8000800080008000ULL;
    std::uint64_t bits = 0;
    int i = 0;
    for (; i + 4 <= count; i += 4) {
        std::uint64_t w = 0;
        std::memcpy(&w, pits + i, sizeof w);
        const std::uint64_t nonzero = (((w & kLow15) + kLow15) | w) & kHigh;
        const std::uint64_t m = nonzero >> 15;  // bits 0, 16, 32, 48
        bits |= ((m | m >> 15 | m >> 30 | m >> 45) & 0xF) << i;
    }
    for (; i < count; ++i) bits |= std::uint64_t{pits[i] != 0} << i;
    return bits;
}

// Without -mpopcnt std::popcount is a library call; this is the same in a
// few instructions.
int bitCount(std::uint64_t x) {
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((x * 0x0101010101010101ULL) >> 56);
}

}  // namespace

std::uint64_t Rules::occupiedOwnPits(const Position& p, Player player) const {
    // A player's pits are a contiguous run of the board (whole rows).
    const MoveList& own = ownPits_[player];
    return occupiedBits(p.pits.data() + own[0], own.size);
}

RepetitionKey Rules::repetitionKey(const Position& p) const {
    RepetitionKey key;
    key.toMove = p.toMove;
    const int n = pitCount();
    key.low = occupiedBits(p.pits.data(), std::min(n, 64));
    if (n > 64) key.high = occupiedBits(p.pits.data() + 64, n - 64);
    key.seeds = std::uint16_t(bitCount(key.low) + bitCount(key.high));
    return key;
}

bool Rules::repeated(const Position& p, const History& history) const {
    const RepetitionKey now = repetitionKey(p);
    // Captures only remove seeds, so no position before the last capture can return.
    for (auto it = history.rbegin(); it != history.rend() && it->seeds == now.seeds; ++it)
        if (*it == now) return true;
    return false;
}

bool Rules::adjudicateBoard(Position& p, const History& history) const {
    const Player next = p.toMove;
    const Player mover = opponent(next);
    auto finish = [&p](Outcome outcome, GameEnd end) {
        p.outcome = outcome;
        p.end = end;
        return true;
    };
    switch (options_.game) {
        case GameId::KimasaiMackay:
            if (frontRowEmpty(p, next))
                return finish(winFor(mover), GameEnd::OpponentFrontRowEmpty);
            if (frontRowEmpty(p, mover)) return finish(winFor(next), GameEnd::OwnFrontRowEmpty);
            return false;
        case GameId::KimasaiKlamroth: {
            // A seed that can step is a legal move; only without one does it
            // matter whether there is any seed.
            if (!canStep(p))
                return finish(winFor(mover),
                              seedsOf(p, next) == 0 ? GameEnd::NoSeeds : GameEnd::NoLegalMove);
            if (repeated(p, history)) return finish(Outcome::Draw, GameEnd::Repetition);
            return false;
        }
        case GameId::EnGehe:
            return false;
    }
    return false;
}

void Rules::declareNoLegalMove(Position& p) const {
    const Player mover = opponent(p.toMove);
    p.end = GameEnd::NoLegalMove;
    if (options_.game != GameId::EnGehe) {
        p.outcome = winFor(mover);
        return;
    }
    // En Gehé: the seeds left on the board go to the player who moved last.
    const HashKeys& keys = HashKeys::instance();
    if (p.ply > 0) {
        for (int pit = 0; pit < pitCount(); ++pit) {
            p.captured[mover] += p.pits[pit];
            p.hash += p.pits[pit] * (keys.captured[mover] - keys.pit[pit]);
            p.pits[pit] = 0;
        }
    }
    p.outcome = p.captured[South] > p.captured[North]   ? Outcome::SouthWins
                : p.captured[North] > p.captured[South] ? Outcome::NorthWins
                                                        : Outcome::Draw;
}

void Rules::adjudicate(Position& p, const History& history) const {
    if (!adjudicateQuick(p, history) && !hasLegalMove(p)) declareNoLegalMove(p);
}

}  // namespace enkang
