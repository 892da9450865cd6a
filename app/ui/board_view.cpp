#include "board_view.h"

#include <algorithm>

namespace enkang::ui {

BoardView::BoardView(QObject* parent) : QObject(parent), animator_(&board_) {
    animator_.setStepMs(animationMs_);
    connect(&animator_, &TraceAnimator::runningChanged, this, &BoardView::animatingChanged);
    connect(&animator_, &TraceAnimator::stepped, this, &BoardView::handChanged);
    connect(&animator_, &TraceAnimator::finished, this, [this] {
        emit handChanged();
        emit moveShown();
    });
}

bool BoardView::showStart(const QString& gameId, const QVariantMap& options) {
    Options o = Options::defaults(GameId::KimasaiMackay);
    if (!optionsFrom(gameId, options, o)) return false;
    const Rules rules(o);
    show(rules, rules.start());
    setMarks({});
    return true;
}

void BoardView::show(const Rules& rules, const Position& position) {
    animator_.skip();
    const bool newShape = !rules_ || rules_->options().game != rules.options().game ||
                          rules_->pitCount() != rules.pitCount();
    if (!rules_ || rules_->options() != rules.options()) rules_ = std::make_unique<Rules>(rules);
    position_ = position;
    if (newShape) {
        board_.reset(*rules_, position_);
        emit shapeChanged();
    } else {
        board_.showPosition(position_);
    }
    emit positionChanged();
}

void BoardView::animate(Trace trace, const Position& result) {
    position_ = result;
    animator_.play(std::move(trace), result);
    emit positionChanged();
}

void BoardView::setAnimationMs(int ms) {
    ms = std::clamp(ms, 0, 1000);
    if (ms == animationMs_) return;
    animationMs_ = ms;
    animator_.setStepMs(ms);
    emit animationMsChanged();
}

QString BoardView::gameId() const {
    return rules_ ? QString::fromLatin1(gameIdName(rules_->game())) : QString();
}

int BoardView::phase() const {
    if (!rules_ || rules_->game() != GameId::KimasaiMackay) return 0;
    return position_.reserve[0] + position_.reserve[1] > 0 ? 1 : 2;
}

QString BoardView::pitName(int pit) const {
    if (!rules_ || pit < 0 || pit >= rules_->pitCount()) return {};
    return QString::fromStdString(rules_->geometry().name(pit));
}

int BoardView::pitIndex(const QString& name) const {
    int pit = -1;
    return rules_ && rules_->geometry().parse(name.toStdString(), pit) == PitNameError::None ? pit
                                                                                             : -1;
}

MoveList BoardView::pitsNamed(const QStringList& names) const {
    MoveList pits;
    for (const QString& name : names)
        if (const int pit = pitIndex(name); pit >= 0) pits.push(Move(pit));
    return pits;
}

QVariantMap optionsMap(const Options& options) {
    QVariantMap out;
    for (auto key : options.keys())
        out.insert(QString::fromLatin1(key.data(), qsizetype(key.size())),
                   QString::fromStdString(options.value(key)));
    return out;
}

bool optionsFrom(const QString& gameId, const QVariantMap& map, Options& out) {
    GameId id{};
    if (!parseGameId(gameId.toStdString(), id)) return false;
    Options o = Options::defaults(id);
    for (auto it = map.begin(); it != map.end(); ++it)
        if (!o.assign(it.key().toStdString(), it.value().toString().toStdString()).empty())
            return false;
    out = o;
    return true;
}

}  // namespace enkang::ui
