// Fits En Gehé's evaluation to games: plays self-play games between two
// fixed-depth searches (the shipped weights unless given, a few random
// moves for variety), keeps positions along each game with their evaluation features,
// and fits by least squares the game's final margin (seeds captured, mine
// minus theirs, for the side to move at the kept position) on the features.
// Prints each feature's weight scaled so that a captured seed is 10, and
// how much of the margin's variance the fit explains. Not a test.
//
//   bench_en_gehe_fit [GAMES=400] [DEPTH=3] [THREADS=2] [COLUMNS=40] [WEIGHT=VALUE]...
// Weights given (names as in engine/ai/evaluation.h) replace the self-play
// searches' own, so that a fit can be played again with its own weights.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench/eval_fields.h"
#include "engine/ai/search.h"
#include "engine/parallel.h"
#include "engine/random.h"
#include "engine/rules.h"

using namespace enkang;

namespace {

constexpr int kFeatures = 8;
constexpr const char* kNames[kFeatures] = {
    "captured",       "own row",         "occupied",   "targets",
    "own row x late", "occupied x late", "singletons", "to move (constant)",
};

// The features of `p` for the side to move: the evaluation's terms, two of
// them also scaled by how far the game is (the share of seeds captured),
// and a constant.
std::array<double, kFeatures> features(const Rules& rules, const Position& p) {
    const ai::EnGeheTerms t = ai::enGeheTerms(rules, p);
    const double late = (p.captured[0] + p.captured[1]) / double(rules.totalSeeds(p));
    int singletons = 0;  // own pits holding one seed, mine minus theirs
    for (Move pit : rules.ownPits(p.toMove))
        singletons += (p.pits[pit] == 1) - (p.pits[rules.geometry().opposite(pit)] == 1);
    return {double(t.captured), double(t.ownRow),  double(t.occupied), double(t.targets),
            t.ownRow * late,    t.occupied * late, double(singletons), 1.0};
}

struct Sample {
    std::array<double, kFeatures> x;
    double margin;
};

// One game; appends its kept positions (every fourth ply after the opening).
void playGame(const Rules& rules, const ai::EvalWeights& weights, int depth, std::uint64_t seed,
              std::vector<Sample>& out) {
    Random random(seed);
    ai::Searcher searcher(rules, weights, 16);
    Position p = rules.start();
    const History none;
    std::vector<std::pair<std::array<double, kFeatures>, Player>> kept;
    const int opening = 2 + int(random.below(8));
    for (int ply = 0; !p.over(); ++ply) {
        MoveList moves;
        rules.legalMoves(p, moves);
        if (moves.empty()) {
            rules.declareNoLegalMove(p);
            break;
        }
        if (ply >= opening && ply % 4 == 0) kept.push_back({features(rules, p), p.toMove});
        Move m;
        if (ply < opening || random.below(100) < 5) {
            m = moves[int(random.below(std::uint32_t(moves.size)))];
        } else {
            ai::SearchLimits limits;
            limits.maxDepth = depth;
            m = searcher.search(p, none, limits, seed + std::uint64_t(ply)).move;
        }
        rules.apply(p, m);
        rules.adjudicate(p, none);
    }
    for (const auto& [x, side] : kept)
        out.push_back({x, double(p.captured[side] - p.captured[opponent(side)])});
}

// Least squares of the margin on the features whose bit is set in `mask`
// (Gaussian elimination on the normal equations); the others weigh 0.
std::array<double, kFeatures> fit(const std::vector<Sample>& samples, unsigned mask) {
    std::vector<int> used;
    for (int i = 0; i < kFeatures; ++i)
        if (mask >> i & 1) used.push_back(i);
    const int n = int(used.size());
    std::vector<std::vector<double>> a(std::size_t(n), std::vector<double>(std::size_t(n + 1)));
    for (const Sample& s : samples)
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) a[r][c] += s.x[used[r]] * s.x[used[c]];
            a[r][n] += s.x[used[r]] * s.margin;
        }
    for (int c = 0; c < n; ++c)
        for (int r = c + 1; r < n; ++r) {
            const double f = a[r][c] / a[c][c];
            for (int k = c; k <= n; ++k) a[r][k] -= f * a[c][k];
        }
    std::array<double, kFeatures> w{};
    for (int r = n - 1; r >= 0; --r) {
        double s = a[r][n];
        for (int k = r + 1; k < n; ++k) s -= a[r][k] * w[used[k]];
        w[used[r]] = s / a[r][r];
    }
    return w;
}

// The share of the margin's variance that weights `w` explain.
double explained(const std::vector<Sample>& samples, const std::array<double, kFeatures>& w) {
    double sumY = 0, sumYY = 0, residual = 0;
    for (const Sample& s : samples) {
        double guess = 0;
        for (int i = 0; i < kFeatures; ++i) guess += w[i] * s.x[i];
        residual += (s.margin - guess) * (s.margin - guess);
        sumY += s.margin;
        sumYY += s.margin * s.margin;
    }
    const double n = double(samples.size());
    return 1 - residual / n / (sumYY / n - (sumY / n) * (sumY / n));
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<int> numbers;
    ai::EvalWeights weights;
    for (int i = 1; i < argc; ++i) {
        if (!std::strchr(argv[i], '='))
            numbers.push_back(std::atoi(argv[i]));
        else if (!bench::setEvalWeightArgument(weights, argv[i]))
            return 2;
    }
    const auto number = [&](std::size_t at, int fallback) {
        return numbers.size() > at ? numbers[at] : fallback;
    };
    const int games = number(0, 400), depth = number(1, 3), threads = number(2, 2);
    Options o = Options::defaults(GameId::EnGehe);
    o.columns = number(3, o.columns);
    const Rules rules(o);
    const char* seedText = std::getenv("SEED");
    const std::uint64_t seedBase = seedText ? std::strtoull(seedText, nullptr, 10) : 1000;

    // Each game depends on its index only, so the fit does not depend on the threads.
    std::vector<Sample> samples;
    const auto blocks = runInBlocks<std::vector<Sample>>(
        threads, std::uint64_t(games), [&](std::uint64_t from, std::uint64_t to) {
            std::vector<Sample> block;
            for (std::uint64_t i = from; i < to; ++i)
                playGame(rules, weights, depth, seedBase + i, block);
            return block;
        });
    for (const auto& block : blocks) samples.insert(samples.end(), block.begin(), block.end());

    std::printf("%d games at depth %d, 2x%d, %zu positions\n\n", games, depth, o.columns,
                samples.size());
    // The shipped terms alone, with singletons, and with every term.
    const unsigned masks[] = {0b10001111, 0b11001111, 0b11111111};
    std::printf("| feature |");
    for (unsigned mask : masks) std::printf(" fit 0x%02x (captured = 10) |", mask);
    std::printf("\n|---|");
    for (unsigned mask : masks) std::printf("---:|"), (void)mask;
    std::printf("\n");
    std::vector<std::array<double, kFeatures>> fits;
    for (unsigned mask : masks) fits.push_back(fit(samples, mask));
    for (int i = 0; i < kFeatures; ++i) {
        std::printf("| %s |", kNames[i]);
        for (const auto& w : fits) std::printf(" %.1f |", 10 * w[i] / w[0]);
        std::printf("\n");
    }
    std::printf("| captured seed's weight, in seeds of final margin |");
    for (const auto& w : fits) std::printf(" %.3f |", w[0]);
    std::printf("\n| share of the margin's variance explained |");
    for (const auto& w : fits) std::printf(" %.1f%% |", 100 * explained(samples, w));
    std::printf("\n");
    return 0;
}
