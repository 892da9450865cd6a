// The process's memory, for progress lines and the solve report.
#pragma once

#include <cstdint>
#include <string>

namespace enkang::solver {

std::uint64_t residentBytes();      // now
std::uint64_t peakResidentBytes();  // the most so far
// "1.2 GB resident" or the like.
std::string residentText();

}  // namespace enkang::solver
