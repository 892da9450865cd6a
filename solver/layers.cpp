#include "layers.h"

#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <algorithm>
#include <cstdio>
#include <stdexcept>

namespace enkang::solver {
namespace {

void writeAll(std::FILE* f, const void* data, std::size_t bytes, const std::filesystem::path& p) {
    if (bytes != 0 && std::fwrite(data, 1, bytes, f) != bytes)
        throw std::runtime_error("cannot write " + p.string());
}

void readAll(std::FILE* f, void* data, std::size_t bytes, const std::filesystem::path& p) {
    if (bytes != 0 && std::fread(data, 1, bytes, f) != bytes)
        throw std::runtime_error("cannot read " + p.string());
}

}  // namespace

Layers::Layers(const Kernel& kernel, const std::string& scratch, std::uint64_t budget)
    : kernel_(&kernel),
      index_(kernel.trackLength()),
      budget_(budget),
      layers_(std::size_t(kernel.trackLength() + 1) * std::size_t(kernel.trackLength() + 1)) {
    if (scratch.empty()) return;
    scratch_ = std::filesystem::path(scratch) / ("enkang-solve-" + std::to_string(getpid()));
    std::filesystem::create_directories(scratch_);
}

Layers::~Layers() {
    std::error_code ignored;
    if (!scratch_.empty()) std::filesystem::remove_all(scratch_, ignored);
}

std::filesystem::path Layers::fileOf(int mover, int opponent) const {
    return scratch_ / ("layer-" + std::to_string(mover) + "-" + std::to_string(opponent));
}

const Layer& Layers::load(int mover, int opponent) const {
    Layer& layer = layers_[slot(mover, opponent)];
    if (!layer.present || layer.resident) return layer;
    const std::filesystem::path path = fileOf(mover, opponent);
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (f == nullptr) throw std::runtime_error("cannot open " + path.string());
    layer.reach = RankedBits(index_.layerSize(mover, opponent));
    std::uint64_t values = 0;
    readAll(f, layer.reach.words().data(), layer.reach.words().size() * 8, path);
    readAll(f, &values, sizeof values, path);
    layer.values.resize(values);
    readAll(f, layer.values.data(), values * sizeof(Value), path);
    std::fclose(f);
    layer.reach.buildRanks();
    layer.resident = true;
    return layer;
}

Layer& Layers::change(int mover, int opponent) {
    Layer& layer = layers_[slot(mover, opponent)];
    if (!layer.present) {
        layer.reach = RankedBits(index_.layerSize(mover, opponent));
        layer.present = layer.resident = true;
    }
    load(mover, opponent);
    layer.changed = true;
    return layer;
}

void Layers::putAway(int mover, int opponent) {
    Layer& layer = layers_[slot(mover, opponent)];
    if (!layer.present || !layer.resident) return;
    if (layer.changed) {
        const std::filesystem::path path = fileOf(mover, opponent);
        std::FILE* f = std::fopen(path.c_str(), "wb");
        if (f == nullptr) throw std::runtime_error("cannot create " + path.string());
        const std::uint64_t values = layer.values.size();
        writeAll(f, layer.reach.words().data(), layer.reach.words().size() * 8, path);
        writeAll(f, &values, sizeof values, path);
        writeAll(f, layer.values.data(), values * sizeof(Value), path);
        if (std::fclose(f) != 0) throw std::runtime_error("cannot write " + path.string());
    }
    layer.reach = RankedBits();
    layer.values = std::vector<Value>();
    layer.resident = layer.changed = false;
}

void Layers::keepOnly(const std::vector<LayerId>& keep) {
    if (scratch_.empty() || residentBytes() <= budget_) return;
    for (int a = 0; a <= trackLength(); ++a)
        for (int b = 0; b <= trackLength(); ++b)
            if (std::find(keep.begin(), keep.end(), LayerId{a, b}) == keep.end()) putAway(a, b);
#ifdef __GLIBC__
    // glibc keeps freed blocks below its (adaptive) mmap threshold: hand them back.
    malloc_trim(0);
#endif
}

std::uint64_t Layers::reachableCount() const {
    std::uint64_t total = 0;
    for (const Layer& layer : layers_) total += layer.count;
    return total;
}

std::uint64_t Layers::residentBytes() const {
    std::uint64_t total = 0;
    for (const Layer& layer : layers_)
        total += layer.reach.bytes() + layer.values.capacity() * sizeof(Value);
    return total;
}

std::vector<LayerId> neighbourhood(int a, int b) {
    std::vector<LayerId> out;
    for (const LayerId& id : {LayerId{a, b}, LayerId{b, a}, LayerId{b - 1, a}, LayerId{b - 2, a},
                              LayerId{a - 1, b}, LayerId{a - 2, b}})
        if (id.first >= 0 && id.second >= 0) out.push_back(id);
    return out;
}

}  // namespace enkang::solver
