#include <iostream>

#include "arguments.h"
#include "commands.h"
#include "game_json.h"

namespace enkang::cli {

int runPlay(const Args& args) {
    const Arguments parsed = Arguments::parse(args, {});
    GameState game(parsed.gameOptions());
    playMoves(game, parsed.positional, 1);
    std::cout << gameJson(game) << '\n';
    return 0;
}

}  // namespace enkang::cli
