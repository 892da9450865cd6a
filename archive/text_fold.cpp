#include "text_fold.h"

namespace enkang::archive {

QString foldForSearch(const QString& text) {
    // Plain ASCII (most text) only needs its case folded.
    bool ascii = true;
    for (const QChar c : text) ascii = ascii && c.unicode() < 0x80;
    if (ascii) return text.toLower();
    // Compatibility decomposition splits "ľ" into "l" and a combining caron;
    // the marks are then dropped. Letters with no decomposition (stroked or
    // ligatures) are spelled out as a person would type them.
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        switch (c.category()) {
            case QChar::Mark_NonSpacing:
            case QChar::Mark_SpacingCombining:
            case QChar::Mark_Enclosing:
                continue;
            default:
                break;
        }
        switch (c.unicode()) {
            case 0x0141:  // Ł
            case 0x0142:  // ł
                out += QLatin1Char('l');
                continue;
            case 0x00D8:  // Ø
            case 0x00F8:  // ø
                out += QLatin1Char('o');
                continue;
            case 0x0110:  // Đ
            case 0x0111:  // đ
                out += QLatin1Char('d');
                continue;
            case 0x0131:  // dotless ı
                out += QLatin1Char('i');
                continue;
            case 0x00C6:  // Æ
            case 0x00E6:  // æ
                out += QLatin1String("ae");
                continue;
            case 0x00DF:  // ß (simple case folding keeps it)
                out += QLatin1String("ss");
                continue;
            case 0x0152:  // Œ
            case 0x0153:  // œ
                out += QLatin1String("oe");
                continue;
            default:
                out += c;
        }
    }
    return out.toCaseFolded();
}

}  // namespace enkang::archive
