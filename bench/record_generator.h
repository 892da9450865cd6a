// A seeded generator of realistic game records for the archive benchmarks:
// legal games of all three games (about 30 moves, played through the
// engine), with places, teams, observers, events, dates and comments.
#pragma once

#include <cstdint>
#include <ostream>

#include "archive/game_record.h"

namespace enkang::bench {

// Record number `index` of the archive seeded by `seed` (the same pair
// always gives the same record).
archive::GameRecord generatedRecord(std::uint64_t seed, std::uint64_t index);

// Writes `count` generated records to `out` in the text format, one at a time.
void writeGeneratedRecords(std::ostream& out, std::uint64_t seed, std::uint64_t count);

}  // namespace enkang::bench
