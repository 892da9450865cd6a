// The kernel against the engine: the same moves from a position, to the
// same positions, and the game over exactly where the engine says so.
#pragma once

#include <cstdint>
#include <string>

#include "layers.h"

namespace enkang::solver {

// Empty if the kernel agrees with the engine on k with `mover` to move,
// else what differs.
std::string compareWithEngine(const Kernel& kernel, Key k, Player mover);

// Compares about `samples` reachable positions, spread evenly over the
// layers, each with both sides to move. Returns how many positions were
// compared; throws std::logic_error on the first difference.
std::uint64_t checkSample(Layers& layers, std::uint64_t samples);

}  // namespace enkang::solver
