// The shape of a board: rows, columns, pit names (`b3`), who owns a pit,
// front rows and opposite pits. Knows nothing of sowing.
#pragma once

#include <string>
#include <string_view>

#include "types.h"

namespace enkang {

enum class PitNameError { None, Malformed, NoSuchPit };

class Geometry {
  public:
    Geometry(int rows, int columns);

    int rows() const { return rows_; }
    int columns() const { return columns_; }
    int pitCount() const { return rows_ * columns_; }

    // row 0 is `a` (South's back row); column is 0-based here, 1-based in names.
    int pit(int row, int column) const { return row * columns_ + column; }
    int rowOf(int pit) const { return pit / columns_; }
    int columnOf(int pit) const { return pit % columns_; }

    Player owner(int pit) const { return rowOf(pit) < rows_ / 2 ? South : North; }
    // The row next to the middle of the board (b or c); on two-row boards the player's only row.
    int frontRow(Player p) const { return p == South ? rows_ / 2 - 1 : rows_ / 2; }
    int backRow(Player p) const { return p == South ? 0 : rows_ - 1; }
    bool isFront(int pit) const { return rowOf(pit) == frontRow(owner(pit)); }
    // bK faces cK on four-row boards, aK faces bK on two-row boards.
    int opposite(int pit) const;
    // The back-row pit behind a front-row pit (four-row boards).
    int behind(int pit) const { return this->pit(backRow(owner(pit)), columnOf(pit)); }

    std::string name(int pit) const;
    // Parses a pit name strictly: a lowercase row letter then a column number
    // without leading zeros. Sets `pit` only on success.
    PitNameError parse(std::string_view text, int& pit) const;
    static std::string_view describe(PitNameError error);

  private:
    int rows_;
    int columns_;
};

}  // namespace enkang
