// Runs the enkang-cli under test (ENKANG_CLI, set by the test's target) and
// keeps what it printed and how it ended: a crash is exit code -1.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace enkang::test {

struct Run {
    int code;
    QByteArray out;
    QByteArray err;
};

inline Run cli(const QStringList& args, int timeoutMs = 60000) {
    QProcess p;
    p.start(QStringLiteral(ENKANG_CLI), args);
    p.waitForFinished(timeoutMs);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

}  // namespace enkang::test
