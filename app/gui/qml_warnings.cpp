#include "qml_warnings.h"

#include <QtGlobal>

namespace enkang::gui {

namespace {

int warnings = 0;
QString last;
QtMessageHandler previousHandler = nullptr;

bool isProblem(QtMsgType type) {
    return type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg;
}

void count(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    // Only what QML and Qt Quick report counts (not, say, a missing XDG_RUNTIME_DIR).
    const QLatin1String category(context.category ? context.category : "");
    const bool fromQml =
        message.contains(QLatin1String(".qml")) || category.startsWith(QLatin1String("qml")) ||
        category.startsWith(QLatin1String("qt.qml")) ||
        category.startsWith(QLatin1String("qt.quick")) || category == QLatin1String("js");
    if (fromQml && isProblem(type)) {
        ++warnings;
        last = message;
    }
    previousHandler(type, context, message);
}

}  // namespace

void countQmlWarnings() {
    previousHandler = qInstallMessageHandler(count);
}
int qmlWarningCount() {
    return warnings;
}
QString lastQmlWarning() {
    return last;
}

}  // namespace enkang::gui
