// INSERT statements of 1 to kMaxRows rows at once, prepared when first
// needed and kept: one statement per record's tags or run of moves instead
// of one per row. The first `shared` columns take the same value in every
// row (parameters 1 to shared); the others are numbered row by row.
#pragma once

#include <array>
#include <memory>
#include <string>

#include "sqlite_statement.h"

namespace enkang::archive {

class Database;

class MultiRowInsert {
  public:
    static constexpr int kMaxRows = 32;

    // `head`: "INSERT INTO t (a, b, c)"; `columns` in all, `shared` of them first.
    MultiRowInsert(Database& db, std::string head, int columns, int shared);

    Statement& forRows(int rows);  // 1 to kMaxRows
    // The parameter of `column` (0-based, after the shared ones) in `row`.
    int parameter(int row, int column) const {
        return shared_ + row * (columns_ - shared_) + column + 1;
    }

  private:
    Database& db_;
    std::string head_;
    int columns_, shared_;
    std::array<std::unique_ptr<Statement>, kMaxRows> statements_;
};

}  // namespace enkang::archive
