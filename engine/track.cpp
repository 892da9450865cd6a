#include "track.h"

#include "hash.h"

namespace enkang {

Track::Track(const std::vector<int>& order) : length(int(order.size())) {
    for (int i = 0; i < 2 * length + kDropBlock; ++i)
        pits[i] = static_cast<std::int8_t>(order[i % length]);
    for (int i = 0; i < 2 * length; ++i)
        keyPrefix[i + 1] = keyPrefix[i] + HashKeys::instance().pit[pits[i]];
    for (int i = 0; i < length; ++i) indexOf[order[i]] = static_cast<std::int16_t>(i);
}

}  // namespace enkang
