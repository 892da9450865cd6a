// Basic vocabulary shared by every part of the engine.
#pragma once

#include <cstdint>
#include <string_view>

namespace enkang {

enum class GameId : std::uint8_t { KimasaiMackay, KimasaiKlamroth, EnGehe };

// South is player 0 and sits at the bottom of the board; North is player 1.
enum Player : std::uint8_t { South = 0, North = 1 };

constexpr Player opponent(Player p) {
    return p == South ? North : South;
}

// A move names one pit by its index (row * columns + column - 1).
using Move = std::int16_t;
constexpr Move kNoMove = -1;

// The largest board: En Gehé 2 x 50 = 100 pits (Klamroth's 4 x 24 = 96).
constexpr int kMaxPits = 100;
constexpr int kMaxMoves = 50;  // a player never owns more than 50 pits

std::string_view gameIdName(GameId id);
bool parseGameId(std::string_view text, GameId& out);
std::string_view playerName(Player p);

}  // namespace enkang
