// Naive reference implementation of rules.md. See naive_engine.h.
#include "naive_engine.h"

#include <chrono>
#include <random>
#include <stdexcept>

namespace naive {

namespace {

const char* const kMackay = "kimasai-mackay";
const char* const kKlamroth = "kimasai-klamroth";
const char* const kEnGehe = "en-gehe";

// Rows a..d. On four-row boards: a = South back, b = South front,
// c = North front, d = North back. On two-row boards: a = South, b = North.
constexpr int RowA = 0;
constexpr int RowB = 1;
constexpr int RowC = 2;
constexpr int RowD = 3;

bool isKnownGame(const std::string& g) {
    return g == kMackay || g == kKlamroth || g == kEnGehe;
}

// A plain non-negative decimal number of at most 9 digits.
bool parseNumber(const std::string& text, long long& out) {
    if (text.empty() || text.size() > 9) return false;
    out = 0;
    for (char ch : text) {
        if (ch < '0' || ch > '9') return false;
        out = out * 10 + (ch - '0');
    }
    return true;
}

std::string playerName(int player) {
    return player == South ? "south" : "north";
}

}  // namespace

// ---------------------------------------------------------------- options

std::string parseOption(NaiveOptions& opts, const std::string& key, const std::string& value) {
    const std::string& g = opts.game;
    if (!isKnownGame(g)) return "unknown game '" + g + "'";
    const std::string what = "option '" + key + "=" + value + "': ";

    auto number = [&](int lo, int hi, int& target) -> std::string {
        long long n = 0;
        if (!parseNumber(value, n) || n < lo || n > hi)
            return what + "must be a whole number from " + std::to_string(lo) + " to " +
                   std::to_string(hi);
        target = static_cast<int>(n);
        return "";
    };
    auto notOfThisGame = [&]() { return what + "'" + key + "' is not an option of " + g; };

    if (key == "first") {
        if (value == "south")
            opts.northFirst = false;
        else if (value == "north")
            opts.northFirst = true;
        else
            return what + "must be south or north";
        return "";
    }
    if (key == "max-laps") {
        if (g != kMackay && g != kEnGehe) return notOfThisGame();
        return number(1, 1000000, opts.maxLaps);
    }
    if (key == "reserve") {
        if (g != kMackay) return notOfThisGame();
        return number(0, 32, opts.reserve);
    }
    if (key == "columns") {
        if (g == kKlamroth) return number(3, 24, opts.columns);
        if (g == kEnGehe) return number(3, 50, opts.columns);
        return notOfThisGame();
    }
    if (key == "seeds") {
        if (g != kEnGehe) return notOfThisGame();
        return number(1, 12, opts.seeds);
    }
    return what + "unknown option";
}

std::string validateOptions(const NaiveOptions& o) {
    if (!isKnownGame(o.game)) return "unknown game '" + o.game + "'";
    if (o.maxLaps < 1 || o.maxLaps > 1000000) return "max-laps out of range";
    if (o.reserve < 0 || o.reserve > 32) return "reserve out of range";
    if (o.game == kKlamroth && o.columns != 0 && (o.columns < 3 || o.columns > 24))
        return "columns out of range";
    if (o.game == kEnGehe && o.columns != 0 && (o.columns < 3 || o.columns > 50))
        return "columns out of range";
    if (o.seeds < 1 || o.seeds > 12) return "seeds out of range";
    return "";
}

// ---------------------------------------------------------------- set-up

NaiveGame::NaiveGame(const NaiveOptions& opts) : opts_(opts) {
    const std::string error = validateOptions(opts);
    if (!error.empty()) throw std::invalid_argument(error);

    if (opts.game == kMackay) {
        kind_ = Kind::Mackay;
        rowCount_ = 4;
        columns_ = 8;
    } else if (opts.game == kKlamroth) {
        kind_ = Kind::Klamroth;
        rowCount_ = 4;
        columns_ = opts.columns != 0 ? opts.columns : 12;
    } else {
        kind_ = Kind::EnGehe;
        rowCount_ = 2;
        columns_ = opts.columns != 0 ? opts.columns : 40;
    }
    opts_.columns = columns_;

    state_.rows.assign(rowCount_, std::vector<int>(columns_, 0));
    if (kind_ == Kind::Mackay) {
        // One cow in each pit of rows b and c; rows a and d empty; reserves.
        for (int c = 0; c < columns_; ++c) {
            state_.rows[RowB][c] = 1;
            state_.rows[RowC][c] = 1;
        }
        state_.reserves[South] = opts.reserve;
        state_.reserves[North] = opts.reserve;
    } else if (kind_ == Kind::Klamroth) {
        // One seed in every pit except b1 and cN.
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < columns_; ++c) state_.rows[r][c] = 1;
        state_.rows[RowB][0] = 0;
        state_.rows[RowC][columns_ - 1] = 0;
    } else {
        for (int r = 0; r < 2; ++r)
            for (int c = 0; c < columns_; ++c) state_.rows[r][c] = opts.seeds;
    }

    toMove_ = opts.northFirst ? North : South;
    ply_ = 0;

    if (kind_ == Kind::Klamroth) history_.insert(positionKey());

    legal_ = computeLegal();
    legalKnown_ = true;
    if (legal_.empty()) noLegalMove();  // only reachable in en-gehe with a tiny max-laps
}

std::string NaiveGame::setUp(const std::vector<std::vector<int>>& rows, int toMove, int ply,
                             int reserveSouth, int reserveNorth, int capturedSouth,
                             int capturedNorth) {
    if (static_cast<int>(rows.size()) != rowCount_) return "wrong number of rows";
    for (const auto& row : rows) {
        if (static_cast<int>(row.size()) != columns_) return "wrong number of columns";
        for (int v : row)
            if (v < 0 || (kind_ == Kind::Klamroth && v > 1)) return "bad pit content";
    }
    if ((toMove != South && toMove != North) || ply < 0 || reserveSouth < 0 || reserveNorth < 0 ||
        capturedSouth < 0 || capturedNorth < 0)
        return "bad set-up value";

    state_.rows = rows;
    state_.reserves[South] = reserveSouth;
    state_.reserves[North] = reserveNorth;
    state_.captured[South] = capturedSouth;
    state_.captured[North] = capturedNorth;
    toMove_ = toMove;
    ply_ = ply;
    over_ = false;
    winner_ = NoWinner;
    history_.clear();
    if (kind_ == Kind::Klamroth) history_.insert(positionKey());
    legal_ = computeLegal();
    legalKnown_ = true;
    if (legal_.empty()) noLegalMove();
    return "";
}

// ---------------------------------------------------------------- geometry

int NaiveGame::ownerOfRow(int row) const {
    if (rowCount_ == 2) return row == RowA ? South : North;
    return (row == RowA || row == RowB) ? South : North;
}

// The next pit along the track of the pit's owner (the only track that ever
// passes through that pit in each game).
Pit NaiveGame::nextPit(Pit p) const {
    const int last = columns_ - 1;
    const int r = p.row;
    const int c = p.col;

    if (kind_ == Kind::Mackay) {
        // Clockwise. South: b1 .. bN, aN .. a1, b1.  North: cN .. c1, d1 .. dN, cN.
        if (r == RowB) {
            if (c < last) return Pit{RowB, c + 1};
            return Pit{RowA, last};
        }
        if (r == RowA) {
            if (c > 0) return Pit{RowA, c - 1};
            return Pit{RowB, 0};
        }
        if (r == RowC) {
            if (c > 0) return Pit{RowC, c - 1};
            return Pit{RowD, 0};
        }
        // RowD
        if (c < last) return Pit{RowD, c + 1};
        return Pit{RowC, last};
    }

    if (kind_ == Kind::Klamroth) {
        // Counterclockwise. South: a1 .. aN, bN .. b1, a1.  North: c1 .. cN, dN .. d1, c1.
        if (r == RowA) {
            if (c < last) return Pit{RowA, c + 1};
            return Pit{RowB, last};
        }
        if (r == RowB) {
            if (c > 0) return Pit{RowB, c - 1};
            return Pit{RowA, 0};
        }
        if (r == RowC) {
            if (c < last) return Pit{RowC, c + 1};
            return Pit{RowD, last};
        }
        // RowD
        if (c > 0) return Pit{RowD, c - 1};
        return Pit{RowC, 0};
    }

    // En Gehé, counterclockwise around the whole board: a1 .. aN, bN .. b1, a1.
    if (r == RowA) {
        if (c < last) return Pit{RowA, c + 1};
        return Pit{RowB, last};
    }
    // RowB
    if (c > 0) return Pit{RowB, c - 1};
    return Pit{RowA, 0};
}

std::string NaiveGame::pitName(Pit p) const {
    std::string name;
    name += static_cast<char>('a' + p.row);
    name += std::to_string(p.col + 1);
    return name;
}

bool NaiveGame::parsePit(const std::string& name, Pit& out) const {
    if (name.size() < 2) return false;
    const int row = name[0] - 'a';
    if (row < 0 || row >= rowCount_) return false;
    const std::string digits = name.substr(1);
    if (digits[0] == '0') return false;
    long long col = 0;
    if (!parseNumber(digits, col) || col < 1 || col > columns_) return false;
    out = Pit{row, static_cast<int>(col) - 1};
    return true;
}

int NaiveGame::frontRowCount(const State& s, int player) const {
    const int row = player == South ? RowB : RowC;
    int n = 0;
    for (int c = 0; c < columns_; ++c) n += s.rows[row][c];
    return n;
}

int NaiveGame::boardCount(const State& s, int player) const {
    int n = 0;
    for (int r = 0; r < rowCount_; ++r)
        if (ownerOfRow(r) == player)
            for (int c = 0; c < columns_; ++c) n += s.rows[r][c];
    return n;
}

int NaiveGame::phase() const {
    if (kind_ != Kind::Mackay) return 0;
    return (state_.reserves[South] > 0 || state_.reserves[North] > 0) ? 1 : 2;
}

// ---------------------------------------------------------------- moves

bool NaiveGame::simulate(State& s, int mover, Pit p) const {
    if (kind_ == Kind::Mackay) return simulateMackay(s, mover, p);
    if (kind_ == Kind::Klamroth) {
        simulateKlamroth(s, mover, p);
        return true;
    }
    return simulateEnGehe(s, mover, p);
}

bool NaiveGame::simulateMackay(State& s, int mover, Pit p) const {
    const bool phase1 = s.reserves[South] > 0 || s.reserves[North] > 0;
    const int front = mover == South ? RowB : RowC;
    const int oppFront = mover == South ? RowC : RowB;

    // Phase 1: one cow from the mover's reserve goes into the named pit first
    // (not on the very first move of the game, and not if the reserve is empty).
    if (phase1 && ply_ > 0 && s.reserves[mover] > 0) {
        s.rows[p.row][p.col] += 1;
        s.reserves[mover] -= 1;
    }

    int laps = 1;
    int hand = s.rows[p.row][p.col];
    s.rows[p.row][p.col] = 0;
    Pit dropAt = nextPit(p);  // where the next cow in hand goes
    Pit pos = p;

    while (true) {
        bool lastWasEmpty = false;
        while (hand > 0) {
            pos = dropAt;
            lastWasEmpty = s.rows[pos.row][pos.col] == 0;
            s.rows[pos.row][pos.col] += 1;
            hand -= 1;
            dropAt = nextPit(pos);
        }
        if (lastWasEmpty) return true;  // the move ends

        // The last cow landed in an occupied pit.
        laps += 1;
        if (laps > opts_.maxLaps) return false;  // endless
        if (!phase1 && pos.row == front && s.rows[oppFront][pos.col] > 0) {
            // Raid: take the opposite cows and sow them, the first into the
            // capturing pit itself, then on clockwise.
            hand = s.rows[oppFront][pos.col];
            s.rows[oppFront][pos.col] = 0;
            dropAt = pos;
        } else {
            // Relay: lift the pit and sow on.
            hand = s.rows[pos.row][pos.col];
            s.rows[pos.row][pos.col] = 0;
            dropAt = nextPit(pos);
        }
    }
}

void NaiveGame::simulateKlamroth(State& s, int mover, Pit p) const {
    const Pit to = nextPit(p);
    s.rows[p.row][p.col] = 0;
    s.rows[to.row][to.col] = 1;

    const int front = mover == South ? RowB : RowC;
    const int oppFront = mover == South ? RowC : RowB;
    const int oppBack = mover == South ? RowD : RowA;
    if (to.row == front && s.rows[oppFront][to.col] > 0) {
        s.captured[mover] += s.rows[oppFront][to.col];
        s.rows[oppFront][to.col] = 0;
        if (s.rows[oppBack][to.col] > 0) {
            s.captured[mover] += s.rows[oppBack][to.col];
            s.rows[oppBack][to.col] = 0;
        }
    }
}

bool NaiveGame::simulateEnGehe(State& s, int mover, Pit p) const {
    const int ownRow = mover == South ? RowA : RowB;
    const int otherRow = mover == South ? RowB : RowA;

    int laps = 1;
    int hand = s.rows[p.row][p.col];
    s.rows[p.row][p.col] = 0;
    Pit dropAt = nextPit(p);
    Pit pos = p;

    while (true) {
        bool lastWasEmpty = false;
        while (hand > 0) {
            pos = dropAt;
            lastWasEmpty = s.rows[pos.row][pos.col] == 0;
            s.rows[pos.row][pos.col] += 1;
            hand -= 1;
            dropAt = nextPit(pos);
        }
        if (lastWasEmpty) {
            // Landed in an empty pit: capture if in own row with seeds opposite.
            if (pos.row == ownRow && s.rows[otherRow][pos.col] > 0) {
                s.captured[mover] += s.rows[otherRow][pos.col] + 1;
                s.rows[otherRow][pos.col] = 0;
                s.rows[pos.row][pos.col] = 0;
            }
            return true;
        }
        // Relay.
        laps += 1;
        if (laps > opts_.maxLaps) return false;  // endless
        hand = s.rows[pos.row][pos.col];
        s.rows[pos.row][pos.col] = 0;
        dropAt = nextPit(pos);
    }
}

std::vector<Pit> NaiveGame::candidates() const {
    std::vector<Pit> result;
    if (over_) return result;
    for (int r = 0; r < rowCount_; ++r) {
        if (ownerOfRow(r) != toMove_) continue;
        for (int c = 0; c < columns_; ++c) {
            if (state_.rows[r][c] == 0) continue;
            if (kind_ == Kind::Klamroth) {
                const Pit to = nextPit(Pit{r, c});
                if (state_.rows[to.row][to.col] != 0) continue;
            }
            result.push_back(Pit{r, c});
        }
    }
    return result;
}

std::vector<Pit> NaiveGame::computeLegal() const {
    std::vector<Pit> result;
    for (const Pit& p : candidates()) {
        State copy = state_;
        if (simulate(copy, toMove_, p)) result.push_back(p);
    }
    return result;
}

std::vector<Pit> NaiveGame::legalPits() const {
    if (over_) return {};
    if (legalKnown_) return legal_;
    return computeLegal();
}

std::vector<std::string> NaiveGame::legalMoves() const {
    std::vector<std::string> names;
    for (const Pit& p : legalPits()) names.push_back(pitName(p));
    return names;
}

std::string NaiveGame::play(const std::string& name) {
    if (over_) return "not legal: the game is over";
    Pit p;
    if (!parsePit(name, p)) return "no such pit on this board";
    return playPit(p);
}

std::string NaiveGame::playPit(Pit p) {
    if (over_) return "not legal: the game is over";
    if (p.row < 0 || p.row >= rowCount_ || p.col < 0 || p.col >= columns_)
        return "no such pit on this board";
    if (ownerOfRow(p.row) != toMove_)
        return "not legal: that pit belongs to " + playerName(1 - toMove_);
    if (state_.rows[p.row][p.col] == 0) return "not legal: that pit is empty";
    if (kind_ == Kind::Klamroth) {
        const Pit to = nextPit(p);
        if (state_.rows[to.row][to.col] != 0) return "not legal: the next pit is not empty";
    }
    State copy = state_;
    if (!simulate(copy, toMove_, p)) return "not legal: the sowing never ends";
    state_ = copy;
    finishMove(true);
    return "";
}

bool NaiveGame::tryPlayLazy(Pit p) {
    State copy = state_;
    if (!simulate(copy, toMove_, p)) return false;
    state_ = copy;
    finishMove(false);
    return true;
}

// ---------------------------------------------------------------- game end

std::string NaiveGame::positionKey() const {
    std::string key = toMove_ == South ? "S:" : "N:";
    for (const auto& row : state_.rows)
        for (int v : row) key += std::to_string(v) + ",";
    return key;
}

void NaiveGame::endGame(int winner) {
    over_ = true;
    winner_ = winner;
    legal_.clear();
    legalKnown_ = true;
}

void NaiveGame::endEnGehe(int lastMover) {
    // Every seed still on the board goes to the player who made the last move.
    if (lastMover != NoWinner) {
        for (auto& row : state_.rows) {
            for (int& v : row) {
                state_.captured[lastMover] += v;
                v = 0;
            }
        }
    }
    const int s = state_.captured[South];
    const int n = state_.captured[North];
    endGame(s > n ? South : (n > s ? North : Draw));
}

void NaiveGame::noLegalMove() {
    const int last = ply_ > 0 ? 1 - toMove_ : NoWinner;
    if (kind_ == Kind::Mackay)
        endGame(1 - toMove_);  // a player with no legal move loses
    else if (kind_ == Kind::Klamroth)
        endGame(1 - toMove_);  // the mover wins
    else
        endEnGehe(last);
}

void NaiveGame::finishMove(bool eager) {
    const int mover = toMove_;
    const int next = 1 - mover;
    ply_ += 1;
    toMove_ = next;
    legal_.clear();
    legalKnown_ = false;

    if (kind_ == Kind::Mackay) {
        if (frontRowCount(state_, next) == 0) {
            endGame(mover);
        } else if (frontRowCount(state_, mover) == 0) {
            endGame(next);
        } else if (eager) {
            legal_ = computeLegal();
            legalKnown_ = true;
            if (legal_.empty()) endGame(mover);
        }
        return;
    }

    if (kind_ == Kind::Klamroth) {
        legal_ = computeLegal();
        legalKnown_ = true;
        if (boardCount(state_, next) == 0 || legal_.empty()) {
            endGame(mover);
            return;
        }
        const bool isNew = history_.insert(positionKey()).second;
        if (!isNew) endGame(Draw);
        return;
    }

    // En Gehé
    if (eager) {
        legal_ = computeLegal();
        legalKnown_ = true;
        if (legal_.empty()) endEnGehe(mover);
    }
}

// ---------------------------------------------------------------- JSON

std::string NaiveGame::toJson() const {
    auto intList = [](const std::vector<int>& v) {
        std::string s = "[";
        for (size_t i = 0; i < v.size(); ++i) {
            if (i > 0) s += ",";
            s += std::to_string(v[i]);
        }
        return s + "]";
    };

    std::string j = "{";
    j += "\"game\":\"" + opts_.game + "\"";

    j += ",\"options\":{\"first\":\"" + std::string(opts_.northFirst ? "north" : "south") + "\"";
    if (kind_ == Kind::Mackay || kind_ == Kind::EnGehe)
        j += ",\"max-laps\":" + std::to_string(opts_.maxLaps);
    if (kind_ == Kind::Mackay) j += ",\"reserve\":" + std::to_string(opts_.reserve);
    if (kind_ == Kind::Klamroth || kind_ == Kind::EnGehe)
        j += ",\"columns\":" + std::to_string(columns_);
    if (kind_ == Kind::EnGehe) j += ",\"seeds\":" + std::to_string(opts_.seeds);
    j += "}";

    j += ",\"ply\":" + std::to_string(ply_);
    j += ",\"toMove\":\"" + playerName(toMove_) + "\"";
    if (kind_ == Kind::Mackay) j += ",\"phase\":" + std::to_string(phase());

    j += ",\"rows\":{";
    for (int r = 0; r < rowCount_; ++r) {
        if (r > 0) j += ",";
        j += '"';
        j += static_cast<char>('a' + r);
        j += "\":";
        j += intList(state_.rows[r]);
    }
    j += "}";

    if (kind_ == Kind::Mackay)
        j += ",\"reserves\":[" + std::to_string(state_.reserves[South]) + "," +
             std::to_string(state_.reserves[North]) + "]";
    else
        j += ",\"captured\":[" + std::to_string(state_.captured[South]) + "," +
             std::to_string(state_.captured[North]) + "]";

    j += std::string(",\"over\":") + (over_ ? "true" : "false");
    j += ",\"winner\":";
    if (winner_ == South)
        j += "\"south\"";
    else if (winner_ == North)
        j += "\"north\"";
    else if (winner_ == Draw)
        j += "\"draw\"";
    else
        j += "null";

    j += ",\"legal\":[";
    const std::vector<std::string> moves = legalMoves();
    for (size_t i = 0; i < moves.size(); ++i) {
        if (i > 0) j += ",";
        j += "\"" + moves[i] + "\"";
    }
    j += "]}";
    return j;
}

// ---------------------------------------------------------------- perft, selfplay

namespace {

void perftWalk(const NaiveGame& game, int done, int depth, std::vector<long long>& counts) {
    const std::vector<Pit> moves = game.legalPits();
    counts[done + 1] += static_cast<long long>(moves.size());
    if (done + 1 >= depth) return;
    for (const Pit& m : moves) {
        NaiveGame child = game;
        child.playPit(m);
        perftWalk(child, done + 1, depth, counts);
    }
}

}  // namespace

std::vector<long long> perft(const NaiveOptions& opts, int depth) {
    std::vector<long long> counts(depth + 1, 0);
    counts[0] = 1;
    if (depth < 1) return counts;
    NaiveGame start(opts);
    perftWalk(start, 0, depth, counts);
    return counts;
}

SelfplayResult selfplay(const NaiveOptions& opts, long long games, std::uint64_t seed) {
    SelfplayResult result;
    std::mt19937_64 rng(seed);
    const auto t0 = std::chrono::steady_clock::now();

    for (long long g = 0; g < games; ++g) {
        NaiveGame game(opts);
        while (!game.over()) {
            std::vector<Pit> cands = game.candidates();
            bool moved = false;
            while (!cands.empty()) {
                std::uniform_int_distribution<size_t> pick(0, cands.size() - 1);
                const size_t i = pick(rng);
                if (game.tryPlayLazy(cands[i])) {
                    moved = true;
                    break;
                }
                cands.erase(cands.begin() + static_cast<std::ptrdiff_t>(i));  // endless: drop it
            }
            if (!moved) game.noLegalMove();
        }
        result.games += 1;
        result.plies += game.ply();
        result.wins[game.winner()] += 1;
    }

    const auto t1 = std::chrono::steady_clock::now();
    result.seconds = std::chrono::duration<double>(t1 - t0).count();
    return result;
}

}  // namespace naive
