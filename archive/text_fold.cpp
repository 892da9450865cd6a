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

std::string foldUtf8ForSearch(std::string_view utf8) {
    // Folding works character by character, and an ASCII character never
    // joins the marks that follow it in decomposition's reordering, so the
    // text folds run by run: ASCII runs by their case alone.
    std::string out;
    out.reserve(utf8.size());
    std::size_t i = 0;
    while (i < utf8.size()) {
        std::size_t end = i;
        const bool ascii = static_cast<unsigned char>(utf8[i]) < 0x80;
        while (end < utf8.size() && (static_cast<unsigned char>(utf8[end]) < 0x80) == ascii) ++end;
        if (ascii) {
            for (std::size_t k = i; k < end; ++k)
                out += char(utf8[k] >= 'A' && utf8[k] <= 'Z' ? utf8[k] - 'A' + 'a' : utf8[k]);
        } else {
            out += foldForSearch(QString::fromUtf8(utf8.data() + i, qsizetype(end - i)))
                       .toUtf8()
                       .toStdString();
        }
        i = end;
    }
    return out;
}

}  // namespace enkang::archive
