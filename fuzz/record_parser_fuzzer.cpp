// libFuzzer target for the record text parser: any input must parse
// without crashing, and whatever parses cleanly must write back to text
// that parses to the same records (the format's round-trip promise).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "archive/record_text.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto parsed = enkang::archive::parseRecords(text);
    if (!parsed.errors.empty()) return 0;
    const std::string written = enkang::archive::writeRecords(parsed.games);
    const auto again = enkang::archive::parseRecords(written);
    if (!again.errors.empty() || again.games != parsed.games) std::abort();
    if (enkang::archive::writeRecords(again.games) != written) std::abort();
    return 0;
}
