// Self-play speed of the engine against the straightforward implementation
// in bench/naive (board copied for each candidate, random moves sampled
// lazily), on the same number of games. Prints a Markdown table for the
// README. Not a test: figures vary with the machine.
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "bench/naive/naive_engine.h"
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
};

double seconds(const std::chrono::steady_clock::time_point& since) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace

int main(int argc, char** argv) {
    const double scale = argc > 1 ? std::stod(argv[1]) : 1.0;  // more games for steadier figures
    const std::vector<Case> cases = {
        {"Bao la Kimasai, two-phase (4x8)", GameId::KimasaiMackay, "kimasai-mackay", 0, 20000},
        {"Bao la Kimasai, four-row (4x12)", GameId::KimasaiKlamroth, "kimasai-klamroth", 0, 5000},
        {"En Gehé 2x40", GameId::EnGehe, "en-gehe", 40, 4000},
        {"En Gehé 2x50", GameId::EnGehe, "en-gehe", 50, 3000},
    };
    std::printf("sizeof(Position) = %zu bytes\n\n", sizeof(Position));
    std::printf("| game | games | plies/game | engine playouts/s | naive playouts/s | ratio |\n");
    std::printf("|---|---:|---:|---:|---:|---:|\n");
    for (const Case& c : cases) {
        const auto games = static_cast<long long>(double(c.games) * scale);
        Options o = Options::defaults(c.game);
        if (c.columns) o.columns = c.columns;
        const Rules rules(o);
        auto start = std::chrono::steady_clock::now();
        const SelfPlayTotals ours = selfPlay(rules, std::uint64_t(games), 1);
        const double oursSeconds = seconds(start);

        naive::NaiveOptions no;
        no.game = c.naiveGame;
        no.columns = c.columns;
        start = std::chrono::steady_clock::now();
        naive::selfplay(no, games, 1);
        const double naiveSeconds = seconds(start);

        const double oursRate = double(games) / oursSeconds,
                     naiveRate = double(games) / naiveSeconds;
        std::printf("| %s | %lld | %.0f | %.0f | %.0f | %.1fx |\n", c.label, games,
                    double(ours.plies) / double(games), oursRate, naiveRate, oursRate / naiveRate);
    }
    return 0;
}
