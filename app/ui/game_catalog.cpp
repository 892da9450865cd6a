#include "game_catalog.h"

#include <QCoreApplication>
#include <QEvent>

#include "engine/options.h"
#include "engine/rules.h"

namespace enkang::ui {
namespace {

// The texts keep the translation context they had in QML ("GameInfo"), so
// the translations made for them still apply.
struct Texts {
    const char *name, *shortName, *origin, *source, *summary;
};

Texts textsOf(GameId game) {
    switch (game) {
        case GameId::KimasaiMackay:
            return {
                QT_TRANSLATE_NOOP("GameInfo", "Bao la Kimasai, two-phase"),
                QT_TRANSLATE_NOOP("GameInfo", "Two-phase"),
                QT_TRANSLATE_NOOP("GameInfo", "Maasai herders near Kilimanjaro, northern Tanzania"),
                QT_TRANSLATE_NOOP("GameInfo", "David MacKay, 2001, taught by Moinget Ole Kuney"),
                QT_TRANSLATE_NOOP("GameInfo",
                                  "4 × 8 pits. Bring your reserve cows in one a turn, sow "
                                  "clockwise with relays, then raid the enemy's front row.")};
        case GameId::KimasaiKlamroth:
            return {QT_TRANSLATE_NOOP("GameInfo", "Bao la Kimasai, four-row"),
                    QT_TRANSLATE_NOOP("GameInfo", "Four-row"),
                    QT_TRANSLATE_NOOP("GameInfo", "Maasai near Mpwapwa, Dodoma region, Tanzania"),
                    QT_TRANSLATE_NOOP("GameInfo", "Martin Klamroth, 1911"),
                    QT_TRANSLATE_NOOP("GameInfo",
                                      "4 × 12 pits, one seed each at most. Slide a seed into an "
                                      "empty pit and take whole columns.")};
        case GameId::EnGehe:
            break;
    }
    return {QT_TRANSLATE_NOOP("GameInfo", "En Gehé"), QT_TRANSLATE_NOOP("GameInfo", "En Gehé"),
            QT_TRANSLATE_NOOP("GameInfo",
                              "Loitha and Kisonga Maasai warriors (morans), northern Tanzania"),
            QT_TRANSLATE_NOOP("GameInfo", "Moritz Merker, 1904"),
            QT_TRANSLATE_NOOP("GameInfo",
                              "2 × 40 to 50 pits, 4 seeds each. Teams sow round the whole board "
                              "with relays; the last seed in an empty pit of your row captures.")};
}

QString translated(const char* text) {
    return QCoreApplication::translate("GameInfo", text);
}

constexpr GameId kGames[] = {GameId::KimasaiMackay, GameId::KimasaiKlamroth, GameId::EnGehe};

}  // namespace

GameDescription::GameDescription(GameId game, QObject* parent) : QObject(parent), game_(game) {}

QString GameDescription::id() const {
    const std::string_view name = gameIdName(game_);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}
QString GameDescription::name() const {
    return translated(textsOf(game_).name);
}
QString GameDescription::shortName() const {
    return translated(textsOf(game_).shortName);
}
QString GameDescription::origin() const {
    return translated(textsOf(game_).origin);
}
QString GameDescription::source() const {
    return translated(textsOf(game_).source);
}
QString GameDescription::summary() const {
    return translated(textsOf(game_).summary);
}

int GameDescription::rows() const {
    return Rules(Options::defaults(game_)).geometry().rows();
}

int GameDescription::columns() const {
    return Options::defaults(game_).columns;
}

QStringList GameDescription::options() const {
    QStringList out;
    for (const auto key : Options::defaults(game_).keys())
        out << QString::fromLatin1(key.data(), qsizetype(key.size()));
    return out;
}

QVariantList GameDescription::optionRanges() const {
    QVariantList out;
    for (const OptionRange& r : Options::ranges(game_))
        out.push_back(
            QVariantMap{{"key", QString::fromLatin1(r.key.data(), qsizetype(r.key.size()))},
                        {"low", r.low},
                        {"high", r.high},
                        {"value", r.fallback}});
    return out;
}

bool GameDescription::hasReserves() const {
    return options().contains(QStringLiteral("reserve"));
}

Games::Games(QObject* parent) : QObject(parent) {
    for (const GameId game : kGames) games_ << new GameDescription(game, this);
    // Installing a translator sends LanguageChange to the application object.
    if (QCoreApplication::instance()) QCoreApplication::instance()->installEventFilter(this);
}

QStringList Games::ids() const {
    QStringList out;
    for (const GameDescription* g : games_) out << g->id();
    return out;
}

GameDescription* Games::game(const QString& id) const {
    for (GameDescription* g : games_)
        if (g->id() == id) return g;
    return games_.first();
}

bool Games::eventFilter(QObject* watched, QEvent* event) {
    // A window passes LanguageChange on to each of its items, and each of
    // those passes through this filter too: only the application's own counts
    // (answering every item's made a change of language take seconds).
    // A switch of translators sends two (one as the old is removed, one as
    // the new comes): the names change once, when this turn of the event
    // loop is done.
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() &&
        !renamePending_) {
        renamePending_ = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                renamePending_ = false;
                for (GameDescription* g : games_) emit g->textsChanged();
            },
            Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace enkang::ui
