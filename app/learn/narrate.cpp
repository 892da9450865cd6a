#include "narrate.h"

#include <QCoreApplication>

namespace enkang::learn {

namespace {
// The translation context of the lessons' narration (lupdate reads Lesson::tr).
class Lesson {
    Q_DECLARE_TR_FUNCTIONS(Lesson)
};
}  // namespace

QString narrateMove(const GameState& before, Move m) {
    GameState after = before;
    Trace trace;
    const Geometry& g = before.rules().geometry();
    const QString from = QString::fromStdString(g.name(m));
    if (after.play(m, &trace) != MoveCheck::Legal) return {};
    int laps = 0, raids = 0, captures = 0, last = -1;
    for (const TraceEvent& e : trace) {
        if (e.kind == TraceKind::Drop) last = e.pit;
        if (e.kind == TraceKind::Step) last = e.other;
        raids += e.kind == TraceKind::Raid;
        captures += e.kind == TraceKind::Capture;
        if (e.kind == TraceKind::End) laps = e.lap;
    }
    QStringList parts;
    const QString to = QString::fromStdString(g.name(last));
    // The two-phase lessons call their pieces cows, as MacKay's players do.
    if (before.rules().game() == GameId::KimasaiKlamroth)
        parts << Lesson::tr("You moved the seed from %1 to %2.").arg(from, to);
    else if (before.rules().game() == GameId::KimasaiMackay)
        parts << Lesson::tr("You sowed from %1: the last cow fell in %2 after %n lap(s).", nullptr,
                            laps)
                     .arg(from, to);
    else
        parts << Lesson::tr("You sowed from %1: the last seed fell in %2 after %n lap(s).", nullptr,
                            laps)
                     .arg(from, to);
    if (raids > 0) parts << Lesson::tr("It raided %n time(s).", nullptr, raids);
    if (captures > 0) parts << Lesson::tr("It took seeds from %n pit(s).", nullptr, captures);
    if (raids == 0 && captures == 0) parts << Lesson::tr("Nothing was taken.");
    if (after.position().over()) parts << Lesson::tr("That ended the game.");
    return parts.join(QLatin1Char(' '));
}

}  // namespace enkang::learn
