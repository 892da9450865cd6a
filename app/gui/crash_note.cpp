#include "crash_note.h"

#include <execinfo.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstring>

namespace enkang::gui {

namespace {

// Written before each step: the handler may only write() what is ready.
char step[600] = "starting";

void onCrash(int signal) {
    static const char head[] = "\nself-test: FAIL: crashed while ";
    static const char tail[] =
        " (the QML warnings just above name the cause; a module \"not installed\" is "
        "installed by scripts/install-deps.sh, see scripts/qml-modules.txt)\n";
    [[maybe_unused]] auto a = write(STDERR_FILENO, head, sizeof head - 1);
    [[maybe_unused]] auto b = write(STDERR_FILENO, step, std::strlen(step));
    [[maybe_unused]] auto c = write(STDERR_FILENO, tail, sizeof tail - 1);
    // Where it crashed, for a crash seen once on a loaded machine and never again.
    void* frames[64];
    backtrace_symbols_fd(frames, backtrace(frames, 64), STDERR_FILENO);
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

}  // namespace

void noteCrashes() {
    // The first backtrace() loads libgcc (it allocates): done here, not in the handler.
    void* frame[1];
    backtrace(frame, 1);
    for (int s : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) std::signal(s, onCrash);
}

void setCrashStep(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    const size_t n = std::min(sizeof step - 1, size_t(utf8.size()));
    std::memcpy(step, utf8.constData(), n);
    step[n] = '\0';
}

}  // namespace enkang::gui
