#include "overlaps.h"

#include <QJsonObject>
#include <QQuickItem>
#include <QRectF>
#include <QString>
#include <vector>

#include "control_kinds.h"

namespace enkang::gui {

namespace {

// Crossings smaller than this each way are anti-aliasing and borders.
constexpr qreal kSlack = 3;

struct Piece {
    const QQuickItem* item;
    QRectF rect;  // in the scene, cut to what its clipping parents show
    QString what;
};

// The box of a text's painted lines, not its item's: a label is often wider
// than its words, beside a control that it does not touch, and a text that
// does not clip draws past its item (a wrapped label left with the height
// of fewer lines spills onto what lies below).
QRectF paintedRect(const QQuickItem* text) {
    const qreal width = text->property("contentWidth").toReal();
    const qreal height = text->property("contentHeight").toReal();
    const qreal left = text->property("leftPadding").toReal();
    const qreal right = text->property("rightPadding").toReal();
    const qreal top = text->property("topPadding").toReal();
    const qreal bottom = text->property("bottomPadding").toReal();
    const int h = text->property("effectiveHorizontalAlignment").toInt();
    const int v = text->property("verticalAlignment").toInt();
    const qreal roomX = text->width() - left - right - width;
    const qreal roomY = text->height() - top - bottom - height;
    const qreal x = left + (h & Qt::AlignRight ? roomX : h & Qt::AlignHCenter ? roomX / 2 : 0);
    const qreal y = top + (v & Qt::AlignBottom ? roomY : v & Qt::AlignVCenter ? roomY / 2 : 0);
    const QRectF painted = text->mapRectToScene(QRectF(x, y, width, height));
    return text->clip() ? painted & sceneRect(text) : painted;
}

QString textOf(const QQuickItem* item) {
    const QString text = item->property("text").toString();
    return text.size() > 40 ? text.left(39) + QChar(0x2026) : text;
}

void gather(QQuickItem* item, const QRectF& clip, std::vector<Piece>& out) {
    if (!isShown(item)) return;
    const char* kind = controlKind(item);
    if (isReportedControl(item, kind) && !isTapArea(kind)) {
        const QRectF r = sceneRect(item) & clip;
        const QString name = controlName(item);
        if (!r.isEmpty())
            out.push_back(
                {item, r, QString::fromLatin1(kind) + QStringLiteral(" '") + name + '\''});
        return;  // its texts are its own (and are not set against other controls twice)
    }
    const bool isText = item->inherits("QQuickText") || item->inherits("QQuickTextEdit");
    if (isText && !item->property("text").toString().trimmed().isEmpty()) {
        const QRectF r = paintedRect(item) & clip;
        if (!r.isEmpty()) out.push_back({item, r, QStringLiteral("text '") + textOf(item) + '\''});
    }
    const QRectF inner = item->clip() ? clip & sceneRect(item) : clip;
    for (QQuickItem* child : item->childItems()) gather(child, inner, out);
}

bool isAncestor(const QQuickItem* a, const QQuickItem* b) {
    for (const QQuickItem* p = b->parentItem(); p; p = p->parentItem())
        if (p == a) return true;
    return false;
}

}  // namespace

QJsonArray findOverlaps(QQuickItem* root, const QRectF& windowRect, const QString& popup) {
    std::vector<Piece> pieces;
    gather(root, windowRect, pieces);
    QJsonArray out;
    for (size_t i = 0; i < pieces.size(); ++i)
        for (size_t j = i + 1; j < pieces.size(); ++j) {
            const Piece& a = pieces[i];
            const Piece& b = pieces[j];
            const QRectF both = a.rect & b.rect;
            if (both.width() < kSlack || both.height() < kSlack) continue;
            if (isAncestor(a.item, b.item) || isAncestor(b.item, a.item)) continue;
            QJsonObject o{{"a", a.what},
                          {"b", b.what},
                          {"x", qRound(both.x())},
                          {"y", qRound(both.y())},
                          {"width", qRound(both.width())},
                          {"height", qRound(both.height())}};
            if (!popup.isEmpty()) o.insert("popup", popup);
            out.append(o);
        }
    return out;
}

}  // namespace enkang::gui
