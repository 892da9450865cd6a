// The trace of a move: the ordered events the board animates, tutorials
// narrate and the record viewer replays. The rules are written against a
// Sink; search passes NullSink, whose empty inline methods compile away, so
// tracing costs nothing when nobody asks for it.
#pragma once

#include <cstdint>
#include <vector>

namespace enkang {

// Why a move stopped.
enum class MoveEnd : std::uint8_t {
    LandedInEmptyPit,  // the last seed of a lap fell into an empty pit
    CapturedOpposite,  // En Gehé: landing in an empty own pit took the opposite seeds
    Stepped,           // Kimasai four-row: the seed moved one pit
};

enum class TraceKind : std::uint8_t {
    AddReserve,  // pit: a reserve cow was placed there; count: pit's cows after
    Lift,        // pit: lifted to start lap `lap`; count: seeds taken up
    Drop,        // pit: one seed dropped; count: pit's seeds after
    Raid,        // pit: capturing pit; other: raided pit; count: cows taken; starts lap `lap`
    Capture,     // pit: pit emptied off the board; count: seeds taken from it
    Step,        // pit: from; other: to (Kimasai four-row)
    End,         // reason: why the move stopped; lap: laps the move took
};

struct TraceEvent {
    TraceKind kind;
    MoveEnd reason = MoveEnd::LandedInEmptyPit;
    std::int16_t pit = -1;
    std::int16_t other = -1;
    std::int32_t count = 0;
    std::int32_t lap = 0;

    bool operator==(const TraceEvent&) const = default;
};

using Trace = std::vector<TraceEvent>;

struct NullSink {
    void addReserve(int, int) {}
    void lift(int, int, int) {}
    void drop(int, int, int) {}
    void raid(int, int, int, int) {}
    void capture(int, int) {}
    void step(int, int) {}
    void end(MoveEnd, int) {}
};

struct TraceSink {
    Trace& out;
    void addReserve(int pit, int after) {
        out.push_back({TraceKind::AddReserve, {}, s(pit), -1, after, 1});
    }
    void lift(int pit, int count, int lap) {
        out.push_back({TraceKind::Lift, {}, s(pit), -1, count, lap});
    }
    void drop(int pit, int after, int lap) {
        out.push_back({TraceKind::Drop, {}, s(pit), -1, after, lap});
    }
    void raid(int pit, int raided, int count, int lap) {
        out.push_back({TraceKind::Raid, {}, s(pit), s(raided), count, lap});
    }
    void capture(int pit, int count) {
        out.push_back({TraceKind::Capture, {}, s(pit), -1, count, 0});
    }
    void step(int from, int to) { out.push_back({TraceKind::Step, {}, s(from), s(to), 1, 1}); }
    void end(MoveEnd reason, int laps) { out.push_back({TraceKind::End, reason, -1, -1, 0, laps}); }

  private:
    static std::int16_t s(int v) { return static_cast<std::int16_t>(v); }
};

}  // namespace enkang
