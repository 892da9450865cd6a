#include "wording.h"

namespace enkang {

std::string Wording::english() const {
    std::string out = lead.empty() ? std::string() : lead + ": ";
    for (const char* p = format; *p; ++p) {
        if (p[0] == '%' && p[1] >= '1' && p[1] <= '9') {
            const std::size_t n = std::size_t(p[1] - '1');
            if (n < values.size()) {
                out += values[n];
                ++p;
                continue;
            }
        }
        out += *p;
    }
    return out;
}

}  // namespace enkang
