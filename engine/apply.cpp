// Playing a move: relay sowing (Kimasai two-phase, En Gehé) and stepping
// (Kimasai four-row). Written once against a trace Sink, instantiated for
// NullSink (search, self-play) and TraceSink (the board, tutorials, replay).
#include <type_traits>

#include "hash.h"
#include "lap_cycle.h"
#include "rules.h"

namespace enkang {

int Rules::lift(Position& p, int pit) const {
    const int seeds = p.pits[pit];
    p.pits[pit] = 0;
    p.hash -= seeds * HashKeys::instance().pit[pit];
    return seeds;
}

void Rules::empty(Position& p, int pit, int seeds) const {
    p.pits[pit] = 0;
    p.hash -= seeds * HashKeys::instance().pit[pit];
}

// Drops `seeds` seeds one per pit along the mover's track `t`, the first
// into the pit at track index `start`. Returns where the last seed fell.
// Working in track indices keeps the next lap's start a sum, not two
// dependent table loads; and the landing pit's count is read before the
// drops, so that the next lap need not wait for them to be stored.
template <class Sink>
[[gnu::always_inline]] inline Rules::Landing Rules::sow(Position& p, const Track& t, int start,
                                                        int seeds, int lap, Sink& sink) const {
    if constexpr (!std::is_same_v<Sink, NullSink>) {
        // Traced: one event per drop, in order.
        const auto& keys = HashKeys::instance().pit;
        for (int i = start;; i = i + 1 == t.length ? 0 : i + 1) {
            const int pit = t.pits[i];
            ++p.pits[pit];
            p.hash += keys[pit];
            sink.drop(pit, p.pits[pit], lap);
            if (--seeds == 0) return {i, p.pits[pit]};
        }
    } else {
        // Untraced: whole laps at once, then a run along the doubled track.
        int rest = seeds;
        if (seeds >= t.length) [[unlikely]] {  // a division costs more than most laps
            const int rounds = seeds / t.length;
            rest = seeds % t.length;
            for (int i = 0; i < t.length; ++i) p.pits[t.pits[i]] += std::uint16_t(rounds);
            p.hash += std::uint64_t(rounds) * t.keyPrefix[t.length];
        }
        const int last = t.last(start, rest);
        const int landed = p.pits[t.pits[last]] + (rest > 0);
        // Blocks of kDropBlock drops, the ones past `rest` adding zero: most
        // laps are a single block, with no branch on the exact count.
        const std::int8_t* run = t.pits.data() + start;
        for (int done = 0; done < rest; done += Track::kDropBlock)
            for (int j = 0; j < Track::kDropBlock; ++j)
                p.pits[run[done + j]] += std::uint16_t(done + j < rest);
        p.hash += t.keysOf(start, rest);
        return {last, landed};
    }
}

void Rules::finishMove(Position& p) const {
    p.toMove = opponent(p.toMove);
    p.hash +=
        p.toMove == North ? HashKeys::instance().northToMove : -HashKeys::instance().northToMove;
    ++p.ply;
}

template <class Sink>
bool Rules::applyMackay(Position& p, Move m, Sink& sink) const {
    const HashKeys& keys = HashKeys::instance();
    const Player mover = p.toMove;
    const bool phaseTwo = p.reserve[South] == 0 && p.reserve[North] == 0;
    // Phase 1: a reserve cow joins the named pit, except on the game's very
    // first move and when the mover's reserve is already spent.
    if (!phaseTwo && p.ply > 0 && p.reserve[mover] > 0) {
        --p.reserve[mover];
        ++p.pits[m];
        p.hash += keys.pit[m] - keys.reserve[mover];
        sink.addReserve(m, p.pits[m]);
    }
    int lap = 1;
    int seeds = lift(p, m);
    sink.lift(m, seeds, lap);
    const Track& track = tracks_[mover];
    int start = track.after(m);
    LapCycleDetector cycle(pitCount());
    for (;;) {
        const Landing land = sow(p, track, start, seeds, lap, sink);
        const int pit = track.pits[land.index];
        if (land.seeds == 1) break;
        if (cycle.repeats(p, pit) || ++lap > options_.maxLaps) return false;
        // Raid: take the facing front-row pit's cows and sow them from the
        // capturing pit itself. Takes precedence over relay. Chosen without
        // a branch: which of the two it is is close to a coin toss. The
        // facing pit is the opponent's, which this sowing never touches.
        const int facing = opposite_[pit];
        const int raided = p.pits[facing];
        const bool raid = phaseTwo & front_[pit] & (raided > 0);
        seeds = raid ? raided : land.seeds;
        empty(p, raid ? facing : pit, seeds);
        if (raid)
            sink.raid(pit, facing, seeds, lap);
        else
            sink.lift(pit, seeds, lap);
        start = raid ? land.index : track.step(land.index);
    }
    sink.end(MoveEnd::LandedInEmptyPit, lap);
    finishMove(p);
    return true;
}

template <class Sink>
bool Rules::applyEnGehe(Position& p, Move m, Sink& sink) const {
    const HashKeys& keys = HashKeys::instance();
    const Player mover = p.toMove;
    int lap = 1;
    int seeds = lift(p, m);
    sink.lift(m, seeds, lap);
    const Track& track = tracks_[mover];
    int start = track.after(m);
    LapCycleDetector cycle(pitCount());
    for (;;) {
        const Landing land = sow(p, track, start, seeds, lap, sink);
        const int pit = track.pits[land.index];
        if (land.seeds == 1) {
            const int facing = opposite_[pit];
            if (owner_[pit] == mover && p.pits[facing] > 0) {
                const int taken = p.pits[facing];
                lift(p, facing);
                lift(p, pit);
                p.captured[mover] += taken + 1;
                p.hash += (taken + 1) * keys.captured[mover];
                sink.capture(facing, taken);
                sink.capture(pit, 1);
                sink.end(MoveEnd::CapturedOpposite, lap);
            } else {
                sink.end(MoveEnd::LandedInEmptyPit, lap);
            }
            break;
        }
        if (cycle.repeats(p, pit) || ++lap > options_.maxLaps) return false;
        seeds = land.seeds;
        empty(p, pit, seeds);
        sink.lift(pit, seeds, lap);
        start = track.step(land.index);
    }
    finishMove(p);
    return true;
}

template <class Sink>
bool Rules::applyKlamroth(Position& p, Move m, Sink& sink) const {
    const HashKeys& keys = HashKeys::instance();
    const Player mover = p.toMove;
    const int to = next_[mover][m];
    p.pits[m] = 0;
    p.pits[to] = 1;
    p.hash += keys.pit[to] - keys.pit[m];
    sink.step(m, to);
    const int facing = opposite_[to];
    if (front_[to] && p.pits[facing] != 0) {
        // Column capture: the front seed, then the back seed behind it.
        int taken = lift(p, facing);
        sink.capture(facing, 1);
        const int back = geometry_.behind(facing);
        if (p.pits[back] != 0) {
            taken += lift(p, back);
            sink.capture(back, 1);
        }
        p.captured[mover] += taken;
        p.hash += taken * keys.captured[mover];
    }
    sink.end(MoveEnd::Stepped, 1);
    finishMove(p);
    return true;
}

template <class Sink>
bool Rules::apply(Position& p, Move m, Sink& sink) const {
    switch (options_.game) {
        case GameId::KimasaiMackay:
            return applyMackay(p, m, sink);
        case GameId::EnGehe:
            return applyEnGehe(p, m, sink);
        case GameId::KimasaiKlamroth:
            return applyKlamroth(p, m, sink);
    }
    return false;
}

template bool Rules::apply<NullSink>(Position&, Move, NullSink&) const;
template bool Rules::apply<TraceSink>(Position&, Move, TraceSink&) const;

}  // namespace enkang
