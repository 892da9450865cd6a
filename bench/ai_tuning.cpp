// Self-play matches between two search configurations (evaluation weights,
// depth, node budget, or Monte Carlo tree search) on two threads: how the evaluation weights in
// engine/ai/evaluation.h were chosen. Prints one line per match. Not a test.
//
//   bench_ai_tuning GAME GAMES "A" "B" [K=V option]...
// where A and B are comma-separated settings, for instance
//   "nodes=60000,klamrothSeeds=10,klamrothMobility=1"   or   "depth=4"   or   "ms=250"
// (ms: iterative deepening for that many milliseconds of CPU time a move, as level 5;
// partial=0: an iteration the clock stops counts for nothing, as before December 2026)
// or Monte Carlo tree search: "mcts=PLAYOUTS[,uct=100ths][,playout=PLIES]".
// Settings not given keep their defaults (the shipped weights). Each pair of
// games opens with OPENING random plies (environment variable, default 8),
// the same for both sides, so that the games differ.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench/eval_fields.h"
#include "engine/ai/match.h"
#include "engine/ai/mcts.h"

using namespace enkang;
using namespace enkang::ai;

namespace {

struct Config {
    EvalWeights weights;
    SearchLimits limits;
    SearchFeatures features;
    bool mcts = false;
    MctsLimits mctsLimits;
};

bool parseConfig(const std::string& text, Config& out) {
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find(',', at), text.size());
        const std::string item = text.substr(at, end - at);
        at = end + 1;
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos) return false;
        const std::string key = item.substr(0, eq);
        const long long value = std::atoll(item.c_str() + eq + 1);
        if (key == "depth") {
            out.limits.maxDepth = int(value);
        } else if (key == "mcts") {
            out.mcts = true;
            out.mctsLimits.maxPlayouts = std::uint64_t(value);
        } else if (key == "uct") {
            out.mctsLimits.exploration = double(value) / 100;
        } else if (key == "playout") {
            out.mctsLimits.playoutPlies = int(value);
        } else if (key == "nodes") {
            out.limits.maxNodes = std::uint64_t(value);
        } else if (key == "ms") {  // deepening for this long, CPU time of its thread, as level 5
            out.limits.maxSeconds = double(value) / 1000;
            out.limits.cpuClock = true;
        } else if (key == "partial") {  // 0: a stopped iteration's finished moves are dropped
            out.features.partialIterations = value != 0;
        } else if (!bench::setEvalWeight(out.weights, key.c_str(), int(value))) {
            std::fprintf(stderr, "unknown setting '%s'\n", key.c_str());
            return false;
        }
    }
    return true;
}

MoveChooser chooserFor(const Config& config) {
    return [config](const GameState& game, std::uint64_t seed) {
        if (config.mcts) {
            Mcts mcts(game.rules(), config.weights);
            return mcts.search(game.position(), game.history(), config.mctsLimits, seed).move;
        }
        Searcher searcher(game.rules(), config.weights, 18, config.features);
        return searcher.search(game.position(), game.history(), config.limits, seed).move;
    };
}

}  // namespace

int main(int argc, char** argv) {
    GameId game;
    Config a, b;
    if (argc < 5 || !parseGameId(argv[1], game) || !parseConfig(argv[3], a) ||
        !parseConfig(argv[4], b)) {
        std::fprintf(stderr,
                     "usage: bench_ai_tuning GAME GAMES \"A settings\" \"B settings\" "
                     "[K=V]...\n");
        return 2;
    }
    Options options = Options::defaults(game);
    for (int i = 5; i < argc; ++i) {
        const std::string error = options.set(argv[i]);
        if (!error.empty()) {
            std::fprintf(stderr, "%s\n", error.c_str());
            return 2;
        }
    }
    const int games = std::atoi(argv[2]);
    const char* openingText = std::getenv("OPENING");
    const int openingPlies = openingText ? std::atoi(openingText) : 8;
    const MatchResult total =
        playMatch(options, chooserFor(a), chooserFor(b), MatchPlan{games, 11, 2, openingPlies, {}});
    const MatchTally& s = total.first;
    std::printf(
        "%s  A=[%s] B=[%s]  games %d  A W-D-L %d-%d-%d  A score %.1f%%  plies/game %.0f  "
        "s/move A %.4f B %.4f\n",
        argv[1], argv[3], argv[4], total.games, s.wins, s.draws, s.losses,
        100.0 * (s.wins + 0.5 * s.draws) / std::max(1, total.games),
        double(total.plies) / std::max(1, total.games), s.seconds / std::max(1, s.moves),
        total.second.seconds / std::max(1, total.second.moves));
    return 0;
}
