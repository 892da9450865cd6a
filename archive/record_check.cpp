#include "record_check.h"

#include <sstream>

#include "engine/hash.h"
#include "engine/setup.h"
#include "record_text.h"

namespace enkang::archive {

bool parseOptionsTag(const std::string& text, Options& options, Wording& error) {
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        error = options.assign(word);
        if (!error.empty()) {
            error.lead = "Options";
            return false;
        }
    }
    return true;
}

std::string formatOptionsTag(const Options& options) {
    const Options defaults = Options::defaults(options.game);
    std::string out;
    for (auto key : options.keys())
        if (options.value(key) != defaults.value(key))
            out += (out.empty() ? "" : " ") + std::string(key) + "=" + options.value(key);
    return out;
}

namespace {

// The tag's text read into `out`; on failure `error` says why, without the
// tag's name.
bool readSetUp(const Rules& rules, const std::string& text, Position& out, Wording& error) {
    std::istringstream parts(text);
    std::string board, item;
    parts >> board;
    SetUp s;
    int row = 0;
    std::istringstream rows(board);
    std::string rowText;
    while (std::getline(rows, rowText, '/')) {
        std::vector<int> counts;
        std::istringstream cells(rowText);
        std::string cell;
        while (std::getline(cells, cell, ',')) {
            if (cell.empty() || cell.find_first_not_of("0123456789") != std::string::npos ||
                cell.size() > 4) {
                error = worded("RecordText", QT_TRANSLATE_NOOP("RecordText", "'%1' is not a count"),
                               cell);
                return false;
            }
            counts.push_back(std::stoi(cell));
        }
        s.rows[char('a' + row++)] = counts;
    }
    if (row != rules.geometry().rows()) {
        error =
            worded("RecordText", QT_TRANSLATE_NOOP("RecordText", "%1 rows given, the board has %2"),
                   row, rules.geometry().rows());
        return false;
    }
    while (parts >> item) {
        auto pair = [&](int(&into)[2]) {
            const auto comma = item.find(',');
            if (comma == std::string::npos) return false;
            into[0] = std::atoi(item.substr(1, comma - 1).c_str());
            into[1] = std::atoi(item.substr(comma + 1).c_str());
            return true;
        };
        if (item == "s" || item == "n")
            s.toMove = item == "s" ? South : North;
        else if (item[0] == 'r' && pair(s.reserve))
            continue;
        else if (item[0] == 'c' && pair(s.captured))
            continue;
        else if (item[0] == 'p' && item.size() > 1 &&
                 item.find_first_not_of("0123456789", 1) == std::string::npos)
            s.ply = std::atoi(item.c_str() + 1);
        else {
            error = worded("RecordText", QT_TRANSLATE_NOOP("RecordText", "'%1' is not understood"),
                           item);
            return false;
        }
    }
    return buildPosition(rules, s, out, error);
}

}  // namespace

bool parseSetUpTag(const Rules& rules, const std::string& text, Position& out, Wording& error) {
    if (readSetUp(rules, text, out, error)) return true;
    error.lead = "SetUp";  // every problem here is the tag's
    return false;
}

std::string formatSetUpTag(const Rules& rules, const Position& p) {
    const Geometry& g = rules.geometry();
    std::string out;
    for (int row = 0; row < g.rows(); ++row) {
        if (row) out += '/';
        for (int c = 0; c < g.columns(); ++c)
            out += (c ? "," : "") + std::to_string(p.pits[std::size_t(g.pit(row, c))]);
    }
    out += p.toMove == South ? " s" : " n";
    out += " r" + std::to_string(p.reserve[0]) + "," + std::to_string(p.reserve[1]);
    out += " c" + std::to_string(p.captured[0]) + "," + std::to_string(p.captured[1]);
    out += " p" + std::to_string(p.ply);
    return out;
}

namespace {

// The rules of the record's game and options, or null with `error`. Kept for
// the next records of the same options (most of an archive) on this thread:
// Rules is immutable, and making one lays out its tracks.
std::shared_ptr<const Rules> rulesOf(const GameRecord& record, Wording& error) {
    GameId id{};
    const std::string game = record.tag("Game");
    if (game.empty()) {
        error = worded("Phrase",
                       QT_TRANSLATE_NOOP("Phrase",
                                         "the Game tag is missing ([Game \"kimasai-mackay\"], "
                                         "\"kimasai-klamroth\" or \"en-gehe\")"));
        return nullptr;
    }
    if (!parseGameId(game, id)) {
        error = worded("RecordText",
                       QT_TRANSLATE_NOOP("RecordText",
                                         "Game \"%1\" is not one of kimasai-mackay, "
                                         "kimasai-klamroth, en-gehe"),
                       game);
        return nullptr;
    }
    Options options = Options::defaults(id);
    if (!parseOptionsTag(record.tag("Options"), options, error)) return nullptr;
    thread_local std::vector<std::shared_ptr<const Rules>> recent;
    for (const auto& rules : recent)
        if (rules->options() == options) return rules;
    if (recent.size() == 8) recent.erase(recent.begin());
    recent.push_back(std::make_shared<const Rules>(options));
    return recent.back();
}

}  // namespace

std::unique_ptr<GameState> startOf(const GameRecord& record, Wording& error) {
    auto rules = rulesOf(record, error);
    if (!rules) return nullptr;
    const std::string setUp = record.tag("SetUp");
    if (setUp.empty()) return std::make_unique<GameState>(rules);
    Position p;
    if (!parseSetUpTag(*rules, setUp, p, error)) return nullptr;
    return std::make_unique<GameState>(rules, p);
}

namespace {

// A line's game as the check walks it: what GameState::play keeps, without
// its undo snapshots, its list of moves or the legal moves of every position
// (each of which means sowing every candidate out). A record's move needs
// only its own sowing; whether its player had any legal move at all is
// asked only when it is refused.
struct Walk {
    Position position;
    History history;       // repetition keys of the positions before this one
    bool settled = false;  // over, or known to have a legal move
};

// Where the record starts, as GameState's constructors leave it.
bool startWalk(const GameRecord& record, const Rules& rules, Walk& out, Wording& error) {
    const std::string setUp = record.tag("SetUp");
    if (setUp.empty()) {
        out.position = rules.start();
        return true;
    }
    if (!parseSetUpTag(rules, setUp, out.position, error)) return false;
    out.position.outcome = Outcome::Ongoing;
    out.position.end = GameEnd::None;
    out.position.hash = hashFromScratch(out.position, rules.pitCount());
    return true;
}

// The verdict GameState::check would give `m`; when legal, plays it as
// GameState::play does.
MoveCheck playChecked(const Rules& rules, Walk& walk, Move m) {
    if (m < 0 || m >= rules.pitCount()) return MoveCheck::NotYours;
    MoveCheck verdict = rules.precheck(walk.position, m);
    Position next = walk.position;
    if (verdict == MoveCheck::Legal && !rules.apply(next, m)) verdict = MoveCheck::Endless;
    if (verdict != MoveCheck::Legal) {
        // With no legal move the game had ended before this move.
        if (!walk.settled && !rules.hasLegalMove(walk.position)) return MoveCheck::GameOver;
        return verdict;
    }
    // Only the four-row game looks for a repeated position.
    if (rules.game() == GameId::KimasaiKlamroth)
        walk.history.push_back(rules.repetitionKey(walk.position));
    walk.position = next;
    walk.settled = rules.adjudicateQuick(walk.position, walk.history);
    return MoveCheck::Legal;
}

void checkLine(const Rules& rules, const Walk& from, const std::vector<RecordMove>& line,
               int firstNumber, bool known, std::vector<RecordProblem>& problems) {
    Walk walk = from;
    int number = firstNumber;
    for (const RecordMove& m : line) {
        // format: "move %1 '%2': …", %3 the detail.
        auto problem = [&](const char* format, const std::string& detail) {
            problems.emplace_back(worded("RecordText", format, number, m.pit, detail), m.line,
                                  m.column);
        };
        int pit = -1;
        const PitNameError nameError = rules.geometry().parse(m.pit, pit);
        if (nameError != PitNameError::None)
            problem(QT_TRANSLATE_NOOP("RecordText", "move %1 '%2': %3"),
                    std::string(Geometry::describe(nameError)));
        if (!m.glyph.empty() && !isGlyph(m.glyph))
            problem(QT_TRANSLATE_NOOP("RecordText", "move %1 '%2': unknown glyph %3"), m.glyph);
        const bool stillKnown = known && !m.irregular && nameError == PitNameError::None;
        // The variations start where this move does.
        const Walk before = m.variations.empty() || !stillKnown ? Walk{} : walk;
        if (stillKnown) {
            const MoveCheck verdict = playChecked(rules, walk, Move(pit));
            if (verdict != MoveCheck::Legal) {
                problem(QT_TRANSLATE_NOOP("RecordText",
                                          "move %1 '%2': not legal: %3 (write ~%2 to keep it as "
                                          "an irregular move)"),
                        std::string(describe(verdict)));
                return;
            }
        }
        for (const auto& variation : m.variations)
            checkLine(rules, stillKnown ? before : walk, variation, number, stillKnown, problems);
        if (!stillKnown) known = false;  // after an irregular move the position is not known
        ++number;
    }
}

// The tag a start-of-game error is about, so that it can be named at its place.
std::string tagOfStartError(const Wording& error) {
    return error.lead.empty() ? "Game" : error.lead;
}

}  // namespace

std::vector<RecordProblem> recordProblems(const GameRecord& record) {
    std::vector<RecordProblem> problems;
    for (const auto& [name, value] : record.tags)
        if (const Wording p = tagNameWording(name); !p.empty())
            problems.emplace_back(p, 0, 0, name);
    if (nestedDeeperThan(record.moves, kMaxVariationDepth))
        problems.emplace_back(worded(
            "RecordText", QT_TRANSLATE_NOOP("RecordText", "variations nested deeper than 1,000")));
    if (!problems.empty()) return problems;
    Wording error;
    const auto rules = rulesOf(record, error);
    Walk start;
    if (!rules || !startWalk(record, *rules, start, error))
        return {RecordProblem(error, 0, 0, tagOfStartError(error))};
    const std::string r = record.result;
    if (r != "*" && r != "1-0" && r != "0-1" && r != "1/2-1/2")
        problems.emplace_back(
            worded("RecordText", QT_TRANSLATE_NOOP("RecordText", "result '%1' is not known"), r));
    checkLine(*rules, start, record.moves, 1, true, problems);
    return problems;
}

std::vector<std::string> checkRecord(const GameRecord& record) {
    std::vector<std::string> out;
    for (const RecordProblem& p : recordProblems(record)) out.push_back(p.message);
    return out;
}

}  // namespace enkang::archive
