#include "game_sheet.h"

#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include "archive/record_line.h"
#include "board_painter.h"
#include "game_catalog.h"

namespace enkang::ui {
namespace {

using archive::GameRecord;
using archive::RecordMove;

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// Text laid down the page from the top, a new page when the next block
// does not fit, each page numbered at its foot.
class Flow {
  public:
    Flow(QPdfWriter& writer, QPainter& painter) : writer_(writer), painter_(painter) {
        footer_ = font(8);
        footerHeight_ = QFontMetricsF(footer_, &writer_).height() * 1.5;
        number();
    }
    QFont font(double points, bool bold = false) const {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(points);
        f.setBold(bold);
        return f;
    }
    double width() const { return writer_.width(); }
    // A paragraph wrapped to the page, from `indent` (device pixels).
    void text(const QString& s, const QFont& f, double indent = 0) {
        const QRectF box(indent, 0, width() - indent, 1e9);
        const QRectF need = QFontMetricsF(f, &writer_).boundingRect(box, Qt::TextWordWrap, s);
        const QRectF at = take(need.height());
        painter_.setFont(f);
        painter_.drawText(QRectF(indent, at.y(), box.width(), need.height() + 1), Qt::TextWordWrap,
                          s);
    }
    // A label in bold, its value wrapped beside it.
    void field(const QString& label, const QString& value) {
        if (value.trimmed().isEmpty()) return;
        const QFont bold = font(10, true), plain = font(10);
        const double labelWidth = width() * 0.22;
        const QRectF box(labelWidth, 0, width() - labelWidth, 1e9);
        const QRectF need =
            QFontMetricsF(plain, &writer_).boundingRect(box, Qt::TextWordWrap, value);
        const QRectF at = take(need.height());
        painter_.setFont(bold);
        painter_.drawText(QRectF(0, at.y(), labelWidth, need.height()), Qt::AlignLeft, label);
        painter_.setFont(plain);
        painter_.drawText(QRectF(labelWidth, at.y(), box.width(), need.height() + 1),
                          Qt::TextWordWrap, value);
    }
    void space(double points) { y_ += points * writer_.resolution() / 72.0; }
    // A block `height` high at the current place, on a new page if it does not fit.
    QRectF take(double height) {
        if (y_ > 0 && y_ + height > writer_.height() - footerHeight_) {
            writer_.newPage();
            y_ = 0;
            number();
        }
        const QRectF out(0, y_, width(), height);
        y_ += height;
        return out;
    }

  private:
    void number() {
        ++page_;
        painter_.setFont(footer_);
        painter_.drawText(QRectF(0, writer_.height() - footerHeight_, width(), footerHeight_),
                          Qt::AlignRight | Qt::AlignBottom, GameSheet::tr("Page %1").arg(page_));
    }
    QPdfWriter& writer_;
    QPainter& painter_;
    QFont footer_;
    double footerHeight_ = 0;
    double y_ = 0;
    int page_ = 0;
};

QString resultText(const std::string& result) {
    if (result == "1-0") return GameSheet::tr("South won");
    if (result == "0-1") return GameSheet::tr("North won");
    if (result == "1/2-1/2") return GameSheet::tr("Draw");
    return GameSheet::tr("Not finished, or not known");
}

QString markName(const std::string& mark) {
    if (mark == "blunder") return GameSheet::tr("a blunder");
    if (mark == "mistake") return GameSheet::tr("a mistake");
    return GameSheet::tr("an inaccuracy");
}

QString sideName(int side) {
    return side == 0 ? GameSheet::tr("South") : GameSheet::tr("North");
}

// "12. ~b3!" as the record writes a move.
QString moveText(int number, const RecordMove& m) {
    return QString("%1. %2%3%4").arg(number).arg(m.irregular ? "~" : "", qs(m.pit), qs(m.glyph));
}

// A variation's moves on one line, with their comments; deeper variations follow indented.
void writeVariation(Flow& flow, const std::vector<RecordMove>& line, int firstNumber, double indent,
                    int depth) {
    QStringList parts;
    for (std::size_t i = 0; i < line.size(); ++i) {
        QString part = moveText(firstNumber + int(i), line[i]);
        if (!line[i].comment.empty()) part += " — " + qs(line[i].comment);
        parts << part;
    }
    flow.text(GameSheet::tr("Variation: %1").arg(parts.join("; ")), flow.font(9), indent);
    if (depth >= 8) return;  // deeper trees are rare; the record file keeps them whole
    for (std::size_t i = 0; i < line.size(); ++i)
        for (const auto& v : line[i].variations)
            writeVariation(flow, v, firstNumber + int(i), indent + flow.width() * 0.04, depth + 1);
}

}  // namespace

bool GameSheet::write(QIODevice* device, QString& error) const {
    QPdfWriter writer(device);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(18, 16, 18, 16), QPageLayout::Millimeter);
    writer.setResolution(300);
    writer.setCreator(QStringLiteral("Enkang"));
    const GameRecord& r = record_;
    GameId id{};
    const bool known = parseGameId(r.tag("Game"), id);
    const QString game = known ? GameDescription(id, nullptr).name() : qs(r.tag("Game"));
    writer.setTitle(game + (r.tag("Place").empty() ? QString() : ", " + qs(r.tag("Place"))));
    QPainter painter;
    if (!painter.begin(&writer)) {
        error = tr("The PDF could not be started.");
        return false;
    }
    Flow flow(writer, painter);
    flow.text(game, flow.font(18, true));
    flow.space(6);
    const std::pair<const char*, QString> fields[] = {{"Options", tr("Options")},
                                                      {"Date", tr("Date")},
                                                      {"Time", tr("Time")},
                                                      {"Place", tr("Place")},
                                                      {"Coordinates", tr("Coordinates")},
                                                      {"Event", tr("Event")},
                                                      {"Observer", tr("Observer")}};
    for (const auto& [tag, label] : fields) flow.field(label, qs(r.tag(tag)));
    for (const char* side : {"South", "North"}) {
        QString team = qs(r.tag(side));
        const QString members = qs(r.tag(std::string(side) + "Members"));
        if (!members.isEmpty()) team += (team.isEmpty() ? "" : " — ") + members;
        flow.field(sideName(side[0] == 'S' ? 0 : 1), team);
    }
    QString result = resultText(r.result);
    if (!r.tag("Termination").empty()) result += " — " + qs(r.tag("Termination"));
    flow.field(tr("Result"), result);
    flow.field(tr("Sources"), qs(r.tag("Sources")));
    flow.field(tr("Notes"), qs(r.tag("Notes")));
    if (analysis_)
        for (int side = 0; side < 2; ++side)
            //: %1 is South or North, %2 the engine's level; then how many moves it marked
            flow.text(tr("%1, by the engine (level %2): blunders %3, mistakes %4, inaccuracies %5")
                          .arg(sideName(side))
                          .arg(analysis_->level)
                          .arg(analysis_->count(side, "blunder"))
                          .arg(analysis_->count(side, "mistake"))
                          .arg(analysis_->count(side, "inaccuracy")),
                      flow.font(10));
    if (!r.comment.empty()) {
        flow.space(4);
        flow.text(qs(r.comment), flow.font(10));
    }

    const archive::RecordLine line = archive::followRecord(r);
    auto diagram = [&](int ply) {
        if (!diagrams_.contains(ply)) return;
        flow.space(4);
        if (!line.start || ply > int(line.moves.size())) {
            //: %2 is the number of moves the engine could replay
            flow.text(tr("No diagram after move %1: the engine follows this record only to "
                         "move %2.")
                          .arg(ply)
                          .arg(line.moves.size()),
                      flow.font(9));
            return;
        }
        const auto game = line.at(ply);
        BoardMarks marks;
        if (ply > 0) marks.lastMove = line.moves[std::size_t(ply - 1)];
        if (analysis_ && ply < int(analysis_->moves.size()))
            game->rules().geometry().parse(analysis_->moves[std::size_t(ply)].best, marks.bestMove);
        const BoardPainter board(game->rules(), game->position(), marks);
        const double w = flow.width() * (game->rules().geometry().rows() == 2 ? 0.85 : 0.6);
        const QString caption =
            ply == 0 ? tr("The position at the start") : tr("The position after move %1").arg(ply);
        const QFont captionFont = flow.font(9, true);
        const double captionHeight = QFontMetricsF(captionFont, &writer).height() * 1.3;
        const QRectF at = flow.take(captionHeight + board.heightFor(w));
        painter.setFont(captionFont);
        painter.drawText(QRectF(at.x(), at.y(), at.width(), captionHeight), Qt::AlignLeft, caption);
        board.paint(painter,
                    QRectF(at.x(), at.y() + captionHeight, w, at.height() - captionHeight));
        flow.space(4);
    };

    flow.space(8);
    flow.text(tr("Moves"), flow.font(13, true));
    diagram(0);
    int side = line.start ? int(line.start->position().toMove) : 0;
    std::unique_ptr<GameState> walker = line.at(0);
    for (std::size_t i = 0; i < r.moves.size(); ++i) {
        const RecordMove& m = r.moves[i];
        if (walker && i < line.moves.size()) side = int(walker->position().toMove);
        QStringList about = {sideName(side)};
        if (!m.handler.empty()) about << qs(m.handler);
        if (!m.time.empty()) about << qs(m.time);
        if (m.irregular) about << tr("irregular: kept as observed");
        flow.text(moveText(int(i) + 1, m) + "   " + about.join(" · "), flow.font(10));
        const double indent = flow.width() * 0.05;
        if (!m.comment.empty()) flow.text(qs(m.comment), flow.font(10), indent);
        if (analysis_ && i < analysis_->moves.size() && !analysis_->moves[i].mark.empty()) {
            const archive::MoveVerdict& v = analysis_->moves[i];
            flow.text(
                tr("The engine calls this %1 and prefers %2.").arg(markName(v.mark), qs(v.best)),
                flow.font(9), indent);
        }
        for (const auto& variation : m.variations)
            writeVariation(flow, variation, int(i) + 1, indent, 0);
        if (walker && i < line.moves.size()) walker->play(line.moves[i]);
        side = 1 - side;
        diagram(int(i) + 1);
    }
    flow.space(6);
    flow.text(QString::fromStdString(r.result), flow.font(11, true));
    if (!painter.end()) {
        error = tr("The PDF could not be finished.");
        return false;
    }
    return true;
}

}  // namespace enkang::ui
