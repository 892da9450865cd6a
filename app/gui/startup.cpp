#include "startup.h"

#include <QCommandLineParser>
#include <QRegularExpression>

namespace enkang::ui {

QString Startup::parse(const QStringList& arguments) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Enkang: three mancala games of the Maasai"));
    p.addHelpOption();
    const QCommandLineOption pageOpt(
        "page", "Page to show: home, play, learn, sources, rules, records, settings.", "page");
    const QCommandLineOption gameOpt("game", "Game: kimasai-mackay, kimasai-klamroth, en-gehe.",
                                     "game");
    const QCommandLineOption setOpt("set", "A game option KEY=VALUE (repeatable).", "option");
    const QCommandLineOption movesOpt("moves", "Moves to play first, comma-separated pit names.",
                                      "moves");
    const QCommandLineOption langOpt("lang", "Language: en, es, pt, sk.", "lang");
    const QCommandLineOption sizeOpt("size", "Window size WxH.", "size");
    const QCommandLineOption dbOpt("db", "Record database file.", "path");
    const QCommandLineOption shotOpt("screenshot",
                                     "Save a PNG of the window once drawn, then exit.", "file");
    const QCommandLineOption controlsOpt(
        "controls",
        "Write the controls shown (name, kind, place, size) as JSON once drawn, then exit.",
        "file");
    const QCommandLineOption tutorialOpt("tutorial", "Open a tutorial lesson.", "lesson");
    const QCommandLineOption stepOpt("step", "Step of the tutorial lesson (1-based).", "n");
    const QCommandLineOption recordOpt("record", "Open a game record (its id) in the viewer.",
                                       "id");
    const QCommandLineOption rulingOpt("ruling", "Open a ruling (its id) on the Sources page.",
                                       "id");
    const QCommandLineOption comparisonOpt(
        "comparison", "Show a comparison of sources (its id) on the Sources page.", "id");
    const QCommandLineOption recorderOpt(
        "recorder",
        "Open the field recorder: form, setup (a game joined in progress: the position as "
        "found) or recording (the --game, or the default).",
        "stage");
    const QCommandLineOption selfTestOpt(
        "self-test", "Show every page, open every popup and dialog; fail on any QML warning.");
    p.addOptions({pageOpt, gameOpt, setOpt, movesOpt, langOpt, sizeOpt, dbOpt, shotOpt, controlsOpt,
                  tutorialOpt, stepOpt, recordOpt, rulingOpt, comparisonOpt, recorderOpt,
                  selfTestOpt});
    p.addPositionalArgument(
        "files", "Record files to import into the archive (docs/record-format.md).", "[file...]");
    if (!p.parse(arguments)) return p.errorText();
    if (p.isSet("help")) return QStringLiteral("help:") + p.helpText();
    page = p.value(pageOpt);
    game = p.value(gameOpt);
    for (const QString& kv : p.values(setOpt)) {
        const int eq = kv.indexOf('=');
        if (eq <= 0) return QStringLiteral("--set '%1': expected KEY=VALUE").arg(kv);
        options.insert(kv.left(eq), kv.mid(eq + 1));
    }
    if (p.isSet(movesOpt))
        moves = p.value(movesOpt).split(QRegularExpression("[,\\s]+"), Qt::SkipEmptyParts);
    language = p.value(langOpt);
    if (p.isSet(sizeOpt)) {
        const QStringList wh = p.value(sizeOpt).split('x');
        bool okW = false, okH = false;
        if (wh.size() == 2) size = QSize(wh[0].toInt(&okW), wh[1].toInt(&okH));
        if (!okW || !okH || size.width() < 200 || size.height() < 200)
            return QStringLiteral("--size '%1': expected WIDTHxHEIGHT, such as 390x844")
                .arg(p.value(sizeOpt));
    }
    database = p.value(dbOpt);
    screenshot = p.value(shotOpt);
    controls = p.value(controlsOpt);
    tutorial = p.value(tutorialOpt);
    if (p.isSet(stepOpt)) step = qMax(1, p.value(stepOpt).toInt());
    if (p.isSet(recordOpt)) {
        bool ok = false;
        record = p.value(recordOpt).toLongLong(&ok);
        if (!ok || record <= 0)
            return QStringLiteral("--record '%1': expected a record id").arg(p.value(recordOpt));
    }
    ruling = p.value(rulingOpt);
    comparison = p.value(comparisonOpt);
    if ((!ruling.isEmpty() || !comparison.isEmpty()) && page.isEmpty())
        page = QStringLiteral("sources");
    recorder = p.value(recorderOpt);
    if (!recorder.isEmpty() && !QStringList{"form", "setup", "recording"}.contains(recorder))
        return QStringLiteral("--recorder '%1': expected form, setup or recording").arg(recorder);
    selfTest = p.isSet(selfTestOpt);
    importFiles = p.positionalArguments();
    if (!page.isEmpty() &&
        !QStringList{"home", "play", "learn", "sources", "rules", "records", "settings"}.contains(
            page))
        return QStringLiteral("--page '%1': unknown page").arg(page);
    if (!game.isEmpty() &&
        !QStringList{"kimasai-mackay", "kimasai-klamroth", "en-gehe"}.contains(game))
        return QStringLiteral("--game '%1': unknown game").arg(game);
    return {};
}

}  // namespace enkang::ui
