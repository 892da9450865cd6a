// The evaluation weights by name, for the benches' NAME=VALUE settings.
#pragma once

#include <cstring>

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

}  // namespace enkang::bench
