#include "narrate.h"

#include <QCoreApplication>

namespace enkang::learn {

QString narrateMove(const GameState& before, Move m) {
    auto tr = [](const char* text, int n = -1) {
        return QCoreApplication::translate("Lesson", text, nullptr, n);
    };
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
    if (before.rules().game() == GameId::KimasaiKlamroth)
        parts << tr("You moved the seed from %1 to %2.").arg(from, to);
    else
        parts << tr("You sowed from %1: the last seed fell in %2 after %n lap(s).", laps)
                     .arg(from, to);
    if (raids > 0) parts << tr("It raided %n time(s).", raids);
    if (captures > 0) parts << tr("It took seeds from %n pit(s).", captures);
    if (raids == 0 && captures == 0) parts << tr("Nothing was taken.");
    if (after.position().over()) parts << tr("That ended the game.");
    return parts.join(QLatin1Char(' '));
}

}  // namespace enkang::learn
