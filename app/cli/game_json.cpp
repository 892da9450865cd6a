#include "game_json.h"

#include "arguments.h"

namespace enkang::cli {

std::string_view outcomeName(Outcome outcome) {
    switch (outcome) {
        case Outcome::SouthWins:
            return "south";
        case Outcome::NorthWins:
            return "north";
        case Outcome::Draw:
            return "draw";
        case Outcome::Ongoing:
            return "";
    }
    return "";
}

std::string_view gameEndName(GameEnd end) {
    switch (end) {
        case GameEnd::None:
            return "";
        case GameEnd::OpponentFrontRowEmpty:
            return "front-row-emptied";
        case GameEnd::OwnFrontRowEmpty:
            return "own-front-row-empty";
        case GameEnd::NoLegalMove:
            return "no-legal-move";
        case GameEnd::NoSeeds:
            return "no-seeds";
        case GameEnd::Repetition:
            return "repetition";
    }
    return "";
}

void writeOptions(JsonWriter& json, const Options& options) {
    json.beginObject();
    for (std::string_view key : options.keys()) {
        json.key(key);
        if (key == "first")
            json.value(options.value(key));
        else
            json.value(std::stoi(options.value(key)));
    }
    json.endObject();
}

std::string gameJson(const GameState& game) {
    const Rules& rules = game.rules();
    const Geometry& g = rules.geometry();
    const Position& p = game.position();
    const bool mackay = rules.game() == GameId::KimasaiMackay;
    JsonWriter json;
    json.beginObject();
    json.key("game").value(gameIdName(rules.game()));
    json.key("options");
    writeOptions(json, rules.options());
    json.key("ply").value(std::uint64_t{p.ply});
    json.key("toMove").value(playerName(p.toMove));
    if (mackay) json.key("phase").value(p.reserve[South] == 0 && p.reserve[North] == 0 ? 2 : 1);
    json.key("rows").beginObject();
    for (int row = 0; row < g.rows(); ++row) {
        json.key(std::string(1, char('a' + row))).beginArray();
        for (int c = 0; c < g.columns(); ++c) json.value(int{p.pits[g.pit(row, c)]});
        json.endArray();
    }
    json.endObject();
    const auto& pair = mackay ? p.reserve : p.captured;
    json.key(mackay ? "reserves" : "captured")
        .beginArray()
        .value(int{pair[0]})
        .value(int{pair[1]})
        .endArray();
    json.key("over").value(p.over());
    json.key("winner");
    if (p.over())
        json.value(outcomeName(p.outcome));
    else
        json.null();
    if (p.over()) json.key("end").value(gameEndName(p.end));
    json.key("legal").beginArray();
    for (Move m : game.legalMoves()) json.value(g.name(m));
    json.endArray();
    json.key("hash").value(std::to_string(p.hash));
    json.endObject();
    return json.text();
}

void playMoves(GameState& game, const std::vector<std::string>& moves, std::size_t firstIndex) {
    for (std::size_t i = firstIndex; i < moves.size(); ++i) {
        const std::string named =
            "move " + std::to_string(i - firstIndex + 1) + " '" + moves[i] + "': ";
        int pit = 0;
        const PitNameError nameError = game.rules().geometry().parse(moves[i], pit);
        if (nameError != PitNameError::None)
            throw UsageError{named + std::string(Geometry::describe(nameError))};
        const MoveCheck verdict = game.play(Move(pit));
        if (verdict != MoveCheck::Legal)
            throw UsageError{named + "not legal: " + std::string(describe(verdict))};
    }
}

}  // namespace enkang::cli
