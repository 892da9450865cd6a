// A recorded game as the field worker or researcher wrote it down: tag
// pairs (metadata), an optional set-up position, and moves with comments,
// quality glyphs, who handled them, timestamps and variations. Plain C++:
// the text format and its fuzzer need no Qt.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/wording.h"

namespace enkang::archive {

struct RecordMove {
    std::string pit;         // "b3"
    bool irregular = false;  // observed, though the engine calls it illegal (written ~b3)
    std::string glyph;       // "", "!", "?", "!!", "??", "!?", "?!"
    std::string comment;     // free text, without the handler and time commands
    std::string handler;     // team member who handled the seeds
    std::string time;        // when it was played, as written ("14:03:22")
    // Alternatives to this move, each a line of moves from here.
    std::vector<std::vector<RecordMove>> variations;
    // Where the move was read from (1-based; 0 when not read from text), so
    // that a problem found later names its place. Not part of the record's
    // value: equal moves may be read from different places.
    int line = 0, column = 0;

    bool operator==(const RecordMove& other) const;
};

// Variations inside variations are limited, so that every reader and writer
// of the tree stays within a small stack.
constexpr int kMaxVariationDepth = 1000;

// True when `moves` holds variations nested deeper than `limit` (no recursion).
bool nestedDeeperThan(const std::vector<RecordMove>& moves, int limit);

// Why `name` cannot be a tag name (the format's grammar: a letter, then
// letters, digits, '_' or '-'), or an empty string when it can.
std::string tagNameProblem(const std::string& name);
Wording tagNameWording(const std::string& name);  // the same, to translate (empty format: none)

struct GameRecord {
    std::vector<std::pair<std::string, std::string>> tags;  // in written order
    std::string comment;                                    // before the first move
    std::vector<RecordMove> moves;
    std::string result = "*";  // "1-0" South won, "0-1" North won, "1/2-1/2", "*"

    std::string tag(const std::string& name) const;
    void setTag(const std::string& name, const std::string& value);
    bool operator==(const GameRecord&) const = default;
};

}  // namespace enkang::archive
