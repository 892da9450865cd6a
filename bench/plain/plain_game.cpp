#include "bench/plain/plain_game.h"

#include "engine/random.h"

namespace plain {

using enkang::GameId;

Game::Game(const enkang::Options& options)
    : options_(options), rows_(options.game == GameId::EnGehe ? 2 : 4), columns_(options.columns) {
    const int n = columns_, pits = rows_ * n;
    const auto at = [n](int row, int column) { return row * n + column; };
    for (auto& track : next_) track.assign(std::size_t(pits), -1);
    owner_.assign(std::size_t(pits), 0);
    opposite_.assign(std::size_t(pits), -1);
    front_.assign(std::size_t(pits), false);
    for (int c = 0; c < n; ++c) {
        if (rows_ == 2) {
            owner_[std::size_t(at(1, c))] = 1;
            opposite_[std::size_t(at(0, c))] = at(1, c);
            opposite_[std::size_t(at(1, c))] = at(0, c);
            // En Gehé, counterclockwise round the board: a1 .. aN, bN .. b1.
            for (auto& track : next_) {
                track[std::size_t(at(0, c))] = c + 1 < n ? at(0, c + 1) : at(1, n - 1);
                track[std::size_t(at(1, c))] = c > 0 ? at(1, c - 1) : at(0, 0);
            }
            continue;
        }
        owner_[std::size_t(at(2, c))] = owner_[std::size_t(at(3, c))] = 1;
        front_[std::size_t(at(1, c))] = front_[std::size_t(at(2, c))] = true;
        opposite_[std::size_t(at(1, c))] = at(2, c);
        opposite_[std::size_t(at(2, c))] = at(1, c);
        auto& south = next_[0];
        auto& north = next_[1];
        if (options.game == GameId::KimasaiMackay) {
            // Clockwise: South b1 .. bN, aN .. a1; North cN .. c1, d1 .. dN.
            south[std::size_t(at(1, c))] = c + 1 < n ? at(1, c + 1) : at(0, n - 1);
            south[std::size_t(at(0, c))] = c > 0 ? at(0, c - 1) : at(1, 0);
            north[std::size_t(at(2, c))] = c > 0 ? at(2, c - 1) : at(3, 0);
            north[std::size_t(at(3, c))] = c + 1 < n ? at(3, c + 1) : at(2, n - 1);
        } else {
            // Counterclockwise: South a1 .. aN, bN .. b1; North c1 .. cN, dN .. d1.
            south[std::size_t(at(0, c))] = c + 1 < n ? at(0, c + 1) : at(1, n - 1);
            south[std::size_t(at(1, c))] = c > 0 ? at(1, c - 1) : at(0, 0);
            north[std::size_t(at(2, c))] = c + 1 < n ? at(2, c + 1) : at(3, n - 1);
            north[std::size_t(at(3, c))] = c > 0 ? at(3, c - 1) : at(2, 0);
        }
    }
}

State Game::start() const {
    State s;
    const int n = columns_;
    s.pits.assign(std::size_t(rows_ * n), 0);
    s.toMove = options_.first == enkang::North ? 1 : 0;
    for (int c = 0; c < n; ++c) {
        switch (options_.game) {
            case GameId::KimasaiMackay:
                s.pits[std::size_t(n + c)] = s.pits[std::size_t(2 * n + c)] = 1;
                break;
            case GameId::KimasaiKlamroth:
                for (int row = 0; row < 4; ++row) s.pits[std::size_t(row * n + c)] = 1;
                break;
            case GameId::EnGehe:
                s.pits[std::size_t(c)] = s.pits[std::size_t(n + c)] = options_.seeds;
                break;
        }
    }
    if (options_.game == GameId::KimasaiMackay) s.reserve[0] = s.reserve[1] = options_.reserve;
    if (options_.game == GameId::KimasaiKlamroth) {
        s.pits[std::size_t(n)] = 0;              // b1
        s.pits[std::size_t(2 * n + n - 1)] = 0;  // cN
    }
    return s;
}

void Game::candidates(const State& s, std::vector<int>& out) const {
    out.clear();
    const bool stepping = options_.game == GameId::KimasaiKlamroth;
    const auto& next = next_[s.toMove];
    for (int pit = 0; pit < int(s.pits.size()); ++pit)
        if (owner_[std::size_t(pit)] == s.toMove && s.pits[std::size_t(pit)] > 0 &&
            (!stepping || s.pits[std::size_t(next[std::size_t(pit)])] == 0))
            out.push_back(pit);
}

int Game::sow(State& s, int mover, int first, int seeds) const {
    int pit = first;
    for (;;) {
        ++s.pits[std::size_t(pit)];
        if (--seeds == 0) return pit;
        pit = next_[mover][std::size_t(pit)];
    }
}

bool Game::play(State& s, int pit) const {
    const int mover = s.toMove;
    const auto& next = next_[mover];
    auto& pits = s.pits;
    if (options_.game == GameId::KimasaiKlamroth) {
        const int to = next[std::size_t(pit)];
        pits[std::size_t(pit)] = 0;
        pits[std::size_t(to)] = 1;
        const int facing = opposite_[std::size_t(to)];
        if (front_[std::size_t(to)] && pits[std::size_t(facing)] > 0) {
            pits[std::size_t(facing)] = 0;
            ++s.captured[mover];
            const int behind = facing < columns_ * 2 ? facing - columns_ : facing + columns_;
            if (pits[std::size_t(behind)] > 0) {
                pits[std::size_t(behind)] = 0;
                ++s.captured[mover];
            }
        }
    } else {
        const bool mackay = options_.game == GameId::KimasaiMackay;
        const bool phaseTwo = s.reserve[0] == 0 && s.reserve[1] == 0;
        if (mackay && !phaseTwo && s.ply > 0 && s.reserve[mover] > 0) {
            --s.reserve[mover];
            ++pits[std::size_t(pit)];
        }
        int seeds = pits[std::size_t(pit)];
        pits[std::size_t(pit)] = 0;
        int first = next[std::size_t(pit)];
        for (int lap = 1;; ++lap) {
            const int last = sow(s, mover, first, seeds);
            const int facing = opposite_[std::size_t(last)];
            if (pits[std::size_t(last)] == 1) {  // landed in an empty pit: the move ends
                if (!mackay && owner_[std::size_t(last)] == mover &&
                    pits[std::size_t(facing)] > 0) {
                    s.captured[mover] += pits[std::size_t(facing)] + 1;
                    pits[std::size_t(facing)] = pits[std::size_t(last)] = 0;
                }
                break;
            }
            if (lap == options_.maxLaps) return false;  // endless
            if (mackay && phaseTwo && front_[std::size_t(last)] &&
                owner_[std::size_t(last)] == mover && pits[std::size_t(facing)] > 0) {
                seeds = pits[std::size_t(facing)];  // raid: sown from the capturing pit
                pits[std::size_t(facing)] = 0;
                first = last;
            } else {
                seeds = pits[std::size_t(last)];  // relay
                pits[std::size_t(last)] = 0;
                first = next[std::size_t(last)];
            }
        }
    }
    s.toMove = 1 - mover;
    ++s.ply;
    return true;
}

int Game::frontSeeds(const State& s, int player) const {
    int seeds = 0;
    for (int c = 0; c < columns_; ++c)
        seeds += s.pits[std::size_t((player == 0 ? 1 : 2) * columns_ + c)];
    return seeds;
}

void Game::judge(State& s, std::set<std::vector<int>>& seen) const {
    const int next = s.toMove, mover = 1 - next;
    if (options_.game == GameId::KimasaiMackay) {
        if (frontSeeds(s, next) == 0)
            s.winner = mover;
        else if (frontSeeds(s, mover) == 0)
            s.winner = next;
    } else if (options_.game == GameId::KimasaiKlamroth) {
        std::vector<int> moves;
        candidates(s, moves);
        if (moves.empty()) {  // no seed, or no seed that can step
            s.winner = mover;
            return;
        }
        if (!remember(s, seen)) s.winner = kDraw;
    }
}

bool Game::remember(const State& s, std::set<std::vector<int>>& seen) const {
    if (options_.game != GameId::KimasaiKlamroth) return true;
    std::vector<int> key = s.pits;
    key.push_back(s.toMove);
    return seen.insert(std::move(key)).second;
}

void Game::noLegalMove(State& s) const {
    const int mover = 1 - s.toMove;
    if (options_.game != GameId::EnGehe) {
        s.winner = mover;
        return;
    }
    if (s.ply > 0) {  // the seeds left go to the last mover
        for (int& seeds : s.pits) {
            s.captured[mover] += seeds;
            seeds = 0;
        }
    }
    s.winner = s.captured[0] > s.captured[1] ? 0 : s.captured[1] > s.captured[0] ? 1 : kDraw;
}

Totals selfPlay(const enkang::Options& options, long long games, std::uint64_t seed) {
    const Game game(options);
    enkang::Random random(seed);
    Totals totals;
    std::vector<int> candidates;
    std::set<std::vector<int>> seen;
    State scratch;
    for (long long g = 0; g < games; ++g) {
        State s = game.start();
        seen.clear();
        game.remember(s, seen);
        while (s.winner == kOngoing) {
            game.candidates(s, candidates);
            bool moved = false;
            while (!candidates.empty() && !moved) {
                const auto i = random.below(std::uint32_t(candidates.size()));
                scratch = s;
                moved = game.play(scratch, candidates[i]);
                candidates[i] = candidates.back();
                candidates.pop_back();
            }
            if (!moved) {
                game.noLegalMove(s);
                break;
            }
            if (scratch.captured[0] + scratch.captured[1] != s.captured[0] + s.captured[1])
                seen.clear();  // a capture: no earlier position can return
            std::swap(s, scratch);
            ++totals.plies;
            game.judge(s, seen);
        }
        ++totals.games;
    }
    return totals;
}

namespace {

long long perftFrom(const Game& game, const State& s, int depth, std::set<std::vector<int>>& seen) {
    if (depth == 0) return 1;
    if (s.winner != kOngoing) return 0;
    std::vector<int> moves;
    game.candidates(s, moves);
    long long total = 0;
    for (int pit : moves) {
        State next = s;
        if (!game.play(next, pit)) continue;
        std::set<std::vector<int>> after = seen;
        game.judge(next, after);
        total += perftFrom(game, next, depth - 1, after);
    }
    return total;
}

}  // namespace

long long perft(const enkang::Options& options, int depth) {
    const Game game(options);
    const State s = game.start();
    std::set<std::vector<int>> seen;
    game.remember(s, seen);
    return perftFrom(game, s, depth, seen);
}

}  // namespace plain
