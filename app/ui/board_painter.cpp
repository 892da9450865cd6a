#include "board_painter.h"

#include <QFont>
#include <QPainter>
#include <cmath>

namespace enkang::ui {
namespace {

// The board's colours, as Theme.qml's board (wood, edge) on a white page.
const QColor kWood(0xe8, 0xd2, 0xa6), kEdge(0x8a, 0x64, 0x3c), kPit(0xfb, 0xf3, 0xe2);
const QColor kInk(0x2b, 0x1d, 0x0e), kLast(0xd9, 0x6c, 0x06), kBest(0x1b, 0x7f, 0x3a);

constexpr double kBandGap = 0.35, kMiddleGap = 0.25, kCaption = 0.5;

}  // namespace

BoardPainter::BoardPainter(const Rules& rules, const Position& position, BoardMarks marks)
    : rules_(rules), position_(position), marks_(marks) {}

BoardPainter::Layout BoardPainter::fitted(int bandColumns, int bands, double cell) const {
    Layout l;
    l.bandColumns = bandColumns;
    l.bands = bands;
    l.cell = cell;
    l.caption = cell * kCaption;
    const bool twoRows = rules_.geometry().rows() == 2;
    l.bandGap = twoRows ? cell * kBandGap : 0;
    l.middleGap = twoRows ? 0 : cell * kMiddleGap;
    const double pits = twoRows ? bands * 2 * cell + (bands - 1) * l.bandGap
                                : rules_.geometry().rows() * cell + l.middleGap;
    l.used = QSizeF(bandColumns * cell, pits + 2 * l.caption);
    return l;
}

// The folding of Board.qml: bands of equal length where they fit, the
// number of bands that gives the biggest pits.
BoardPainter::Layout BoardPainter::layout(const QSizeF& area) const {
    const int rows = rules_.geometry().rows(), columns = rules_.geometry().columns();
    if (rows != 2) {
        const double cell =
            std::min(area.width() / columns, area.height() / (rows + kMiddleGap + 2 * kCaption));
        return fitted(columns, 1, cell);
    }
    Layout best = fitted(columns, 1, 0);
    double bestScore = 0;
    for (int b = 1; b <= (columns + 3) / 4; ++b) {
        const int c = (columns + b - 1) / b;
        if ((columns + c - 1) / c != b) continue;
        const double cell =
            std::min(area.width() / c, area.height() / (2 * b + kBandGap * (b - 1) + 2 * kCaption));
        const double score = cell * (columns % c == 0 ? 1 : 0.93);
        if (score > bestScore + 0.01) {
            bestScore = score;
            best = fitted(c, b, cell);
        }
    }
    return best;
}

double BoardPainter::heightFor(double width) const {
    // Folded to fit a landscape area, as a page or picture shows it best.
    return layout(QSizeF(width, width * 0.75)).used.height();
}

QRectF BoardPainter::pitRect(const Layout& l, const QPointF& origin, int pit) const {
    const Geometry& g = rules_.geometry();
    const int row = g.rowOf(pit), column = g.columnOf(pit);
    double x = 0, y = l.caption;
    if (g.rows() == 2) {
        const int band = column / l.bandColumns;
        x = (column % l.bandColumns) * l.cell;
        y += band * (2 * l.cell + l.bandGap) + (row == 1 ? 0 : l.cell);  // North above South
    } else {
        const int fromTop = g.rows() - 1 - row;
        x = column * l.cell;
        y += fromTop * l.cell + (fromTop >= g.rows() / 2 ? l.middleGap : 0);
    }
    return QRectF(origin + QPointF(x, y), QSizeF(l.cell, l.cell));
}

QString BoardPainter::sideCaption(Player side) const {
    QString text = side == South ? tr("South") : tr("North");
    if (rules_.game() == GameId::KimasaiMackay)
        text += " · " + tr("reserve %1").arg(position_.reserve[side]);
    else
        text += " · " + tr("captured %1").arg(position_.captured[side]);
    if (position_.over()) return text;
    if (position_.toMove == side) text += " · " + tr("to move");
    return text;
}

void BoardPainter::paint(QPainter& painter, const QRectF& area) const {
    const Layout l = layout(area.size());
    if (l.cell <= 0) return;
    const QPointF origin(area.x() + (area.width() - l.used.width()) / 2,
                         area.y() + (area.height() - l.used.height()) / 2);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF wood(origin.x(), origin.y() + l.caption, l.used.width(),
                      l.used.height() - 2 * l.caption);
    painter.setPen(QPen(kEdge, std::max(1.0, l.cell * 0.04)));
    painter.setBrush(kWood);
    painter.drawRoundedRect(wood, l.cell * 0.12, l.cell * 0.12);
    QFont font = painter.font();
    font.setFamily(QStringLiteral("DejaVu Sans"));
    const Geometry& g = rules_.geometry();
    for (int pit = 0; pit < g.pitCount(); ++pit) {
        const QRectF cell = pitRect(l, origin, pit);
        const QRectF hole =
            cell.adjusted(l.cell * 0.08, l.cell * 0.08, -l.cell * 0.08, -l.cell * 0.08);
        painter.setPen(QPen(kEdge, std::max(1.0, l.cell * 0.025)));
        painter.setBrush(kPit);
        painter.drawEllipse(hole);
        for (const auto& [marked, colour, style] :
             {std::tuple{marks_.lastMove, kLast, Qt::SolidLine},
              std::tuple{marks_.bestMove, kBest, Qt::DashLine}})
            if (marked == pit) {
                painter.setPen(QPen(colour, std::max(2.0, l.cell * 0.08), style));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(
                    hole.adjusted(l.cell * 0.03, l.cell * 0.03, -l.cell * 0.03, -l.cell * 0.03));
            }
        painter.setPen(kInk);
        font.setPixelSize(std::max(4, int(l.cell * 0.4)));
        font.setBold(true);
        painter.setFont(font);
        painter.drawText(hole.adjusted(0, l.cell * 0.12, 0, 0), Qt::AlignCenter,
                         QString::number(position_.pits[std::size_t(pit)]));
        font.setPixelSize(std::max(3, int(l.cell * 0.2)));
        font.setBold(false);
        painter.setFont(font);
        painter.drawText(hole.adjusted(0, l.cell * 0.1, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                         QString::fromStdString(g.name(pit)));
    }
    font.setPixelSize(std::max(4, int(l.caption * 0.6)));
    painter.setFont(font);
    painter.setPen(kInk);
    painter.drawText(QRectF(origin.x(), origin.y(), l.used.width(), l.caption),
                     Qt::AlignLeft | Qt::AlignVCenter, sideCaption(North));
    painter.drawText(QRectF(origin.x(), wood.bottom(), l.used.width(), l.caption),
                     Qt::AlignLeft | Qt::AlignVCenter, sideCaption(South));
    painter.restore();
}

QImage BoardPainter::image(const QSize& size) const {
    QImage out(size, QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::white);
    QPainter painter(&out);
    const double margin = std::min(size.width(), size.height()) * 0.03;
    paint(painter, QRectF(QPointF(0, 0), QSizeF(size)).adjusted(margin, margin, -margin, -margin));
    return out;
}

}  // namespace enkang::ui
