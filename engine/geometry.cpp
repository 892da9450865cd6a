#include "geometry.h"

#include "translatable.h"

namespace enkang {

Geometry::Geometry(int rows, int columns) : rows_(rows), columns_(columns) {}

int Geometry::opposite(int pit) const {
    const int row = rowOf(pit);
    const int facing = rows_ == 2 ? 1 - row : (row == 1 ? 2 : row == 2 ? 1 : row);
    return this->pit(facing, columnOf(pit));
}

std::string Geometry::name(int pit) const {
    std::string text = std::to_string(columnOf(pit) + 1);
    text.insert(text.begin(), char('a' + rowOf(pit)));
    return text;
}

PitNameError Geometry::parse(std::string_view text, int& pit) const {
    if (text.size() < 2 || text.size() > 4 || text[0] < 'a' || text[0] > 'z' || text[1] < '1' ||
        text[1] > '9')
        return PitNameError::Malformed;
    int column = 0;
    for (char c : text.substr(1)) {
        if (c < '0' || c > '9') return PitNameError::Malformed;
        column = column * 10 + (c - '0');
    }
    const int row = text[0] - 'a';
    if (row >= rows_ || column > columns_) return PitNameError::NoSuchPit;
    pit = this->pit(row, column - 1);
    return PitNameError::None;
}

std::string_view Geometry::describe(PitNameError error) {
    switch (error) {
        case PitNameError::None:
            return "";
        case PitNameError::Malformed:
            return QT_TRANSLATE_NOOP(
                "Phrase", "not a pit name (a row letter and a column number, such as b3)");
        case PitNameError::NoSuchPit:
            return QT_TRANSLATE_NOOP("Phrase", "no such pit on this board");
    }
    return "";
}

}  // namespace enkang
