// Seconds on the steady clock (search deadlines, the time a move took) and
// on this thread's CPU clock (deadlines in benchmarks on a shared machine,
// where wall time counts other jobs too).
#pragma once

#include <time.h>

#include <chrono>

namespace enkang::ai {

inline double secondsNow() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

inline double threadCpuSecondsNow() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

}  // namespace enkang::ai
