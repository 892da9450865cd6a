// A still drawing of a board with QPainter, for pictures and printed pages
// (a PNG of a position, the diagrams of a game sheet): any position of the
// three games, South at the bottom, each pit with its name and seed count,
// rows too long for a page folded into bands as on screen (Board.qml), the
// reserves or captures of each side, and optional marks of the last move
// and the best move. No thread of its own: safe on any thread (QImage, QPdfWriter).
#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QRectF>

#include "engine/rules.h"

class QPainter;

namespace enkang::ui {

struct BoardMarks {
    int lastMove = -1;  // the pit the move shown was played from
    int bestMove = -1;  // the pit the engine would play now
};

class BoardPainter {
    Q_DECLARE_TR_FUNCTIONS(BoardPainter)
  public:
    BoardPainter(const Rules& rules, const Position& position, BoardMarks marks = {});

    // Draws the board as large as fits in `area`, centred, on a light ground.
    void paint(QPainter& painter, const QRectF& area) const;
    // The height the board needs when drawn `width` wide (its folding included).
    double heightFor(double width) const;
    // A picture of exactly `size` pixels.
    QImage image(const QSize& size) const;

  private:
    struct Layout {
        int bandColumns = 0, bands = 1;
        double cell = 0, caption = 0, bandGap = 0, middleGap = 0;
        QSizeF used;  // the pits and captions
    };
    Layout layout(const QSizeF& area) const;
    Layout fitted(int bandColumns, int bands, double cell) const;
    QRectF pitRect(const Layout& l, const QPointF& origin, int pit) const;
    QString sideCaption(Player side) const;

    Rules rules_;
    Position position_;
    BoardMarks marks_;
};

}  // namespace enkang::ui
