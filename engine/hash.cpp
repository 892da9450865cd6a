#include "hash.h"

namespace enkang {

std::uint64_t hashFromScratch(const Position& p, int pitCount) {
    const HashKeys& keys = HashKeys::instance();
    std::uint64_t h = p.toMove == North ? keys.northToMove : 0;
    for (int i = 0; i < pitCount; ++i) h += p.pits[i] * keys.pit[i];
    for (int s = 0; s < 2; ++s)
        h += p.reserve[s] * keys.reserve[s] + p.captured[s] * keys.captured[s];
    return h;
}

}  // namespace enkang
