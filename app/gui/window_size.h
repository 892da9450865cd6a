// The size the main window opens at.
#pragma once

#include <QSize>

namespace enkang::gui {

// The desktop default, as in Main.qml.
inline constexpr QSize kDefaultWindowSize{1280, 800};

// A size given on the command line (`asked`) is kept as it is: screenshots
// and checks lay pages out at exact sizes, larger than the screen too.
// Otherwise the size the window had when it was last closed (`remembered`),
// or the default, shrunk to the screen's free area (`available`): a window
// left large on a big monitor must not open past the edges of a laptop's
// or a phone's screen. An empty `available` (no screen known yet) shrinks
// nothing. The window manager's frame is not counted: a window shrunk to
// the free area may still reach under a panel by its title bar.
QSize startSize(QSize asked, QSize remembered, QSize available);

}  // namespace enkang::gui
