#include <iostream>

#include "arguments.h"
#include "commands.h"
#include "engine/perft.h"

namespace enkang::cli {

int runPerft(const Args& args) {
    const Arguments parsed = Arguments::parse(args, {});
    const Options options = parsed.gameOptions();
    if (parsed.positional.size() != 2) throw UsageError{"perft takes GAME DEPTH"};
    const auto depth = static_cast<int>(parseInteger("DEPTH", parsed.positional[1], 0, 12));
    const auto counts = perft(options, depth);
    for (int d = 0; d < depth; ++d)
        std::cout << "depth " << d + 1 << " nodes " << counts[d] << '\n';
    return 0;
}

}  // namespace enkang::cli
