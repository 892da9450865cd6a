// `ai`, `match` and `analyse`: the computer opponent from the command line.
#include <iostream>

#include "arguments.h"
#include "commands.h"
#include "endgames_flag.h"
#include "engine/ai/match.h"
#include "game_json.h"

namespace enkang::cli {
namespace {

void writeTally(JsonWriter& json, const ai::MatchTally& t) {
    json.beginObject();
    json.key("wins").value(t.wins).key("draws").value(t.draws).key("losses").value(t.losses);
    json.key("moves").value(t.moves);
    json.key("meanSecondsPerMove").value(t.moves ? t.seconds / t.moves : 0.0);
    json.endObject();
}

ai::PlayerSpec playerFlag(const Arguments& parsed, const std::string& flag) {
    const auto text = parsed.flag(flag);
    ai::PlayerSpec spec;
    if (!text) throw UsageError{"match needs " + flag + " random|ai:N"};
    if (!ai::PlayerSpec::parse(*text, spec))
        throw UsageError{flag + " '" + *text + "': expected random or ai:1 .. ai:5"};
    return spec;
}

// What the tables say of the position the move was chosen for: covered or
// not, and if so the result for the side to move and the plies to the end.
void writeEndgame(JsonWriter& json, const solver::EndgameTable& table, const Position& p) {
    const int plies = table.pliesToEnd(p);
    json.beginObject();
    json.key("seeds").value(table.maxSeeds());
    json.key("covered").value(plies >= 0);
    if (plies >= 0) {
        json.key("result").value(plies % 2 == 1 ? "win" : "loss");
        json.key("plies").value(plies);
    }
    json.endObject();
}

// Level 5's time a move: --seconds, one second unless given.
double level5Seconds(const Arguments& parsed) {
    return parsed.decimalFlag("--seconds", 0.01, 600, ai::kLevel5Seconds);
}

}  // namespace

int runAi(const Args& args) {
    const Arguments parsed =
        Arguments::parse(args, {"--level", "--seed", "--endgames", "--seconds"});
    GameState game(parsed.gameOptions());
    const int level = int(parsed.integerFlag("--level", ai::kMinLevel, ai::kMaxLevel, 0));
    if (level == 0) throw UsageError{"ai needs --level 1..5"};
    const ai::Level5Budget budget{level5Seconds(parsed)};
    if (parsed.flag("--seconds") && level != ai::kMaxLevel)
        throw UsageError{
            "--seconds is level 5's time a move; levels 1 to 4 search to a fixed depth"};
    const auto seed = std::uint64_t(parsed.integerFlag("--seed", 0, 999999999999LL, 1));
    playMoves(game, parsed.positional, 1);
    if (game.position().over()) throw UsageError{"the game is over: there is no move to choose"};
    const auto endgames = endgamesFromFlag(parsed, game.rules().options());
    const ai::SearchResult r =
        ai::chooseMove(game.rules(), game.position(), game.history(), level, seed, nullptr, budget);
    JsonWriter json;
    json.beginObject();
    json.key("move").value(game.rules().geometry().name(r.move));
    json.key("score").value(r.score);
    json.key("depth").value(r.depth);
    json.key("nodes").value(r.nodes);
    json.key("seconds").value(r.seconds);
    json.key("level").value(level);
    if (endgames) {
        json.key("endgame");
        writeEndgame(json, *endgames, game.position());
    }
    json.endObject();
    std::cout << json.text() << '\n';
    return 0;
}

int runMatch(const Args& args) {
    const Arguments parsed =
        Arguments::parse(args, {"--south", "--north", "--games", "--seed", "--threads", "--opening",
                                "--endgames", "--seconds"});
    const Options options = parsed.gameOptions();
    ai::PlayerSpec south = playerFlag(parsed, "--south");
    ai::PlayerSpec north = playerFlag(parsed, "--north");
    south.level5Seconds = north.level5Seconds = level5Seconds(parsed);
    if (parsed.flag("--seconds") && south.level != ai::kMaxLevel && north.level != ai::kMaxLevel)
        throw UsageError{"--seconds is level 5's time a move, and neither player is ai:5"};
    if (!parsed.flag("--games")) throw UsageError{"match needs --games N"};
    const int games = int(parsed.integerFlag("--games", 1, 100000, 1));
    const auto seed = std::uint64_t(parsed.integerFlag("--seed", 0, 999999999999LL, 1));
    const int threads = int(parsed.integerFlag("--threads", 1, 64, 1));
    const int opening = int(parsed.integerFlag("--opening", 0, 1000, 0));
    const auto endgames = endgamesFromFlag(parsed, options);
    const ai::MatchResult r = ai::playMatch(options, south, north, games, seed, threads, opening);
    JsonWriter json;
    json.beginObject();
    json.key("game").value(gameIdName(options.game));
    json.key("games").value(r.games);
    json.key("plies").value(r.plies);
    json.key("south").value(south.name());
    json.key("north").value(north.name());
    json.key("results").beginObject();
    json.key("south");
    writeTally(json, r.first);
    json.key("north");
    writeTally(json, r.second);
    json.endObject();
    json.key("openingPlies").value(opening);
    json.key("level5Seconds").value(south.level5Seconds);
    json.key("endgameSeeds").value(endgames ? endgames->maxSeeds() : 0);
    json.key("note").value("players swap sides every other game; 'south' names the --south player");
    json.endObject();
    std::cout << json.text() << '\n';
    return 0;
}

int runAnalyse(const Args& args) {
    const Arguments parsed = Arguments::parse(args, {"--level", "--seconds"});
    const Options options = parsed.gameOptions();
    const int level = int(parsed.integerFlag("--level", 2, ai::kMaxLevel, 4));
    if (parsed.flag("--seconds") && level != ai::kMaxLevel)
        throw UsageError{
            "--seconds is level 5's time a move; levels 2 to 4 search to a fixed depth"};
    GameState game(options);
    playMoves(game, parsed.positional, 1);  // validates every move first
    const std::vector<Move> moves = game.moves();
    const auto analysis =
        ai::analyseGame(options, moves, level, ai::Level5Budget{level5Seconds(parsed)});
    const Geometry& g = game.rules().geometry();
    JsonWriter json;
    json.beginObject();
    json.key("game").value(gameIdName(options.game));
    json.key("level").value(level);
    json.key("moves").beginArray();
    for (std::size_t i = 0; i < analysis.size(); ++i) {
        const auto& a = analysis[i];
        json.beginObject();
        json.key("number").value(int(i + 1));
        json.key("played").value(g.name(a.played));
        json.key("best").value(g.name(a.best));
        json.key("evalBefore").value(a.before);
        json.key("evalAfter").value(a.after);
        json.key("depth").value(a.depth);
        json.key("mark");
        if (*a.mark)
            json.value(a.mark);
        else
            json.null();
        json.endObject();
    }
    json.endArray();
    json.endObject();
    std::cout << json.text() << '\n';
    return 0;
}

}  // namespace enkang::cli
