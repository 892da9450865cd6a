// A record as a printed game sheet (PDF through QPdfWriter and QPainter):
// the game and its options, place, date, event, observer, the teams with
// their members, result and notes; then every move with its glyph, handler,
// time and comment, variations indented under the move they replace, the
// engine's marks when the record was analysed; board diagrams after chosen
// moves (BoardPainter). Pages are added as the text needs them; all text is
// real text, so it can be searched and copied. Safe on any thread.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

#include "archive/game_record.h"
#include "archive/record_analysis.h"

class QIODevice;

namespace enkang::ui {

class GameSheet {
    Q_DECLARE_TR_FUNCTIONS(GameSheet)
  public:
    explicit GameSheet(archive::GameRecord record) : record_(std::move(record)) {}

    // Diagrams of the positions after these numbers of moves (0: the start).
    void setDiagrams(const QList<int>& plies) { diagrams_ = plies; }
    void setAnalysis(const std::optional<archive::RecordAnalysis>& a) { analysis_ = a; }

    // Writes the PDF to `device` (open for writing); false with `error` set.
    bool write(QIODevice* device, QString& error) const;

  private:
    archive::GameRecord record_;
    QList<int> diagrams_;
    std::optional<archive::RecordAnalysis> analysis_;
};

}  // namespace enkang::ui
