// A minimal JSON writer for the CLI's one-object outputs.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace enkang::cli {

class JsonWriter {
  public:
    JsonWriter& beginObject() { return open('{'); }
    JsonWriter& endObject() { return close('}'); }
    JsonWriter& beginArray() { return open('['); }
    JsonWriter& endArray() { return close(']'); }
    JsonWriter& key(std::string_view k);
    JsonWriter& value(std::string_view v);
    JsonWriter& value(const char* v) { return value(std::string_view(v)); }
    JsonWriter& value(std::int64_t v) { return raw(std::to_string(v)); }
    JsonWriter& value(int v) { return raw(std::to_string(v)); }
    JsonWriter& value(std::uint64_t v) { return raw(std::to_string(v)); }
    JsonWriter& value(double v);
    JsonWriter& value(bool v) { return raw(v ? "true" : "false"); }
    JsonWriter& null() { return raw("null"); }
    const std::string& text() const { return out_; }

    static std::string quote(std::string_view text);

  private:
    JsonWriter& open(char c);
    JsonWriter& close(char c);
    JsonWriter& raw(std::string_view text);
    void separate();

    std::string out_;
    std::vector<bool> needComma_;
    bool afterKey_ = false;
};

}  // namespace enkang::cli
