// A line on stderr that says what the self-test was doing when the app
// crashed: a crash inside Qt (such as a dialog whose QML module is missing)
// then fails the test with a reason instead of a bare "Segmentation fault".
#pragma once

#include <QString>

namespace enkang::gui {

// Catches SIGSEGV, SIGBUS, SIGFPE, SIGILL and SIGABRT: prints the step, then dies of the signal.
void noteCrashes();
// What is being done now, such as "opening SourcesPage.qml#saveDialog".
void setCrashStep(const QString& step);

}  // namespace enkang::gui
