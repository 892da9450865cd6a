// Self-play speed of the engine against two slower implementations on the
// same number of games, all printed in one run: bench/plain (a fair
// straightforward one: std::vector<int> board, state copied per move, the
// rules as written) and bench/naive (the differential-testing oracle: a
// vector of rows, legality by simulation, a set of position strings).
// Before timing, plain's perft must equal the engine's. Rates are games per
// CPU second, the best of three rounds. Prints a Markdown table for the
// README. Not a test: figures vary with the machine.
//   bench_engine_speed [SCALE=1]   (SCALE times the games, for steadier figures)
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "bench/naive/naive_engine.h"
#include "bench/plain/plain_game.h"
#include "engine/perft.h"
#include "engine/position.h"
#include "engine/selfplay.h"

using namespace enkang;

namespace {

struct Case {
    const char* label;
    GameId game;
    const char* naiveGame;
    int columns;  // 0: the game's default
    long long games;
    int perftDepth;  // plain's perft checked against the engine's to this depth
};

// CPU seconds of this process: on a shared machine wall time counts the
// other jobs too.
double cpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

// Games per CPU second of `run()`, which plays `games` games.
template <class Run>
double rate(long long games, const Run& run) {
    const double start = cpuSeconds();
    run();
    return double(games) / (cpuSeconds() - start);
}

}  // namespace

int main(int argc, char** argv) {
    const double scale = argc > 1 ? std::stod(argv[1]) : 1.0;
    const std::vector<Case> cases = {
        {"Bao la Kimasai, two-phase (4x8)", GameId::KimasaiMackay, "kimasai-mackay", 0, 20000, 5},
        {"Bao la Kimasai, four-row (4x12)", GameId::KimasaiKlamroth, "kimasai-klamroth", 0, 5000,
         8},
        {"En Gehé 2x40", GameId::EnGehe, "en-gehe", 40, 4000, 3},
        {"En Gehé 2x50", GameId::EnGehe, "en-gehe", 50, 3000, 2},
    };
    std::printf("sizeof(Position) = %zu bytes\n\n", sizeof(Position));
    std::printf(
        "| game | games | plies/game (engine) | plies/game (plain) | engine playouts/s | plain "
        "playouts/s | engine / plain | naive playouts/s | engine / naive |\n");
    std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const Case& c : cases) {
        const auto games = static_cast<long long>(double(c.games) * scale);
        Options o = Options::defaults(c.game);
        if (c.columns) o.columns = c.columns;
        const std::vector<std::uint64_t> counts = perft(o, c.perftDepth);
        if (plain::perft(o, c.perftDepth) != (long long)counts.back()) {
            std::fprintf(stderr, "%s: plain's perft(%d) differs from the engine's\n", c.label,
                         c.perftDepth);
            return 1;
        }
        const Rules rules(o);
        naive::NaiveOptions no;
        no.game = c.naiveGame;
        no.columns = c.columns;
        // The best of three rounds, the three implementations taking turns.
        SelfPlayTotals ours;
        plain::Totals theirs;
        double oursRate = 0, plainRate = 0, naiveRate = 0;
        for (int round = 0; round < 3; ++round) {
            oursRate = std::max(
                oursRate, rate(games, [&] { ours = selfPlay(rules, std::uint64_t(games), 1); }));
            plainRate =
                std::max(plainRate, rate(games, [&] { theirs = plain::selfPlay(o, games, 1); }));
            naiveRate = std::max(naiveRate, rate(games, [&] { naive::selfplay(no, games, 1); }));
        }
        std::printf("| %s | %lld | %.0f | %.0f | %.0f | %.0f | %.2fx | %.0f | %.1fx |\n", c.label,
                    games, double(ours.plies) / double(games), double(theirs.plies) / double(games),
                    oursRate, plainRate, oursRate / plainRate, naiveRate, oursRate / naiveRate);
        std::fflush(stdout);
    }
    return 0;
}
