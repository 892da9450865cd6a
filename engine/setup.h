// Set-up positions written by hand (lessons, records of games joined in
// progress): rows of counts, side to move, reserves, captured and ply,
// checked for shape and ranges with a clear message.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "rules.h"
#include "wording.h"

namespace enkang {

struct SetUp {
    std::map<char, std::vector<int>> rows;  // 'a'.. → counts from column 1
    Player toMove = South;
    int reserve[2] = {0, 0};
    int captured[2] = {0, 0};
    int ply = 1;  // > 0: not the game's first move unless said so
};

// Builds the position, or returns false with `error` naming what is wrong.
bool buildPosition(const Rules& rules, const SetUp& setUp, Position& out, Wording& error);

}  // namespace enkang
