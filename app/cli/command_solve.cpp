#include <iostream>

#include "arguments.h"
#include "commands.h"
#include "json_writer.h"
#include "solver/solve.h"

namespace enkang::cli {
namespace {

std::string_view valueName(solver::Value v) {
    return solver::isWin(v) ? "win" : solver::isLoss(v) ? "loss" : "draw";
}

}  // namespace

int runSolve(const Args& args) {
    const Arguments parsed = Arguments::parse(args, {"--scratch", "--memory", "--threads"});
    const Options options = parsed.gameOptions();
    if (parsed.positional.size() != 1) throw UsageError{"solve takes GAME"};
    if (options.game != GameId::KimasaiKlamroth)
        throw UsageError{"solve: only kimasai-klamroth is solved"};
    if (options.columns > solver::kMaxSolverColumns)
        throw UsageError{"solve: option 'columns=" + std::to_string(options.columns) +
                         "': the solver takes at most " +
                         std::to_string(solver::kMaxSolverColumns) + " columns"};
    const solver::Resources resources{
        parsed.flag("--scratch").value_or(""),
        std::uint64_t(parsed.integerFlag("--memory", 0, 1 << 20, 1024)) << 20,
        int(parsed.integerFlag("--threads", 1, 64, 1))};
    const solver::Solution solution(
        options, [](const std::string& line) { std::cerr << line << std::endl; }, resources);
    const solver::Value value = solution.startValue();
    const std::vector<Move> line = solution.bestLine();
    const Geometry& geometry = solution.rules().geometry();

    JsonWriter json;
    json.beginObject();
    json.key("game").value(gameIdName(options.game));
    json.key("options").beginObject();
    json.key("columns").value(options.columns);
    json.key("first").value(playerName(options.first)).endObject();
    json.key("value").value(valueName(value));
    json.key("move");
    if (solver::isLoss(value) || line.empty())
        json.null();
    else
        json.value(geometry.name(line.front()));
    if (value != solver::kDraw) json.key("plies").value(solver::pliesOf(value));
    json.key("positions").value(solution.positions());
    json.key("seconds").value(solution.seconds());
    json.key("threads").value(resources.threads);
    json.key("peakBytes").value(solution.peakBytes());
    const solver::Tally& tally = solution.tally();
    json.key("positionsWon").value(tally.wins);
    json.key("positionsLost").value(tally.losses);
    json.key("positionsDrawn").value(tally.draws);
    json.key("longestPlies").value(tally.longest);
    json.key("checkedAgainstEngine").value(solution.checkedAgainstEngine());
    json.key("line").beginArray();
    for (Move m : line) json.value(geometry.name(m));
    json.endArray();
    json.endObject();
    std::cout << json.text() << '\n';
    return 0;
}

}  // namespace enkang::cli
