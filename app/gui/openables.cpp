#include "openables.h"

#include <QRegularExpression>
#include <QSet>

namespace enkang::gui {

namespace {

// What Qt Quick Controls, Qt Quick Dialogs and Qt.labs.platform open and close.
const QStringList baseTypes = {"Popup",       "Dialog",     "Drawer",       "Menu",
                               "ToolTip",     "FileDialog", "FolderDialog", "MessageDialog",
                               "ColorDialog", "FontDialog"};

// Blanks comments and the insides of strings (newlines kept, for line numbers),
// so that a brace or a type name in them is not taken for code.
QString codeOnly(QString text) {
    enum { Code, Line, Block, String } state = Code;
    QChar quote;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const QChar next = i + 1 < text.size() ? text[i + 1] : QChar();
        if (state == Code) {
            if (c == u'/' && (next == u'/' || next == u'*')) {
                state = next == u'/' ? Line : Block;
                text[i] = text[i + 1] = u' ';
                ++i;
            } else if (c == u'"' || c == u'\'' || c == u'`') {
                state = String;
                quote = c;
            }
        } else if (state == Line) {
            if (c == u'\n')
                state = Code;
            else
                text[i] = u' ';
        } else if (state == Block) {
            if (c == u'*' && next == u'/') {
                text[i] = text[i + 1] = u' ';
                ++i;
                state = Code;
            } else if (c != u'\n') {
                text[i] = u' ';
            }
        } else if (c == quote) {
            state = Code;
        } else if (c != u'\n') {
            if (c == u'\\' && next != u'\n' && i + 1 < text.size()) text[++i] = u' ';
            text[i] = u' ';
        }
    }
    return text;
}

// The id given in the object whose body opens at code[brace], if any.
QString idOf(const QString& code, qsizetype brace) {
    static const QRegularExpression idRe(QStringLiteral(R"(id\s*:\s*(\w+))"));
    int depth = 0;
    for (qsizetype i = brace; i < code.size(); ++i) {
        const QChar c = code[i];
        if (c == u'{') {
            ++depth;
        } else if (c == u'}') {
            if (--depth == 0) break;
        } else if (depth == 1 && c == u'i' &&
                   (i == 0 || !(code[i - 1].isLetterOrNumber() || code[i - 1] == u'_' ||
                                code[i - 1] == u'.'))) {
            const auto m = idRe.match(code, i, QRegularExpression::NormalMatch,
                                      QRegularExpression::AnchorAtOffsetMatchOption);
            if (m.hasMatch()) return m.captured(1);
        }
    }
    return {};
}

}  // namespace

QList<DeclaredOpenable> findOpenables(const QMap<QString, QString>& sources) {
    static const QRegularExpression objectRe(QStringLiteral(R"((?:^|[{;])\s*([A-Z]\w*)\s*\{)"),
                                             QRegularExpression::MultilineOption);
    static const QRegularExpression inlineRe(
        QStringLiteral(R"(\bcomponent\s+(\w+)\s*:\s*([A-Z]\w*)\s*\{)"));
    QMap<QString, QString> code;
    QMap<QString, qsizetype> rootAt;  // where each file's root object starts
    for (auto it = sources.begin(); it != sources.end(); ++it) {
        code[it.key()] = codeOnly(it.value());
        const auto root = objectRe.match(code[it.key()]);
        rootAt[it.key()] = root.hasMatch() ? root.capturedStart(1) : -1;
    }
    // A component whose root is openable is openable: NewGameDialog { } is a Dialog.
    QSet<QString> types(baseTypes.begin(), baseTypes.end());
    for (bool grew = true; grew;) {
        grew = false;
        for (auto it = code.begin(); it != code.end(); ++it) {
            QStringList found;
            const auto root = objectRe.match(it.value());
            if (root.hasMatch() && types.contains(root.captured(1)))
                found << QString(it.key()).chopped(4);  // "NewGameDialog.qml" -> "NewGameDialog"
            for (auto m = inlineRe.globalMatch(it.value()); m.hasNext();) {
                const auto match = m.next();
                if (types.contains(match.captured(2))) found << match.captured(1);
            }
            for (const QString& type : found) {
                if (!types.contains(type)) {
                    types.insert(type);
                    grew = true;
                }
            }
        }
    }
    QList<DeclaredOpenable> out;
    for (auto it = code.begin(); it != code.end(); ++it) {
        for (auto m = objectRe.globalMatch(it.value()); m.hasNext();) {
            const auto match = m.next();
            if (!types.contains(match.captured(1)) || match.capturedStart(1) == rootAt[it.key()])
                continue;
            DeclaredOpenable d;
            d.file = it.key();
            d.line = int(it.value().left(match.capturedStart(1)).count(u'\n')) + 1;
            d.type = match.captured(1);
            d.id = idOf(it.value(), match.capturedEnd(0) - 1);
            out << d;
        }
    }
    return out;
}

}  // namespace enkang::gui
