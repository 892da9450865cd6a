// How many of the four-row game's reachable positions have a facing
// front-row pair (a seed in b_k and the opponent's in c_k), counted over
// the solver's forward pass (docs/solved.md, "Facing front-row pairs"):
// what an index that left such pairs out would have to store apart. Not a
// test.
//   bench_facing_pairs COLUMNS [SCRATCH_DIR] [THREADS=2]   (4x9: about 13 minutes, 4 GB)
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "solver/kernel.h"
#include "solver/layers.h"
#include "solver/passes.h"

using namespace enkang;
using namespace enkang::solver;

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_facing_pairs COLUMNS [SCRATCH_DIR] [THREADS]\n");
        return 2;
    }
    Options options = Options::defaults(GameId::KimasaiKlamroth);
    options.columns = std::stoi(argv[1]);
    const std::string scratch = argc > 2 ? argv[2] : "";
    const int threads = argc > 3 ? std::stoi(argv[3]) : 2;
    const Rules rules(options);
    const Kernel kernel(rules);
    Layers layers(kernel, scratch, std::uint64_t{1024} << 20);
    markReachable(
        layers, kernel.fromPosition(rules.start()),
        [](const std::string& line) { std::cerr << line << "\n"; }, threads);
    // Each column's front pits, by the engine's names.
    const int columns = options.columns;
    std::vector<int> southFront(static_cast<std::size_t>(columns), 0), northFront = southFront;
    for (int pit = 0; pit < rules.pitCount(); ++pit) {
        const std::string name = rules.geometry().name(pit);
        const int column = std::stoi(name.substr(1)) - 1;
        if (name[0] == 'b') southFront[std::size_t(column)] = pit;
        if (name[0] == 'c') northFront[std::size_t(column)] = pit;
    }
    std::uint64_t total = 0;
    std::vector<std::uint64_t> byPairs(std::size_t(columns) + 1, 0);
    for (int a = 0; a <= layers.trackLength(); ++a)
        for (int b = 0; b <= layers.trackLength(); ++b) {
            const Layer& layer = layers.load(a, b);
            if (!layer.present) continue;
            layer.reach.forEachSet([&](std::uint64_t i) {
                const Position p = kernel.toPosition(layers.index().keyAt(a, b, i), Player(0));
                int pairs = 0;
                for (int c = 0; c < columns; ++c)
                    pairs += p.pits[southFront[std::size_t(c)]] > 0 &&
                             p.pits[northFront[std::size_t(c)]] > 0;
                ++byPairs[std::size_t(pairs)];
                ++total;
            });
            layers.keepOnly({});
        }
    const std::uint64_t facing = total - byPairs[0];
    std::printf("4x%d: %llu reachable positions, %llu with a facing pair (%.2f%%); by pairs:",
                columns, (unsigned long long)total, (unsigned long long)facing,
                100.0 * double(facing) / double(total));
    for (int k = 1; k <= columns && byPairs[std::size_t(k)] > 0; ++k)
        std::printf(" %d: %llu", k, (unsigned long long)byPairs[std::size_t(k)]);
    std::printf("\n");
    return 0;
}
