#include "endgames_flag.h"

#include <cstdio>

#include "engine/ai/endgame.h"
#include "solver/kernel.h"

namespace enkang::cli {

std::shared_ptr<const solver::EndgameTable> endgamesFromFlag(const Arguments& parsed,
                                                             const Options& options) {
    const int seeds = int(parsed.integerFlag("--endgames", 0, kMaxEndgameSeeds, 0));
    if (seeds == 0) return nullptr;
    if (options.game != GameId::KimasaiKlamroth)
        throw UsageError{"--endgames: only for kimasai-klamroth (the four-row game)"};
    if (options.columns > solver::kMaxSolverColumns)
        throw UsageError{"--endgames: at most " + std::to_string(solver::kMaxSolverColumns) +
                         " columns (the solver's largest board)"};
    std::fprintf(stderr, "endgame tables: every arrangement of at most %d seeds on 4x%d...\n",
                 seeds, options.columns);
    // `match --threads T` builds them on T threads too (`ai` has no such flag: one).
    const int threads = int(parsed.integerFlag("--threads", 1, 64, 1));
    auto table =
        std::make_shared<const solver::EndgameTable>(options, seeds, solver::Progress{}, threads);
    std::fprintf(stderr, "endgame tables: %llu positions in %.1f s, %llu MB\n",
                 (unsigned long long)table->positions(), table->seconds(),
                 (unsigned long long)(table->bytes() >> 20));
    ai::setLevel5Endgames(options, table);
    return table;
}

}  // namespace enkang::cli
