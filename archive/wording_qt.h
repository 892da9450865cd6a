// A Wording in the language the app has installed (QCoreApplication's
// translators; none in enkang-cli, which keeps the English), its values too
// where they are fixed phrases (context "Phrase").
#pragma once

#include <QCoreApplication>
#include <QString>

#include "engine/wording.h"

namespace enkang::archive {

inline QString translated(const Wording& w) {
    QString text = QCoreApplication::translate(w.context, w.format);
    // Filled in one pass, as english() does: a value holding "%2" stays so.
    QString out =
        w.lead.empty() ? QString() : QString::fromStdString(w.lead) + QStringLiteral(": ");
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'%' && i + 1 < text.size() && text[i + 1] >= u'1' && text[i + 1] <= u'9') {
            const auto n = std::size_t(text[i + 1].unicode() - u'1');
            if (n < w.values.size()) {
                // A value may be a fixed phrase of its own (the engine's "that
                // pit is empty", context "Phrase"); any other (a pit, a tag's
                // name) has no entry and stays as it is.
                out += QCoreApplication::translate("Phrase", w.values[n].c_str());
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

}  // namespace enkang::archive
