// Both passes take the blocks of one seed total at a time. No two blocks of
// a total share a layer: block {a, b} changes its own layers and, by its
// captures, (b-1, a), (b-2, a), (a-1, b) and (a-2, b), and a block
// {a', b'} of the same total reaches (b-1, a) only as (b'-1, a') or
// (a'-1, b'), that is, only if it is {a, b} (likewise the others). So a
// total's blocks can run at once on threads, each writing its own layers
// and reading only layers of totals already done.
#pragma once

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "layers.h"

namespace enkang::solver {

// The blocks {a, seeds - a} that fit the board, the largest first (so that
// threads taking them in turn end at about the same time).
std::vector<LayerId> blocksOfTotal(const Layers& layers, int seeds);

// Runs `run(a, b, worker)` for every block of the total on `threads`
// threads (worker in [0, threads)), after making every layer they touch
// resident. On one thread the blocks are taken one at a time, each with
// only its own neighbourhood resident, as the memory budget wants; on more,
// the whole total's neighbourhoods are resident at once. The first
// exception thrown by a block is rethrown once all threads have stopped.
template <class RunBlock>
void forEachBlockOfTotal(Layers& layers, int seeds, int threads, const RunBlock& run) {
    const std::vector<LayerId> blocks = blocksOfTotal(layers, seeds);
    const auto makeResident = [&layers](const std::vector<LayerId>& which) {
        std::vector<LayerId> keep;
        for (const auto& [a, b] : which)
            for (const LayerId& id : neighbourhood(a, b)) keep.push_back(id);
        layers.keepOnly(keep);
        for (const auto& [mover, other] : keep) layers.load(mover, other);
    };
    if (threads <= 1 || blocks.size() <= 1) {
        for (const auto& [a, b] : blocks) {
            makeResident({{a, b}});
            run(a, b, 0);
        }
        return;
    }
    makeResident(blocks);
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failureLock;
    const auto work = [&](int worker) {
        for (std::size_t i = next++; i < blocks.size(); i = next++) {
            try {
                run(blocks[i].first, blocks[i].second, worker);
            } catch (...) {
                const std::lock_guard<std::mutex> hold(failureLock);
                if (!failure) failure = std::current_exception();
                next = blocks.size();  // the others stop after their block
            }
        }
    };
    const int workers = std::min(threads, int(blocks.size()));
    std::vector<std::thread> started;
    for (int w = 1; w < workers; ++w) started.emplace_back(work, w);
    work(0);
    for (std::thread& t : started) t.join();
    if (failure) std::rethrow_exception(failure);
}

}  // namespace enkang::solver
