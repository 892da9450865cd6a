// The record text format (docs/record-format.md): PGN-like, UTF-8, many
// games per file. A leading byte-order mark is skipped; bytes that are not
// UTF-8 are errors. Parsing reports every error with its line and column;
// writing is canonical, so write(parse(write(r))) == write(r).
#pragma once

#include <string>
#include <vector>

#include "game_record.h"

namespace enkang::archive {

struct TextError {
    int line = 0;
    int column = 0;
    int game = 0;  // 1-based game in the file
    std::string message;
    std::size_t offset = 0;        // byte offset in the text
    std::string describe() const;  // "line 12, column 5 (game 2): ..."
};

struct TextSpot {
    int line = 0, column = 0;
};

struct ParsedFile {
    std::vector<GameRecord> games;
    std::vector<int> gameLines;                   // the line where each game starts
    std::vector<std::vector<TextSpot>> tagSpots;  // per game, where each tag's name is
    std::vector<TextError> errors;
    std::vector<int> badGames;  // 1-based games with errors
};

ParsedFile parseRecords(const std::string& text);
std::string writeRecord(const GameRecord& record);
std::string writeRecords(const std::vector<GameRecord>& records);

bool isGlyph(const std::string& text);

}  // namespace enkang::archive
