// The evaluation weights by name, for the benches' NAME=VALUE settings.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "engine/ai/evaluation.h"

namespace enkang::bench {

struct EvalField {
    const char* name;
    int ai::EvalWeights::*member;
};

inline constexpr EvalField kEvalFields[] = {
    {"mackayFront", &ai::EvalWeights::mackayFront},
    {"mackayTotal", &ai::EvalWeights::mackayTotal},
    {"mackayOccupiedFront", &ai::EvalWeights::mackayOccupiedFront},
    {"klamrothSeeds", &ai::EvalWeights::klamrothSeeds},
    {"klamrothMobility", &ai::EvalWeights::klamrothMobility},
    {"klamrothFront", &ai::EvalWeights::klamrothFront},
    {"klamrothTempo", &ai::EvalWeights::klamrothTempo},
    {"klamrothDanger", &ai::EvalWeights::klamrothDanger},
    {"klamrothThreat", &ai::EvalWeights::klamrothThreat},
    {"klamrothSpare", &ai::EvalWeights::klamrothSpare},
    {"enGeheCaptured", &ai::EvalWeights::enGeheCaptured},
    {"enGeheOwnRow", &ai::EvalWeights::enGeheOwnRow},
    {"enGeheOccupied", &ai::EvalWeights::enGeheOccupied},
    {"enGeheTargets", &ai::EvalWeights::enGeheTargets},
};

// Sets the weight named `name`; false if there is none.
inline bool setEvalWeight(ai::EvalWeights& w, const char* name, int value) {
    for (const EvalField& f : kEvalFields)
        if (std::strcmp(name, f.name) == 0) {
            w.*f.member = value;
            return true;
        }
    return false;
}

// Sets a weight from a NAME=VALUE argument; false, with a message on
// stderr, if it is not one or names no weight.
inline bool setEvalWeightArgument(ai::EvalWeights& w, const char* argument) {
    const char* eq = std::strchr(argument, '=');
    if (!eq) {
        std::fprintf(stderr, "expected NAME=VALUE, got '%s'\n", argument);
        return false;
    }
    const std::string name(argument, std::size_t(eq - argument));
    if (setEvalWeight(w, name.c_str(), std::atoi(eq + 1))) return true;
    std::fprintf(stderr, "no weight named '%s'\n", name.c_str());
    return false;
}

}  // namespace enkang::bench
