#include "types.h"

namespace enkang {

std::string_view gameIdName(GameId id) {
    switch (id) {
        case GameId::KimasaiMackay:
            return "kimasai-mackay";
        case GameId::KimasaiKlamroth:
            return "kimasai-klamroth";
        case GameId::EnGehe:
            return "en-gehe";
    }
    return "?";
}

bool parseGameId(std::string_view text, GameId& out) {
    for (GameId id : {GameId::KimasaiMackay, GameId::KimasaiKlamroth, GameId::EnGehe}) {
        if (text == gameIdName(id)) {
            out = id;
            return true;
        }
    }
    return false;
}

std::string_view playerName(Player p) {
    return p == South ? "south" : "north";
}

}  // namespace enkang
