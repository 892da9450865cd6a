#include "match.h"

#include <algorithm>

#include "engine/ai/clock.h"
#include "engine/parallel.h"
#include "engine/random.h"

namespace enkang::ai {

bool PlayerSpec::parse(const std::string& text, PlayerSpec& out) {
    if (text == "random") {
        out.level = 0;
        return true;
    }
    if (text.size() == 4 && text.rfind("ai:", 0) == 0 && text[3] >= '1' && text[3] <= '5') {
        out.level = text[3] - '0';
        return true;
    }
    return false;
}

std::string PlayerSpec::name() const {
    return level == 0 ? "random" : "ai:" + std::to_string(level);
}

namespace {

MoveChooser chooserFor(const PlayerSpec& who) {
    return [who](const GameState& game, std::uint64_t seed) {
        if (who.level == 0) {
            Random random(seed);
            return game.legalMoves()[int(random.below(std::uint32_t(game.legalMoves().size)))];
        }
        return chooseMove(game.rules(), game.position(), game.history(), who.level, seed, nullptr,
                          Level5Budget{who.level5Seconds})
            .move;
    };
}

void score(MatchTally& t, Outcome outcome, Player side) {
    if (outcome == Outcome::Draw)
        ++t.draws;
    else if (outcome == winFor(side))
        ++t.wins;
    else
        ++t.losses;
}

void addInto(MatchTally& total, const MatchTally& part) {
    total.wins += part.wins;
    total.draws += part.draws;
    total.losses += part.losses;
    total.seconds += part.seconds;
    total.moves += part.moves;
}

// `plies` uniformly random moves from the start, short of ending the game.
GameState randomOpening(const std::shared_ptr<const Rules>& rules, int plies, Random& random) {
    GameState game(rules);
    for (int ply = 0; ply < plies; ++ply) {
        const MoveList& legal = game.legalMoves();
        GameState next = game;
        next.play(legal[int(random.below(std::uint32_t(legal.size)))]);
        if (next.position().over()) break;  // the players must decide the game
        game = std::move(next);
    }
    return game;
}

// Games [from, to) of a match.
MatchResult playGames(const std::shared_ptr<const Rules>& rules, const MoveChooser& first,
                      const MoveChooser& second, const MatchPlan& plan, int from, int to) {
    MatchResult result;
    for (int g = from; g < to; ++g) {
        const Player firstSide = g % 2 == 0 ? South : North;
        Random opening(plan.seed * 7919ULL + std::uint64_t(g / 2));
        GameState game = randomOpening(rules, plan.openingPlies, opening);
        for (int draw = 1;
             plan.acceptOpening && !plan.acceptOpening(game) && draw < MatchPlan::kOpeningDraws;
             ++draw)
            game = randomOpening(rules, plan.openingPlies, opening);
        result.openingPositions.push_back(game.position());
        while (!game.position().over()) {
            const bool firstToMove = game.position().toMove == firstSide;
            MatchTally& tally = firstToMove ? result.first : result.second;
            const std::uint64_t moveSeed =
                plan.seed * 1000003ULL + std::uint64_t(g) * 4099ULL + game.position().ply;
            const double started = secondsNow();
            const Move m = (firstToMove ? first : second)(game, moveSeed);
            tally.seconds += secondsNow() - started;
            game.play(m);
            ++tally.moves;
        }
        const Outcome end = game.position().outcome;
        result.firstPoints.push_back(end == Outcome::Draw ? 1 : end == winFor(firstSide) ? 2 : 0);
        score(result.first, game.position().outcome, firstSide);
        score(result.second, game.position().outcome, opponent(firstSide));
        result.plies += game.position().ply;
        ++result.games;
    }
    return result;
}

}  // namespace

MatchResult playMatch(const Options& options, const PlayerSpec& first, const PlayerSpec& second,
                      int games, std::uint64_t seed, int threads, int openingPlies) {
    return playMatch(options, chooserFor(first), chooserFor(second),
                     MatchPlan{games, seed, threads, openingPlies, {}});
}

MatchResult playMatch(const Options& options, const MoveChooser& first, const MoveChooser& second,
                      const MatchPlan& plan) {
    const auto rules = std::make_shared<const Rules>(options);
    const int threads = std::clamp(plan.threads, 1, std::max(1, plan.games));
    const auto playBlock = [&](std::uint64_t from, std::uint64_t to) {
        return playGames(rules, first, second, plan, int(from), int(to));
    };
    MatchResult total;
    for (const MatchResult& part :
         runInBlocks<MatchResult>(threads, std::uint64_t(std::max(0, plan.games)), playBlock)) {
        addInto(total.first, part.first);
        addInto(total.second, part.second);
        total.games += part.games;
        total.plies += part.plies;
        total.firstPoints.insert(total.firstPoints.end(), part.firstPoints.begin(),
                                 part.firstPoints.end());
        total.openingPositions.insert(total.openingPositions.end(), part.openingPositions.begin(),
                                      part.openingPositions.end());
    }
    return total;
}

PairTally tallyPairs(const std::vector<int>& firstPoints) {
    PairTally t;
    for (std::size_t g = 0; g + 1 < firstPoints.size(); g += 2) {
        const int a = firstPoints[g], b = firstPoints[g + 1];
        if (a == 1 || b == 1)
            ++t.other;
        else if (a == 2 && b == 2)
            ++t.bothWon;
        else if (a == 0 && b == 0)
            ++t.bothLost;
        else {
            ++t.sameColourWon;
            ++(a == 2 ? t.southWon : t.northWon);  // the first player is South in even games
        }
    }
    return t;
}

namespace {

// The size of one seed (or cow) in evaluation units, per game: marks are
// measured in seeds given away, whatever the game's evaluation scale. In the
// two-phase game a cow counts little by itself; what the evaluation weighs is
// a front-row pit held, so that is the unit.
int seedUnit(GameId game) {
    const EvalWeights w;
    switch (game) {
        case GameId::KimasaiMackay:
            return w.mackayOccupiedFront;
        case GameId::KimasaiKlamroth:
            return w.klamrothSeeds;
        case GameId::EnGehe:
            return w.enGeheCaptured;
    }
    return 1;
}

}  // namespace

std::vector<MoveAnalysis> analyseGame(const Options& options, const std::vector<Move>& moves,
                                      int level, Level5Budget level5) {
    return analyseGame(GameState(options), moves, level, level5);
}

std::vector<MoveAnalysis> analyseGame(GameState game, const std::vector<Move>& moves, int level,
                                      Level5Budget level5) {
    std::vector<MoveAnalysis> out;
    const GameId id = game.rules().game();
    const int unit = seedUnit(id);
    for (Move m : moves) {
        MoveAnalysis a;
        a.played = m;
        const SearchResult best =
            chooseMove(game.rules(), game.position(), game.history(), level, 1, nullptr, level5);
        a.best = best.move;
        a.before = best.score;
        a.depth = best.depth;
        if (game.play(m) != MoveCheck::Legal) break;
        if (m == best.move) {
            a.after = a.before;
        } else if (game.position().over()) {
            const Outcome o = game.position().outcome;
            a.after =
                o == Outcome::Draw
                    ? 0
                    : (o == winFor(opponent(game.position().toMove)) ? kWinScore : -kWinScore);
        } else {
            // The played move, searched to the same horizon as the best one,
            // so that the two scores compare like with like.
            Searcher searcher(game.rules());
            SearchLimits same;
            same.maxDepth = std::max(1, best.depth - 1);
            const SearchLimits levels = limitsForLevel(level, id, level5);
            same.maxNodes = 4 * std::min(levels.maxNodes, UINT64_MAX / 4);
            same.maxSeconds = levels.maxSeconds;
            a.after = -searcher.search(game.position(), game.history(), same, 1).score;
        }
        // Seeds given away; a thrown-away win is always a blunder.
        const int loss = a.before - a.after;
        const bool threwWin = a.before > kWinScore / 2 && a.after < kWinScore / 2;
        a.mark = threwWin || loss >= 6 * unit ? "blunder"
                 : loss >= 3 * unit           ? "mistake"
                 : loss >= unit               ? "inaccuracy"
                                              : "";
        out.push_back(a);
    }
    return out;
}

}  // namespace enkang::ai
