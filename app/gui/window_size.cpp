#include "window_size.h"

namespace enkang::gui {

QSize startSize(QSize asked, QSize remembered, QSize available) {
    if (asked.isValid()) return asked;
    const QSize wanted = remembered.isValid() ? remembered : kDefaultWindowSize;
    return available.isEmpty() ? wanted : wanted.boundedTo(available);
}

}  // namespace enkang::gui
