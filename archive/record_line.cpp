#include "record_line.h"

#include <algorithm>

#include "record_check.h"

namespace enkang::archive {

RecordLine followRecord(const GameRecord& record) {
    RecordLine out;
    out.start = startOf(record, out.problem);
    if (!out.start) return out;
    GameState walker = *out.start;
    for (const RecordMove& m : record.moves) {
        int pit = -1;
        if (m.irregular || walker.rules().geometry().parse(m.pit, pit) != PitNameError::None) break;
        if (walker.check(Move(pit)) != MoveCheck::Legal) break;
        walker.play(Move(pit));
        out.moves.push_back(Move(pit));
    }
    return out;
}

std::unique_ptr<GameState> RecordLine::at(int ply) const {
    if (!start) return nullptr;
    auto game = std::make_unique<GameState>(*start);
    const int n = std::clamp(ply, 0, int(moves.size()));
    for (int i = 0; i < n; ++i) game->play(moves[std::size_t(i)]);
    return game;
}

}  // namespace enkang::archive
