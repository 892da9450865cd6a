// The record text format (docs/record-format.md): PGN-like, UTF-8, many
// games per file. A leading byte-order mark is skipped; bytes that are not
// UTF-8 are errors. Parsing reports every error with its line and column;
// writing is canonical, so write(parse(write(r))) == write(r).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/wording.h"
#include "game_record.h"

namespace enkang::archive {

struct TextError {
    int line = 0;
    int column = 0;
    int game = 0;  // 1-based game in the file
    std::string message;
    std::size_t offset = 0;        // byte offset in the text
    Wording wording;               // the message, to translate (message is its English)
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

// One game as read from text, with the places of its parts.
struct ParsedGame {
    GameRecord record;
    int number = 0;                  // 1-based game in the file
    int line = 0;                    // the line where it starts
    std::vector<TextSpot> tagSpots;  // where each tag's name is
    std::vector<TextError> errors;   // empty: read without error
};

// Reads a file's games one at a time. Fed by a stream, it holds only the
// game being read, so memory does not grow with the file's size.
class RecordReader {
  public:
    // Fills `buffer` with up to `capacity` bytes; returns 0 at the end.
    using ReadBytes = std::function<std::size_t(char* buffer, std::size_t capacity)>;
    explicit RecordReader(ReadBytes read);
    explicit RecordReader(const std::string& text);  // `text` must outlive the reader
    ~RecordReader();
    RecordReader(const RecordReader&) = delete;
    RecordReader& operator=(const RecordReader&) = delete;

    // The next game into `game`; false when the text has no more.
    bool next(ParsedGame& game);

  private:
    std::unique_ptr<class RecordParser> parser_;
};

// The whole text at once (tests, the fuzzer, small files).
ParsedFile parseRecords(const std::string& text);
std::string writeRecord(const GameRecord& record);
std::string writeRecords(const std::vector<GameRecord>& records);

bool isGlyph(const std::string& text);

}  // namespace enkang::archive
