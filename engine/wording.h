// A message for people kept as its English wording, with %1, %2… for the
// values that fill it: the engine, the record format and its fuzzer need no
// Qt, and the app still shows the message in its own language
// (archive/wording_qt.h translates it; enkang-cli prints english()).
#pragma once

#include <string>
#include <type_traits>
#include <vector>

#include "translatable.h"

namespace enkang {

struct Wording {
    const char* context = "";  // lupdate's context: "RecordText"
    const char* format = "";   // a literal marked with QT_TRANSLATE_NOOP
    std::vector<std::string> values;
    // Put before the message as it is, with ": " (the record tag at fault,
    // "SetUp"; a tag's name is the file format's, in every language).
    std::string lead;

    bool empty() const { return !*format; }

    // The English text: each %N replaced by values[N-1], in one pass.
    std::string english() const;
};

inline std::string wordingValue(const std::string& s) {
    return s;
}
inline std::string wordingValue(const char* s) {
    return s;
}
template <class Number>
requires std::is_arithmetic_v<Number> std::string wordingValue(Number n) {
    return std::to_string(n);
}

template <class... Values>
Wording worded(const char* context, const char* format, const Values&... values) {
    return Wording{context, format, {wordingValue(values)...}, {}};
}

}  // namespace enkang
