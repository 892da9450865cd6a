// A bitmap with a rank directory: which positions of a layer are
// reachable, and each reachable one's place among them, so that values
// are stored for reachable positions only.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

namespace enkang::solver {

class RankedBits {
  public:
    RankedBits() = default;
    explicit RankedBits(std::uint64_t bits) : bits_(bits), words_((bits + 63) / 64, 0) {}

    std::uint64_t size() const { return bits_; }
    bool test(std::uint64_t i) const { return (words_[i / 64] >> (i % 64) & 1) != 0; }
    // Sets bit i; returns whether it was clear. Invalidates ranks.
    bool set(std::uint64_t i) {
        std::uint64_t& w = words_[i / 64];
        const std::uint64_t b = std::uint64_t{1} << (i % 64);
        const bool wasClear = (w & b) == 0;
        w |= b;
        return wasClear;
    }
    // Builds the rank directory; call once every bit is set.
    void buildRanks();
    std::uint64_t count() const { return count_; }
    // The number of set bits before bit i.
    std::uint64_t rank(std::uint64_t i) const {
        const std::uint64_t word = i / 64;
        std::uint64_t r = blockRank_[word / kBlockWords];
        for (std::uint64_t w = word - word % kBlockWords; w < word; ++w)
            r += std::uint64_t(std::popcount(words_[w]));
        const std::uint64_t below = (std::uint64_t{1} << (i % 64)) - 1;
        return r + std::uint64_t(std::popcount(words_[word] & below));
    }
    template <class F>
    void forEachSet(F&& f) const {
        for (std::uint64_t w = 0; w < words_.size(); ++w)
            for (std::uint64_t bits = words_[w]; bits != 0; bits &= bits - 1)
                f(w * 64 + std::uint64_t(std::countr_zero(bits)));
    }
    std::uint64_t bytes() const { return (words_.capacity() + blockRank_.capacity()) * 8; }
    // The bits themselves, for writing to and reading from a file.
    std::vector<std::uint64_t>& words() { return words_; }
    const std::vector<std::uint64_t>& words() const { return words_; }

  private:
    static constexpr std::uint64_t kBlockWords = 8;  // a rank entry per 512 bits: 1/8 more memory
    std::uint64_t bits_ = 0;
    std::uint64_t count_ = 0;
    std::vector<std::uint64_t> words_;
    std::vector<std::uint64_t> blockRank_;
};

}  // namespace enkang::solver
