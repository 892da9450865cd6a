// Multi-row INSERT statements (multi_row_insert.h).
#include "multi_row_insert.h"

namespace enkang::archive {

MultiRowInsert::MultiRowInsert(Database& db, std::string head, int columns, int shared)
    : db_(db), head_(std::move(head)), columns_(columns), shared_(shared) {}

Statement& MultiRowInsert::forRows(int rows) {
    auto& slot = statements_[std::size_t(rows - 1)];
    if (!slot) {
        // A bare ? takes the number after the highest so far: row by row.
        std::string row = "(";
        for (int c = 0; c < columns_; ++c)
            row += (c ? ", ?" : "?") + (c < shared_ ? std::to_string(c + 1) : std::string());
        row += ")";
        std::string sql = head_ + " VALUES ";
        for (int r = 0; r < rows; ++r) sql += (r ? ", " : "") + row;
        slot = std::make_unique<Statement>(db_, sql.c_str());
    }
    return *slot;
}

}  // namespace enkang::archive
