// naive-cli: the command-line interface of the naive reference engine.
//
//   naive-cli play GAME [--set K=V]... [MOVE]...
//   naive-cli perft GAME DEPTH [--set K=V]...
//   naive-cli selfplay GAME --games N [--seed S] [--set K=V]...
//
// Output formats follow cli.md (`enkang-cli`).
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "naive_engine.h"

namespace {

const char* const kUsage =
    "usage:\n"
    "  naive-cli play GAME [--set K=V]... [MOVE]...\n"
    "  naive-cli perft GAME DEPTH [--set K=V]...\n"
    "  naive-cli selfplay GAME --games N [--seed S] [--set K=V]...\n"
    "games: kimasai-mackay, kimasai-klamroth, en-gehe\n";

int usageError(const std::string& message) {
    std::cerr << "naive-cli: " << message << "\n" << kUsage;
    return 2;
}

// Applies "K=V"; returns "" or an error text.
std::string applySet(naive::NaiveOptions& opts, const std::string& kv) {
    const auto eq = kv.find('=');
    if (eq == std::string::npos) return "option '" + kv + "': expected KEY=VALUE";
    return naive::parseOption(opts, kv.substr(0, eq), kv.substr(eq + 1));
}

bool parseCount(const std::string& text, long long& out) {
    if (text.empty() || text.size() > 15) return false;
    out = 0;
    for (char ch : text) {
        if (ch < '0' || ch > '9') return false;
        out = out * 10 + (ch - '0');
    }
    return true;
}

int cmdPlay(const std::string& game, const std::vector<std::string>& args) {
    naive::NaiveOptions opts;
    opts.game = game;
    std::vector<std::string> moves;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--set") {
            if (i + 1 >= args.size()) return usageError("--set needs KEY=VALUE");
            const std::string error = applySet(opts, args[++i]);
            if (!error.empty()) {
                std::cerr << error << "\n";
                return 2;
            }
        } else {
            moves.push_back(args[i]);
        }
    }
    naive::NaiveGame g(opts);
    for (size_t i = 0; i < moves.size(); ++i) {
        const std::string error = g.play(moves[i]);
        if (!error.empty()) {
            std::cerr << "move " << (i + 1) << " '" << moves[i] << "': " << error << "\n";
            return 2;
        }
    }
    std::cout << g.toJson() << "\n";
    return 0;
}

int cmdPerft(const std::string& game, const std::vector<std::string>& args) {
    naive::NaiveOptions opts;
    opts.game = game;
    long long depth = -1;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--set") {
            if (i + 1 >= args.size()) return usageError("--set needs KEY=VALUE");
            const std::string error = applySet(opts, args[++i]);
            if (!error.empty()) {
                std::cerr << error << "\n";
                return 2;
            }
        } else if (depth < 0 && parseCount(args[i], depth)) {
            // DEPTH
        } else {
            return usageError("unexpected argument '" + args[i] + "'");
        }
    }
    if (depth < 0 || depth > 100) return usageError("perft needs DEPTH (0..100)");
    const std::vector<long long> counts = naive::perft(opts, static_cast<int>(depth));
    for (long long d = 1; d <= depth; ++d)
        std::cout << "depth " << d << " nodes " << counts[d] << "\n";
    return 0;
}

int cmdSelfplay(const std::string& game, const std::vector<std::string>& args) {
    naive::NaiveOptions opts;
    opts.game = game;
    long long games = -1;
    long long seed = 1;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--set") {
            if (i + 1 >= args.size()) return usageError("--set needs KEY=VALUE");
            const std::string error = applySet(opts, args[++i]);
            if (!error.empty()) {
                std::cerr << error << "\n";
                return 2;
            }
        } else if (args[i] == "--games") {
            if (i + 1 >= args.size() || !parseCount(args[i + 1], games))
                return usageError("--games needs a number");
            ++i;
        } else if (args[i] == "--seed") {
            if (i + 1 >= args.size() || !parseCount(args[i + 1], seed))
                return usageError("--seed needs a number");
            ++i;
        } else {
            return usageError("unexpected argument '" + args[i] + "'");
        }
    }
    if (games < 0) return usageError("selfplay needs --games N");
    const naive::SelfplayResult r = naive::selfplay(opts, games, static_cast<std::uint64_t>(seed));
    const double perSecond = r.seconds > 0 ? static_cast<double>(r.games) / r.seconds : 0.0;
    char numbers[128];
    std::snprintf(numbers, sizeof numbers, "\"seconds\":%.6f,\"playoutsPerSecond\":%.3f", r.seconds,
                  perSecond);
    std::cout << "{\"game\":\"" << game << "\",\"engine\":\"naive\",\"games\":" << r.games
              << ",\"plies\":" << r.plies << ",\"wins\":{\"south\":" << r.wins[naive::South]
              << ",\"north\":" << r.wins[naive::North] << ",\"draw\":" << r.wins[naive::Draw]
              << "}," << numbers << "}\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "help" || args[0] == "--help")
        return args.empty() ? usageError("no command") : (std::cout << kUsage, 0);
    if (args.size() < 2) return usageError("missing GAME");
    const std::string command = args[0];
    const std::string game = args[1];
    naive::NaiveOptions probe;
    probe.game = game;
    const std::string gameError = naive::validateOptions(probe);
    if (!gameError.empty()) {
        std::cerr << gameError << "\n";
        return 2;
    }
    const std::vector<std::string> rest(args.begin() + 2, args.end());
    if (command == "play") return cmdPlay(game, rest);
    if (command == "perft") return cmdPerft(game, rest);
    if (command == "selfplay") return cmdSelfplay(game, rest);
    return usageError("unknown command '" + command + "'");
}
