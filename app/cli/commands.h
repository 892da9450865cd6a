// The subcommands of enkang-cli. Each takes the arguments after its name,
// writes its result to stdout and returns the exit status; bad input throws
// UsageError (exit 2).
#pragma once

#include <string>
#include <vector>

namespace enkang::cli {

using Args = std::vector<std::string>;

int runPlay(const Args& args);
int runPerft(const Args& args);
int runSelfPlay(const Args& args);
int runHelp(const Args& args);
int runAi(const Args& args);
int runMatch(const Args& args);
int runAnalyse(const Args& args);
int runTutorials(const Args& args);
int runRecord(const Args& args);
int runSources(const Args& args);
int runRules(const Args& args);
int runSolve(const Args& args);
int runSync(const Args& args);

}  // namespace enkang::cli
