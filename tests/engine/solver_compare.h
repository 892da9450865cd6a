// Comparing a solution (solver/) with the second method (exhaustive.h).
#pragma once

#include <set>
#include <string>

#include "exhaustive.h"
#include "solver/solve.h"

namespace enkang::test {

inline Options klamroth(int columns, Player first = South) {
    Options o = Options::defaults(GameId::KimasaiKlamroth);
    o.columns = columns;
    o.first = first;
    return o;
}

inline Verdict verdictOf(solver::Value v) {
    if (v == solver::kDraw) return {'d', -1};
    return {solver::isWin(v) ? 'w' : 'l', solver::pliesOf(v)};
}

// Every position forward iteration reached must have the solver's value
// and plies. Returns "" or the first difference. `keys` collects the
// solver's key of each position.
inline std::string compareWithIteration(const solver::Solution& s, const ValueIteration& second,
                                        std::set<solver::Key>& keys) {
    for (std::size_t i = 0; i < second.size(); ++i) {
        const Position& p = second.position(i);
        const Verdict solved = verdictOf(s.valueOf(p));
        if (solved != second.verdict(i))
            return "position " + std::to_string(i) + ": solver " + solved.text() + ", iteration " +
                   second.verdict(i).text();
        keys.insert(s.kernel().fromPosition(p));
    }
    return "";
}

}  // namespace enkang::test
