#include "json_writer.h"

#include <cmath>
#include <cstdio>

namespace enkang::cli {

void JsonWriter::separate() {
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (!needComma_.empty()) {
        if (needComma_.back()) out_ += ", ";
        needComma_.back() = true;
    }
}

JsonWriter& JsonWriter::open(char c) {
    separate();
    out_ += c;
    needComma_.push_back(false);
    return *this;
}

JsonWriter& JsonWriter::close(char c) {
    out_ += c;
    needComma_.pop_back();
    return *this;
}

JsonWriter& JsonWriter::raw(std::string_view text) {
    separate();
    out_ += text;
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view k) {
    separate();
    out_ += quote(k);
    out_ += ": ";
    afterKey_ = true;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view v) {
    return raw(quote(v));
}

JsonWriter& JsonWriter::value(double v) {
    if (!std::isfinite(v)) return null();
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", v);
    return raw(buffer);
}

std::string JsonWriter::quote(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\r':
                out += "\\r";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buffer[8];
                    std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                    out += buffer;
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

}  // namespace enkang::cli
