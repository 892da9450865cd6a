// enkang-cli: the engine's fixed command-line interface (see docs/cli.md).
#include <iostream>
#include <map>

#include "arguments.h"
#include "commands.h"

int main(int argc, char** argv) {
    using namespace enkang::cli;
    const std::map<std::string, int (*)(const Args&)> commands = {
        {"play", runPlay},       {"perft", runPerft},     {"selfplay", runSelfPlay},
        {"help", runHelp},       {"ai", runAi},           {"match", runMatch},
        {"analyse", runAnalyse}, {"analyze", runAnalyse}, {"tutorials", runTutorials},
        {"record", runRecord},   {"sources", runSources}, {"rules", runRules},
        {"solve", runSolve},     {"sync", runSync},       {"--help", runHelp}};
    if (argc < 2) {
        std::cerr << "enkang-cli: missing command (try 'enkang-cli help')\n";
        return 2;
    }
    const auto command = commands.find(argv[1]);
    if (command == commands.end()) {
        std::cerr << "enkang-cli: unknown command '" << argv[1] << "' (try 'enkang-cli help')\n";
        return 2;
    }
    try {
        return command->second(Args(argv + 2, argv + argc));
    } catch (const UsageError& error) {
        std::cerr << error.message << '\n';
        return error.code;
    } catch (const std::exception& error) {
        std::cerr << "enkang-cli " << argv[1] << ": internal error: " << error.what() << '\n';
        return 3;
    }
}
