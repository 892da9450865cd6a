// The record text format (docs/record-format.md): PGN-like, UTF-8, many
// games per file. Parsing reports every error with its line and column;
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
    std::string describe() const;  // "line 12, column 5 (game 2): ..."
};

struct ParsedFile {
    std::vector<GameRecord> games;
    std::vector<int> gameLines;  // the line where each game starts
    std::vector<TextError> errors;
    std::vector<int> badGames;  // 1-based games with errors
};

ParsedFile parseRecords(const std::string& text);
std::string writeRecord(const GameRecord& record);
std::string writeRecords(const std::vector<GameRecord>& records);

bool isGlyph(const std::string& text);

}  // namespace enkang::archive
