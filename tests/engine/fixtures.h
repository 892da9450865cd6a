// Positions found by the engine and kept: move sequences from the start
// after which a named move never ends (see tst_endless.cpp).
#pragma once

#include <string>
#include <vector>

namespace enkang::test {

struct EndlessFixture {
    const char* game;
    std::vector<std::string> settings;
    std::vector<std::string> moves;  // from the start position
    const char* endlessMove;
};

// Found by random play (seed 2, default options): 47 moves into a game of
// Bao la Kimasai, North's c8 relays for ever.
inline const EndlessFixture kMackayEndless{
    "kimasai-mackay",
    {},
    {"b1", "c6", "a7", "c8", "b5", "c3", "b6", "c2", "a8", "d2", "b3", "c6", "b5", "d4", "b8", "c1",
     "a8", "d4", "a6", "c8", "a1", "d1", "a4", "d4", "b1", "d3", "a3", "c4", "a7", "d5", "a6", "c5",
     "b7", "c4", "a1", "c7", "a1", "d2", "a6", "c4", "b4", "d3", "a5", "d4", "b6", "d3", "b3"},
    "c8"};

// En Gehé on a 2 x 6 teaching board (seed 20).
inline const EndlessFixture kEnGeheEndless{"en-gehe",
                                           {"columns=6"},
                                           {"a5", "b2", "a3", "b2", "a3", "b1", "a6", "b3", "a1",
                                            "b5", "a4", "b5", "a6", "b6", "a5", "b4", "a3"},
                                           "b1"};

// En Gehé on 2 x 3 (seed 6).
inline const EndlessFixture kEnGeheTinyEndless{
    "en-gehe", {"columns=3"}, {"a3", "b3", "a3", "b1"}, "a2"};

}  // namespace enkang::test
