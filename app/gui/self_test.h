// enkang --self-test: creates every QML file of the module alone, then loads
// the window and shows every page and opens, draws and closes every popup and
// dialog that the QML declares (see openables.h). Fails on any QML warning,
// and on a declared popup or dialog it could not find to open. Then switches
// through every language, saying what each switch costs.
#pragma once

#include <QSize>

class QQmlApplicationEngine;

namespace enkang::ui {
class LanguageManager;
}

namespace enkang::gui {

// Returns the exit code: 0 when all went well.
int runSelfTest(QQmlApplicationEngine& engine, QSize size, ui::LanguageManager& language);

}  // namespace enkang::gui
