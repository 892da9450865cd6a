// Counts the warnings that QML reports, for the scripted starts
// (--screenshot, --self-test), which fail on any of them.
#pragma once

#include <QString>

namespace enkang::gui {

// Installs the message handler; messages are still printed as before.
void countQmlWarnings();
int qmlWarningCount();
// The last warning counted (empty if none), to name what went wrong.
QString lastQmlWarning();

}  // namespace enkang::gui
