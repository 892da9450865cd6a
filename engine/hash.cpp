#include "hash.h"

#include "random.h"

namespace enkang {

const HashKeys& HashKeys::instance() {
    static const HashKeys keys = [] {
        HashKeys k{};
        Random random(0x454e4b414e47ULL);  // fixed: hashes are stable between runs
        for (auto& key : k.pit) key = random.next() | 1;
        for (auto& key : k.reserve) key = random.next() | 1;
        for (auto& key : k.captured) key = random.next() | 1;
        k.northToMove = random.next();
        return k;
    }();
    return keys;
}

std::uint64_t hashFromScratch(const Position& p, int pitCount) {
    const HashKeys& keys = HashKeys::instance();
    std::uint64_t h = p.toMove == North ? keys.northToMove : 0;
    for (int i = 0; i < pitCount; ++i) h += p.pits[i] * keys.pit[i];
    for (int s = 0; s < 2; ++s) h += p.reserve[s] * keys.reserve[s] + p.captured[s] * keys.captured[s];
    return h;
}

}  // namespace enkang
