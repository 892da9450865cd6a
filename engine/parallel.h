// Runs the items [0, count) in `threads` contiguous blocks at once, the last
// block on the calling thread, and returns each block's result in order.
// Callers make each item's work depend on its index only, so that the
// result does not depend on the number of threads.
#pragma once

#include <cstdint>
#include <thread>
#include <vector>

namespace enkang {

template <class Part, class RunBlock>
std::vector<Part> runInBlocks(int threads, std::uint64_t count, const RunBlock& run) {
    if (threads < 1) threads = 1;
    std::vector<Part> parts(static_cast<std::size_t>(threads));
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t) {
        const std::uint64_t from = count * std::uint64_t(t) / std::uint64_t(threads);
        const std::uint64_t to = count * std::uint64_t(t + 1) / std::uint64_t(threads);
        Part& part = parts[static_cast<std::size_t>(t)];
        if (t + 1 == threads)
            part = run(from, to);
        else
            workers.emplace_back([&part, &run, from, to] { part = run(from, to); });
    }
    for (auto& w : workers) w.join();
    return parts;
}

}  // namespace enkang
