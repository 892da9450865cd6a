#include <chrono>
#include <iostream>
#include <thread>

#include "arguments.h"
#include "commands.h"
#include "engine/selfplay.h"
#include "json_writer.h"

namespace enkang::cli {

int runSelfPlay(const Args& args) {
    const Arguments parsed = Arguments::parse(args, {"--games", "--seed", "--threads"});
    const Options options = parsed.gameOptions();
    if (parsed.positional.size() != 1) throw UsageError{"selfplay takes GAME --games N"};
    if (!parsed.flag("--games")) throw UsageError{"selfplay needs --games N"};
    const auto games = static_cast<std::uint64_t>(parsed.integerFlag("--games", 0, 100000000, 1));
    const auto seed =
        static_cast<std::uint64_t>(parsed.integerFlag("--seed", 0, 999999999999999999LL, 1));
    const auto threads = static_cast<int>(parsed.integerFlag("--threads", 1, 256, 1));
    const Rules rules(options);
    const auto started = std::chrono::steady_clock::now();
    const SelfPlayTotals totals = selfPlay(rules, games, seed, threads);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    JsonWriter json;
    json.beginObject();
    json.key("game").value(gameIdName(options.game));
    json.key("games").value(totals.games);
    json.key("plies").value(totals.plies);
    json.key("wins").beginObject();
    json.key("south").value(totals.southWins).key("north").value(totals.northWins);
    json.key("draw").value(totals.draws).endObject();
    json.key("endlessMovesSkipped").value(totals.endlessSkipped);
    json.key("seed").value(seed);
    json.key("threads").value(threads);
    json.key("seconds").value(seconds);
    json.key("playoutsPerSecond").value(seconds > 0 ? double(totals.games) / seconds : 0.0);
    json.endObject();
    std::cout << json.text() << '\n';
    return 0;
}

}  // namespace enkang::cli
