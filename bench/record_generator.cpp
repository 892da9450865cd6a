// The archive benchmarks' record generator (record_generator.h).
#include "record_generator.h"

#include <array>
#include <cstdio>
#include <string>

#include "archive/record_text.h"
#include "engine/game_state.h"
#include "engine/random.h"

namespace enkang::bench {
namespace {

using archive::GameRecord;
using archive::RecordMove;

constexpr std::array kGames = {"kimasai-mackay", "kimasai-klamroth", "en-gehe"};
constexpr std::array kPlaces = {"Engaruka",  "Mto wa Mbu", "Šaľa",      "São Tomé", "Mpwapwa",
                                "Longido",   "Monduli",    "Kiteto",    "Olkokola", "Ngorongoro",
                                "Naberera",  "Kijungu",    "Loliondo",  "Kajiado",  "Namanga",
                                "Ol Doinyo", "Emboreet",   "Simanjiro", "Terrat",   "Orkesumet"};
constexpr std::array kNames = {
    "Saning'o", "Lemayan",  "Naserian", "Kisemei", "Lesian", "Nashipai", "Ole Nkoitiko", "Parsimei",
    "Sinyati",  "Lekishon", "Tajewo",   "Lemaron", "Ndoyie", "Mbarnoti", "Loishiye",     "Sereti"};
constexpr std::array kObservers = {"H. Ngʼida",  "A. Mackay", "E. Klamroth", "J. Tomé",
                                   "M. Šimková", "R. Loibor", "S. Mollel",   "N. Kaaya"};
constexpr std::array kEvents = {"Market day",   "Olng'esherr",       "Village games",
                                "Field season", "School tournament", "Wedding"};
constexpr std::array kComments = {
    "Played under the acacia by the well; a crowd of herders watched.",
    "The elders argued over the relay rule before the third move.",
    "Rain stopped the game for a while; seeds were counted again after.",
    "South played quickly, North took long over each move.",
    "A fast game at the market; the board was scratched in the ground.",
    "Children called out the counts; the players ignored them.",
    "North's captain handled every seed himself.",
    "Recorded from memory the same evening; times are approximate."};

template <class List>
const char* pick(Random& random, const List& list) {
    return list[random.below(std::uint32_t(list.size()))];
}

std::string team(Random& random) {
    return std::string(pick(random, kNames)) + " & " + pick(random, kNames);
}

}  // namespace

GameRecord generatedRecord(std::uint64_t seed, std::uint64_t index) {
    Random random(seed * 0x9E3779B97F4A7C15ULL + index + 1);
    GameRecord r;
    const char* gameName = kGames[index % kGames.size()];
    GameId id{};
    parseGameId(gameName, id);
    r.setTag("Game", gameName);
    char date[16];
    std::snprintf(date, sizeof date, "%04u.%02u.%02u", 1950 + random.below(76),
                  1 + random.below(12), 1 + random.below(28));
    r.setTag("Date", date);
    r.setTag("Place", pick(random, kPlaces));
    r.setTag("Event", pick(random, kEvents));
    r.setTag("Observer", pick(random, kObservers));
    r.setTag("South", team(random));
    r.setTag("North", team(random));
    r.comment = std::string(pick(random, kComments)) + " Game " + std::to_string(index) + ".";
    GameState g(Options::defaults(id));
    const int plies = 24 + int(random.below(13));
    for (int ply = 0; ply < plies && !g.position().over(); ++ply) {
        const auto moves = g.legalMoves();
        const Move m = moves[int(random.below(std::uint32_t(moves.size)))];
        RecordMove rm;
        rm.pit = g.rules().geometry().name(m);
        if (random.below(10) == 0) rm.comment = "a long relay";
        r.moves.push_back(std::move(rm));
        g.play(m);
    }
    switch (g.position().outcome) {
        case Outcome::SouthWins:
            r.result = "1-0";
            break;
        case Outcome::NorthWins:
            r.result = "0-1";
            break;
        case Outcome::Draw:
            r.result = "1/2-1/2";
            break;
        case Outcome::Ongoing:
            r.result = "*";
            break;
    }
    return r;
}

void writeGeneratedRecords(std::ostream& out, std::uint64_t seed, std::uint64_t count) {
    for (std::uint64_t i = 0; i < count; ++i)
        out << (i ? "\n" : "") << archive::writeRecord(generatedRecord(seed, i));
}

}  // namespace enkang::bench
