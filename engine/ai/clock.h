// Seconds on the steady clock: search deadlines and the time a move took.
#pragma once

#include <chrono>

namespace enkang::ai {

inline double secondsNow() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

}  // namespace enkang::ai
