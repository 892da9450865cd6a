#include "memory.h"

#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>

namespace enkang::solver {

std::uint64_t residentBytes() {
    // /proc/self/statm: total and resident size, in pages.
    std::ifstream statm("/proc/self/statm");
    std::uint64_t total = 0;
    std::uint64_t resident = 0;
    statm >> total >> resident;
    return resident * std::uint64_t(sysconf(_SC_PAGESIZE));
}

std::uint64_t peakResidentBytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return std::uint64_t(usage.ru_maxrss) * 1024;  // Linux reports KiB
}

std::string residentText() {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f GB resident", double(residentBytes()) / 1e9);
    return text;
}

}  // namespace enkang::solver
