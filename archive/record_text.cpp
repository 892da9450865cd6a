#include "record_text.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string_view>
#include <unordered_set>

namespace enkang::archive {

namespace {

// The record reader's messages (context "RecordText" in the catalogues).
template <class... Values>
Wording said(const char* format, const Values&... values) {
    return worded("RecordText", format, values...);
}

Wording noResult() {
    return said(QT_TRANSLATE_NOOP(
        "RecordText", "the game has no result at its end (write *, 1-0, 0-1 or 1/2-1/2)"));
}

}  // namespace

// Reads the text game by game. The bytes come from a string held by the
// caller, or in chunks from a stream; then only the game being read is kept
// (bytes before it are dropped), so memory does not grow with the file.
// Offsets, lines and columns count from the file's start either way.
class RecordParser {
  public:
    explicit RecordParser(const std::string& text)
        : bytes_(text.data()), end_(text.size()), exhausted_(true) {}
    explicit RecordParser(RecordReader::ReadBytes read) : read_(std::move(read)) {}

    bool next(ParsedGame& out) {
        if (!started_) {
            started_ = true;
            if (lookingAt("\xEF\xBB\xBF")) pos_ = scanPos_ = 3;  // a byte-order mark is not text
            skipSpace();
        }
        dropBefore(pos_);
        if (atEnd()) return false;
        out = ParsedGame{};
        out.number = ++gameNumber_;
        out.line = line_;
        const std::size_t startPos = pos_;
        errors_ = &out.errors;
        tagSpots_ = &out.tagSpots;
        parseGame(out.record);
        if (!out.errors.empty()) recoverToNextGame();
        // Bytes that are not UTF-8 make their game bad, named at their place.
        for (TextError& e : scanUtf8Before(pos_)) {
            if (e.offset < startPos) continue;
            e.game = gameNumber_;
            out.errors.push_back(std::move(e));
        }
        errors_ = nullptr;
        tagSpots_ = nullptr;
        skipSpace();
        return true;
    }

  private:
    // Makes the bytes before `end` readable, reading chunks as needed; false
    // when the text ends first. Called for every byte: the test is inline.
    bool ensure(std::size_t end) { return end <= end_ || fill(end); }
    bool fill(std::size_t end) {
        while (end > end_ && !exhausted_) {
            const std::size_t kept = buffer_.size();
            buffer_.resize(kept + kChunk);
            const std::size_t got = read_(buffer_.data() + kept, kChunk);
            buffer_.resize(kept + got);
            if (got == 0) exhausted_ = true;
            bytes_ = buffer_.data();
            end_ = base_ + buffer_.size();
        }
        return end <= end_;
    }
    // Forgets the bytes before `offset` (streaming only), moving no more
    // bytes than it drops, so that the work stays linear in the file.
    void dropBefore(std::size_t offset) {
        if (!read_) return;
        const std::size_t drop = std::min(offset, scanPos_) - base_;
        if (drop < kChunk || drop < buffer_.size() - drop) return;
        buffer_.erase(0, drop);
        base_ += drop;
        bytes_ = buffer_.data();
    }
    bool lookingAt(std::string_view s) {
        return ensure(pos_ + s.size()) && std::string_view(bytes_ + (pos_ - base_), s.size()) == s;
    }

    // Every byte sequence before `limit` (and after the last call) that is
    // not UTF-8, with its line and column (columns counted as advance()
    // counts them).
    std::vector<TextError> scanUtf8Before(std::size_t limit) {
        std::vector<TextError> out;
        std::size_t i = scanPos_;
        while (i < limit && ensure(i + 1)) {
            const auto b = static_cast<unsigned char>(bytes_[i - base_]);
            std::size_t length = b < 0x80           ? 1
                                 : (b >> 5) == 0x6  ? 2
                                 : (b >> 4) == 0xE  ? 3
                                 : (b >> 3) == 0x1E ? 4
                                                    : 0;
            bool valid = length > 0 && ensure(i + length);
            for (std::size_t k = 1; valid && k < length; ++k)
                valid = (static_cast<unsigned char>(bytes_[i + k - base_]) & 0xC0) == 0x80;
            if (valid && length > 1) {
                // Overlong forms, surrogates and values past U+10FFFF are not UTF-8 either.
                unsigned cp = b & (0xFF >> (length + 1));
                for (std::size_t k = 1; k < length; ++k)
                    cp = (cp << 6) | (static_cast<unsigned char>(bytes_[i + k - base_]) & 0x3F);
                const unsigned least[] = {0, 0, 0x80, 0x800, 0x10000};
                valid = cp >= least[length] && cp <= 0x10FFFF && (cp < 0xD800 || cp > 0xDFFF);
            }
            if (!valid) {
                char hex[8];
                std::snprintf(hex, sizeof hex, "0x%02X", b);
                const Wording notUtf8 =
                    said(QT_TRANSLATE_NOOP("RecordText",
                                           "the file is not valid UTF-8 here (byte %1); save it as "
                                           "UTF-8 and import it again"),
                         std::string(hex));
                out.push_back({scanLine_, scanColumn_, 0, notUtf8.english(), i, notUtf8});
                length = 1;
            }
            if (b == '\n') {
                ++scanLine_;
                scanColumn_ = 1;
            } else {
                ++scanColumn_;
            }
            i += length;
        }
        scanPos_ = i;
        return out;
    }

    bool atEnd() { return pos_ >= end_ && !ensure(pos_ + 1); }
    char peek(std::size_t ahead = 0) {
        const std::size_t at = pos_ + ahead;
        return at < end_ || ensure(at + 1) ? bytes_[at - base_] : '\0';
    }
    void advance() {
        if (!ensure(pos_ + 1)) return;
        const char c = bytes_[pos_++ - base_];
        if (c == '\n') {
            ++line_;
            column_ = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++column_;  // count characters, not UTF-8 continuation bytes
        }
    }
    void skipSpace() {
        while (!atEnd() && std::isspace(static_cast<unsigned char>(peek()))) advance();
    }
    struct Mark {
        std::size_t pos;
        int line, column;
    };
    Mark mark() const { return {pos_, line_, column_}; }
    void restore(const Mark& m) {
        pos_ = m.pos;
        line_ = m.line;
        column_ = m.column;
    }
    void error(const Wording& message) { errorAt(mark(), message); }
    void errorAt(const Mark& at, const Wording& message) {
        if (errors_)
            errors_->push_back(
                {at.line, at.column, gameNumber_, message.english(), at.pos, message});
        failed_ = true;
    }
    // After an error: skip to a line starting with '[' (the next game's tags).
    void recoverToNextGame() {
        while (!atEnd()) {
            if (peek() == '\n' && peek(1) == '[') {
                advance();
                return;
            }
            advance();
        }
    }

    void parseGame(GameRecord& record) {
        failed_ = false;
        tagNames_.clear();
        while (!failed_ && peek() == '[') {
            parseTag(record);
            skipSpace();
        }
        if (failed_) return;
        if (!parseLine(record.moves, 0, &record.comment)) return;
        // A result ends the game.
        for (const char* result : {"1/2-1/2", "1-0", "0-1", "*"}) {
            const std::string r(result);
            if (lookingAt(r)) {
                record.result = r;
                for (std::size_t i = 0; i < r.size(); ++i) advance();
                return;
            }
        }
        error(atEnd() ? noResult()
                      : said(QT_TRANSLATE_NOOP("RecordText", "unexpected '%1'"),
                             std::string(1, peek())));
    }

    void parseTag(GameRecord& record) {
        advance();  // [
        const Mark nameStart = mark();
        std::string name;
        while (!atEnd() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_' ||
                            peek() == '-')) {
            name += peek();
            advance();
        }
        if (name.empty())
            return error(
                said(QT_TRANSLATE_NOOP("RecordText", "a tag needs a name: [Name \"value\"]")));
        if (const Wording problem = tagNameWording(name); !problem.empty())
            return errorAt(nameStart, problem);
        skipSpace();
        if (peek() != '"')
            return error(
                said(QT_TRANSLATE_NOOP("RecordText", "tag %1: its value must be in double quotes"),
                     name));
        advance();
        std::string value;
        while (!atEnd() && peek() != '"') {
            if (peek() == '\n')
                return error(said(
                    QT_TRANSLATE_NOOP("RecordText", "tag %1: the value is not closed on its line"),
                    name));
            if (peek() == '\\') {
                advance();
                if (atEnd()) break;
                if (peek() == '\n')
                    return error(
                        said(QT_TRANSLATE_NOOP("RecordText",
                                               "tag %1: the value is not closed on its line"),
                             name));
            }
            value += peek();
            advance();
        }
        if (atEnd())
            return error(
                said(QT_TRANSLATE_NOOP("RecordText", "tag %1: the value is not closed"), name));
        advance();  // "
        skipSpace();
        if (peek() != ']')
            return error(
                said(QT_TRANSLATE_NOOP("RecordText", "tag %1: expected ] after the value"), name));
        advance();
        // A set of the names seen, so that hundreds of tags stay linear.
        if (!tagNames_.insert(name).second)
            return error(said(QT_TRANSLATE_NOOP("RecordText", "tag %1 is given twice"), name));
        record.tags.emplace_back(name, value);
        if (tagSpots_) tagSpots_->push_back({nameStart.line, nameStart.column});
    }

    // Reads a comment's raw text (escapes kept); see absorbComment.
    std::string parseComment() {
        const Mark start = mark();
        advance();  // {
        std::string body;
        while (!atEnd() && peek() != '}') {
            if (peek() == '\\' && ensure(pos_ + 2)) {
                body += peek();
                advance();
            }
            body += peek();
            advance();
        }
        if (atEnd()) {
            // Reported where it opens; the search for the next game restarts there.
            errorAt(start, said(QT_TRANSLATE_NOOP("RecordText", "a comment is not closed with }")));
            restore(start);
            advance();
            return {};
        }
        advance();  // }
        return body;
    }

    // "\}" → "}", "\[" → "[", "\\" → "\".
    static std::string unescape(const std::string& raw) {
        std::string out;
        for (std::size_t i = 0; i < raw.size(); ++i) {
            if (raw[i] == '\\' && i + 1 < raw.size()) ++i;
            out += raw[i];
        }
        return out;
    }

    // Leading commands [%handler X] and [%time X] go to the move; the rest is
    // the comment. An escaped "\[" is never a command.
    static void absorbComment(const std::string& raw, RecordMove* move, std::string* loose) {
        std::size_t i = 0;
        for (;;) {
            while (i < raw.size() && raw[i] == ' ') ++i;
            bool found = false;
            for (const char* command : {"[%handler ", "[%time "}) {
                const std::string c(command);
                if (!move || raw.compare(i, c.size(), c) != 0) continue;
                const std::size_t close = raw.find(']', i);
                if (close == std::string::npos) break;
                const std::string value = unescape(raw.substr(i + c.size(), close - i - c.size()));
                (c == "[%handler " ? move->handler : move->time) = value;
                i = close + 1;
                found = true;
                break;
            }
            if (!found) break;
        }
        std::string text = unescape(raw.substr(std::min(i, raw.size())));
        // Leading spaces are layout, not text (an escaped one included), so
        // that writing and reading again gives the same comment.
        text.erase(0, text.find_first_not_of(' '));
        std::string& target = move ? move->comment : *loose;
        if (!text.empty()) target += (target.empty() ? "" : " ") + text;
    }

    // A line of moves until ')' (depth > 0) or a result (depth 0).
    bool parseLine(std::vector<RecordMove>& line, int depth, std::string* leadingComment) {
        for (;;) {
            skipSpace();
            if (failed_) return false;
            if (atEnd()) {
                if (depth > 0)
                    error(
                        said(QT_TRANSLATE_NOOP("RecordText", "a variation is not closed with )")));
                else
                    error(noResult());
                return false;
            }
            const char c = peek();
            if (c == ')') {
                if (depth == 0) {
                    error(said(QT_TRANSLATE_NOOP("RecordText", "')' without a matching '('")));
                    return false;
                }
                advance();
                return true;
            }
            if (depth == 0 &&
                (c == '*' || lookingAt("1-0") || lookingAt("0-1") || lookingAt("1/2-1/2")))
                return true;
            if (c == '{') {
                const std::string body = parseComment();
                if (failed_) return false;
                if (!line.empty())
                    absorbComment(body, &line.back(), nullptr);
                else if (leadingComment)
                    absorbComment(body, nullptr, leadingComment);
                else {
                    error(said(QT_TRANSLATE_NOOP("RecordText",
                                                 "a comment in a variation must follow a move")));
                    return false;
                }
                continue;
            }
            if (c == '(') {
                if (line.empty()) {
                    error(said(QT_TRANSLATE_NOOP(
                        "RecordText", "a variation '(' must follow the move it replaces")));
                    return false;
                }
                if (depth + 1 > kMaxVariationDepth) {
                    error(said(
                        QT_TRANSLATE_NOOP("RecordText", "variations nested deeper than 1,000")));
                    return false;
                }
                advance();
                std::vector<RecordMove> variation;
                if (!parseLine(variation, depth + 1, nullptr)) return false;
                if (variation.empty()) {
                    error(said(QT_TRANSLATE_NOOP("RecordText", "an empty variation")));
                    return false;
                }
                line.back().variations.push_back(std::move(variation));
                continue;
            }
            if (std::isdigit(static_cast<unsigned char>(c))) {  // a move number: 12. or 12...
                while (std::isdigit(static_cast<unsigned char>(peek()))) advance();
                if (peek() != '.') {
                    error(said(QT_TRANSLATE_NOOP("RecordText", "a move number must end with '.'")));
                    return false;
                }
                while (peek() == '.') advance();
                continue;
            }
            if (c == '~' || std::islower(static_cast<unsigned char>(c))) {
                RecordMove move;
                move.line = line_;
                move.column = column_;
                if (c == '~') {
                    move.irregular = true;
                    advance();
                }
                if (!std::islower(static_cast<unsigned char>(peek()))) {
                    error(said(
                        QT_TRANSLATE_NOOP("RecordText", "'~' must be followed by a pit name")));
                    return false;
                }
                move.pit += peek();
                advance();
                while (std::isdigit(static_cast<unsigned char>(peek()))) {
                    move.pit += peek();
                    advance();
                }
                if (move.pit.size() < 2) {
                    error(said(QT_TRANSLATE_NOOP("RecordText",
                                                 "'%1' is not a pit name (a row letter and a "
                                                 "column number, such as b3)"),
                               move.pit));
                    return false;
                }
                std::string glyph;
                const Mark glyphStart = mark();
                while (peek() == '!' || peek() == '?') {
                    glyph += peek();
                    advance();
                }
                if (!glyph.empty() && !isGlyph(glyph)) {
                    errorAt(
                        glyphStart,
                        said(QT_TRANSLATE_NOOP("RecordText",
                                               "'%1' is not a glyph (use !, ?, !!, ??, !? or ?!)"),
                             glyph));
                    return false;
                }
                move.glyph = glyph;
                if (!atEnd() && !std::isspace(static_cast<unsigned char>(peek())) &&
                    peek() != '{' && peek() != '(' && peek() != ')') {
                    error(said(QT_TRANSLATE_NOOP("RecordText", "unexpected '%1' after move %2"),
                               std::string(1, peek()), move.pit));
                    return false;
                }
                line.push_back(std::move(move));
                continue;
            }
            error(said(QT_TRANSLATE_NOOP("RecordText", "unexpected '%1'"), std::string(1, c)));
            return false;
        }
    }

    static constexpr std::size_t kChunk = 64 * 1024;
    RecordReader::ReadBytes read_;  // empty: the whole text is in memory
    std::string buffer_;            // streaming: the bytes from base_ on
    std::size_t base_ = 0;
    const char* bytes_ = nullptr;  // bytes_[offset - base_] is the byte at `offset` in the file
    std::size_t end_ = 0;          // bytes before end_ are readable
    bool exhausted_ = false;
    bool started_ = false;
    std::size_t scanPos_ = 0;  // the UTF-8 check has looked at the bytes before this
    int scanLine_ = 1, scanColumn_ = 1;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
    int gameNumber_ = 0;
    bool failed_ = false;
    std::vector<TextError>* errors_ = nullptr;
    std::vector<TextSpot>* tagSpots_ = nullptr;
    std::unordered_set<std::string> tagNames_;  // of the game being read
};

namespace {

std::string escapeTag(const std::string& v) {
    std::string out;
    for (char c : v) {
        if (c == '"' || c == '\\') out += '\\';
        out += c == '\n' ? ' ' : c;
    }
    return out;
}

std::string escapeComment(const std::string& v) {
    std::string out;
    for (char c : v) {
        if (c == '}' || c == '\\' || c == '[') out += '\\';
        out += c;
    }
    return out;
}

// A command's value: escapes as in comments, but it cannot hold a ']'.
std::string escapeValue(const std::string& v) {
    std::string out;
    for (char c : v) {
        if (c == ']') c = ')';
        if (c == '}' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

class Writer {
  public:
    // Tokens are separated by one space; lines break before 80 columns.
    void token(const std::string& t) {
        if (glue_) {
            lineText_ += t;
            glue_ = false;
            return;
        }
        if (!lineText_.empty() && lineText_.size() + 1 + t.size() > 79) flush();
        if (!lineText_.empty()) lineText_ += ' ';
        lineText_ += t;
    }
    void flush() {
        if (!lineText_.empty()) out_ += lineText_ + '\n';
        lineText_.clear();
    }
    void line(const std::vector<RecordMove>& moves, int firstPly) {
        int ply = firstPly;
        for (const RecordMove& m : moves) {
            token(std::to_string(ply) + ".");
            token((m.irregular ? "~" : "") + m.pit + m.glyph);
            // Commands first, unescaped; then the text with every bracket escaped.
            std::string comment;
            if (!m.handler.empty()) comment += "[%handler " + escapeValue(m.handler) + "]";
            if (!m.time.empty())
                comment +=
                    std::string(comment.empty() ? "" : " ") + "[%time " + escapeValue(m.time) + "]";
            if (!m.comment.empty())
                comment += (comment.empty() ? "" : " ") + escapeComment(m.comment);
            if (!comment.empty()) token("{" + comment + "}");
            for (const auto& variation : m.variations) {
                token("(");
                glue_ = true;  // "(" sticks to the variation's first token
                line(variation, ply);
                lineText_ += ")";
            }
            ++ply;
        }
    }
    const std::string& out() const { return out_; }

  private:
    std::string out_;
    std::string lineText_;
    bool glue_ = false;
};

}  // namespace

std::string TextError::describe() const {
    return said(QT_TRANSLATE_NOOP("RecordText", "line %1, column %2 (game %3): %4"), line, column,
                game, message)
        .english();
}

bool isGlyph(const std::string& text) {
    for (const char* g : {"!", "?", "!!", "??", "!?", "?!"})
        if (text == g) return true;
    return false;
}

RecordReader::RecordReader(ReadBytes read)
    : parser_(std::make_unique<RecordParser>(std::move(read))) {}
RecordReader::RecordReader(const std::string& text)
    : parser_(std::make_unique<RecordParser>(text)) {}
RecordReader::~RecordReader() = default;

bool RecordReader::next(ParsedGame& game) {
    return parser_->next(game);
}

ParsedFile parseRecords(const std::string& text) {
    ParsedFile out;
    RecordReader reader(text);
    for (ParsedGame game; reader.next(game);) {
        if (!game.errors.empty()) out.badGames.push_back(game.number);
        for (TextError& e : game.errors) out.errors.push_back(std::move(e));
        out.games.push_back(std::move(game.record));
        out.gameLines.push_back(game.line);
        out.tagSpots.push_back(std::move(game.tagSpots));
    }
    return out;
}

std::string writeRecord(const GameRecord& record) {
    std::string out;
    for (const auto& [k, v] : record.tags) out += "[" + k + " \"" + escapeTag(v) + "\"]\n";
    Writer w;
    if (!record.comment.empty()) w.token("{" + escapeComment(record.comment) + "}");
    w.line(record.moves, 1);
    w.token(record.result.empty() ? "*" : record.result);
    w.flush();
    return out + (record.tags.empty() ? "" : "\n") + w.out();
}

std::string writeRecords(const std::vector<GameRecord>& records) {
    std::string out;
    for (std::size_t i = 0; i < records.size(); ++i)
        out += (i ? "\n" : "") + writeRecord(records[i]);
    return out;
}

}  // namespace enkang::archive
