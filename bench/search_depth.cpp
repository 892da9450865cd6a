// Time and nodes the search needs to reach a fixed depth, per game, on 12
// positions from seeded random play (the table cleared before each): how
// search changes are compared (docs/ai-tuning.md). The score sum must not
// change with a change that keeps values. CPU seconds of this process. Not
// a test: figures vary with the machine.
//   bench_search_depth
#include <cstdio>
#include <ctime>

#include "engine/ai/search.h"
#include "engine/game_state.h"
#include "engine/random.h"

using namespace enkang;

namespace {

double cpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

struct Case {
    const char* label;
    GameId game;
    int columns;  // 0: the game's default
    int depth;
};

}  // namespace

int main() {
    const Case cases[] = {
        {"Kimasai two-phase (4x8)", GameId::KimasaiMackay, 0, 9},
        {"Kimasai four-row (4x12)", GameId::KimasaiKlamroth, 0, 16},
        {"En Gehé 2x40", GameId::EnGehe, 40, 7},
    };
    std::printf("| game | depth | positions | nodes | CPU s | score sum |\n");
    std::printf("|---|---:|---:|---:|---:|---:|\n");
    for (const Case& c : cases) {
        Options o = Options::defaults(c.game);
        if (c.columns) o.columns = c.columns;
        const Rules rules(o);
        ai::Searcher searcher(rules, {}, 21);
        Random random(5);
        std::uint64_t nodes = 0;
        long long scoreSum = 0;
        int positions = 0;
        const double started = cpuSeconds();
        for (int k = 0; k < 12; ++k) {
            GameState game(o);
            const int plies = 4 + int(random.below(30));
            for (int i = 0; i < plies && !game.position().over(); ++i) {
                const MoveList& legal = game.legalMoves();
                game.play(legal[int(random.below(std::uint32_t(legal.size)))]);
            }
            if (game.position().over()) continue;
            searcher.clearTable();
            ai::SearchLimits limits;
            limits.maxDepth = c.depth;
            const ai::SearchResult r = searcher.search(game.position(), game.history(), limits, 1);
            nodes += r.nodes;
            scoreSum += r.score;
            ++positions;
        }
        std::printf("| %s | %d | %d | %llu | %.2f | %lld |\n", c.label, c.depth, positions,
                    (unsigned long long)nodes, cpuSeconds() - started, scoreSum);
        std::fflush(stdout);
    }
    return 0;
}
