// Checks a record against the engine: its game and options, its set-up
// position, and every move (an unmarked move must be legal; a move marked
// irregular is kept as observed, and the moves after it are not checked
// because the engine no longer knows the position).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/game_state.h"
#include "game_record.h"

namespace enkang::archive {

// Parses the Options tag ("reserve=24 first=north") into `options`.
bool parseOptionsTag(const std::string& text, Options& options, Wording& error);
std::string formatOptionsTag(
    const Options& options);  // only the options that differ from the defaults

// SetUp tag: rows from a upwards separated by '/', counts by ',', then
// " s" or " n" (side to move), " r<south>,<north>" reserves, " c<s>,<n>"
// captured and " p<ply>", e.g. "0,0,0/1,1,1/1,1,1/0,0,0 s r3,3 c0,0 p5".
bool parseSetUpTag(const Rules& rules, const std::string& text, Position& out, Wording& error);
std::string formatSetUpTag(const Rules& rules, const Position& p);

// The game at the start of the record (options and set-up applied).
std::unique_ptr<GameState> startOf(const GameRecord& record, Wording& error);

// A problem with a record: what is wrong, and where when the record was read
// from text (the move's own line and column; 0 when unknown). `tag` names
// the tag at fault, for problems with the game's tags.
struct RecordProblem {
    std::string message;  // in English: wording.english()
    int line = 0, column = 0;
    std::string tag;
    Wording wording;  // to show in the app's language

    RecordProblem(const Wording& w, int atLine = 0, int atColumn = 0, std::string atTag = {})
        : message(w.english()), line(atLine), column(atColumn), tag(std::move(atTag)), wording(w) {}
};

// Every problem with the record, each naming the move ("move 12 'b9': ...").
std::vector<RecordProblem> recordProblems(const GameRecord& record);
std::vector<std::string> checkRecord(const GameRecord& record);  // the messages only

}  // namespace enkang::archive
