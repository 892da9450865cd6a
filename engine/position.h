// Everything that describes a moment of a game, as a small flat value
// (about 230 bytes) that search can copy freely.
#pragma once

#include <array>
#include <cstdint>

#include "types.h"

namespace enkang {

enum class Outcome : std::uint8_t { Ongoing, SouthWins, NorthWins, Draw };

// Why a game ended.
enum class GameEnd : std::uint8_t {
    None,
    OpponentFrontRowEmpty,  // mover emptied the next player's front row (Kimasai, two-phase)
    OwnFrontRowEmpty,       // mover left their own front row empty and loses (Kimasai, two-phase)
    NoLegalMove,            // the player to move cannot move
    NoSeeds,                // the player to move has no seed left (Kimasai, four-row)
    Repetition,             // the position occurred before (Kimasai, four-row)
};

struct Position {
    std::array<std::uint16_t, kMaxPits> pits{};
    std::uint64_t hash = 0;                   // kept incrementally; see hash.h
    std::uint32_t ply = 0;                    // moves played so far
    std::array<std::uint16_t, 2> reserve{};   // cows off the board (Kimasai, two-phase)
    std::array<std::uint16_t, 2> captured{};  // seeds taken (Kimasai four-row, En Gehé)
    Player toMove = South;
    Outcome outcome = Outcome::Ongoing;
    GameEnd end = GameEnd::None;

    bool over() const { return outcome != Outcome::Ongoing; }
};

constexpr Outcome winFor(Player p) {
    return p == South ? Outcome::SouthWins : Outcome::NorthWins;
}

}  // namespace enkang
