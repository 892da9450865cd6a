// Records read back from SQLite (record_loader.h).
#include "record_loader.h"

#include <algorithm>
#include <tuple>

namespace enkang::archive {
namespace {

constexpr const char* kMoveColumns =
    "id, parent_id, variation, position, pit, irregular, glyph, comment, handler, time";

MoveRow moveRowOf(const Statement& s, int first) {
    MoveRow row;
    row.id = s.integer(first);
    row.parent = s.isNull(first + 1) ? 0 : s.integer(first + 1);
    row.variation = int(s.integer(first + 2));
    row.position = int(s.integer(first + 3));
    row.move.pit = s.text(first + 4);
    row.move.irregular = s.integer(first + 5) != 0;
    row.move.glyph = s.text(first + 6);
    row.move.comment = s.text(first + 7);
    row.move.handler = s.text(first + 8);
    row.move.time = s.text(first + 9);
    return row;
}

// Builds lines from the rows sorted by (parent, variation, position); each
// line is found by binary search, so that thousands of variations of one
// move stay O(n log n). Recursion is bounded by the depth check.
class TreeBuilder {
  public:
    explicit TreeBuilder(std::vector<MoveRow>& rows) : rows_(rows) {
        std::sort(rows_.begin(), rows_.end(), [](const MoveRow& a, const MoveRow& b) {
            return std::tie(a.parent, a.variation, a.position, a.id) <
                   std::tie(b.parent, b.variation, b.position, b.id);
        });
    }

    // The line of `parent`'s variation `variation` (0: the line itself).
    bool line(qint64 parent, int variation, int depth, std::vector<RecordMove>& out) {
        if (depth > kMaxVariationDepth) return false;
        auto i = std::lower_bound(rows_.begin(), rows_.end(), std::pair(parent, variation),
                                  [](const MoveRow& row, const std::pair<qint64, int>& key) {
                                      return std::pair(row.parent, row.variation) < key;
                                  });
        for (; i != rows_.end() && i->parent == parent && i->variation == variation; ++i) {
            RecordMove m = std::move(i->move);
            for (int v = 1;; ++v) {
                std::vector<RecordMove> alternative;
                if (!line(i->id, v, depth + 1, alternative)) return false;
                if (alternative.empty()) break;
                m.variations.push_back(std::move(alternative));
            }
            out.push_back(std::move(m));
        }
        return true;
    }

  private:
    std::vector<MoveRow>& rows_;
};

}  // namespace

bool buildMoveTree(Database& db, qint64 recordId, std::vector<MoveRow>& rows,
                   std::vector<RecordMove>& out) {
    // A file edited by hand could nest (or loop) without end: stop where the format stops.
    if (TreeBuilder(rows).line(0, 0, 0, out)) return true;
    return db.fail(
        QString("record %1 is damaged: variations nested deeper than 1,000").arg(recordId),
        Fault::Damaged);
}

RecordLoader::RecordLoader(Database& db)
    : db_(db),
      head_(db, "SELECT result, comment FROM records WHERE id = ?"),
      tags_(db, "SELECT name, value FROM record_tags WHERE record_id = ? ORDER BY position"),
      moves_(db, (std::string("SELECT ") + kMoveColumns + " FROM record_moves WHERE record_id = ?")
                     .c_str()) {}

std::optional<GameRecord> RecordLoader::load(qint64 id) {
    GameRecord r;
    head_.bind(1, std::int64_t(id));
    const bool found = head_.nextRow();
    if (found) {
        r.result = head_.text(0);
        r.comment = head_.text(1);
    }
    const bool failed = head_.failed();
    head_.reset();
    if (!found) {
        if (!failed) db_.fail(QString("no record %1").arg(id));
        return std::nullopt;
    }
    tags_.bind(1, std::int64_t(id));
    while (tags_.nextRow()) r.tags.emplace_back(tags_.text(0), tags_.text(1));
    const bool tagsFailed = tags_.failed();
    tags_.reset();
    if (tagsFailed) return std::nullopt;
    std::vector<MoveRow> rows;
    moves_.bind(1, std::int64_t(id));
    while (moves_.nextRow()) rows.push_back(moveRowOf(moves_, 0));
    const bool movesFailed = moves_.failed();
    moves_.reset();
    if (movesFailed || !buildMoveTree(db_, id, rows, r.moves)) return std::nullopt;
    return r;
}

RecordScan::RecordScan(Database& db)
    : db_(db),
      records_(db, "SELECT id, result, comment FROM records ORDER BY id"),
      tags_(db, "SELECT record_id, name, value FROM record_tags ORDER BY record_id, position"),
      moves_(db, (std::string("SELECT record_id, ") + kMoveColumns +
                  " FROM record_moves ORDER BY record_id")
                     .c_str()) {}

bool RecordScan::next(qint64& id, GameRecord& r) {
    if (!records_.nextRow()) {
        failed_ = records_.failed();
        return false;
    }
    id = records_.integer(0);
    r = GameRecord{};
    r.result = records_.text(1);
    r.comment = records_.text(2);
    // Rows of records that no longer exist (none, with foreign keys) are passed over.
    if (!started_) {
        started_ = true;
        tagPending_ = tags_.nextRow();
        movePending_ = moves_.nextRow();
    }
    while (tagPending_ && tags_.integer(0) <= id) {
        if (tags_.integer(0) == id) r.tags.emplace_back(tags_.text(1), tags_.text(2));
        tagPending_ = tags_.nextRow();
    }
    std::vector<MoveRow> rows;
    while (movePending_ && moves_.integer(0) <= id) {
        if (moves_.integer(0) == id) rows.push_back(moveRowOf(moves_, 1));
        movePending_ = moves_.nextRow();
    }
    failed_ = tags_.failed() || moves_.failed();
    if (failed_) return false;
    if (!buildMoveTree(db_, id, rows, r.moves)) {
        failed_ = true;
        return false;
    }
    return true;
}

}  // namespace enkang::archive
