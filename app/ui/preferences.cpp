// The app's remembered choices, read and written through QSettings.
#include "preferences.h"

#include <QSettings>

#include "engine/ai/player.h"

namespace enkang::ui {

Preferences::Preferences(const QString& file, bool kept, QObject* parent) : QObject(parent) {
    if (!kept) return;
    store_ = file.isEmpty() ? std::make_unique<QSettings>()
                            : std::make_unique<QSettings>(file, QSettings::IniFormat);
}

Preferences::~Preferences() = default;

QVariant Preferences::value(const QString& key, const QVariant& fallback) const {
    return store_ ? store_->value(key, fallback) : memory_.value(key, fallback);
}

void Preferences::setValue(const QString& key, const QVariant& value) {
    if (this->value(key) == value) return;
    if (store_) {
        store_->setValue(key, value);
        store_->sync();
    } else
        memory_.insert(key, value);
    emit changed();
}

QString Preferences::language() const {
    return value(QStringLiteral("language")).toString();
}
void Preferences::setLanguage(const QString& code) {
    setValue(QStringLiteral("language"), code);
}

int Preferences::animationMs() const {
    return value(QStringLiteral("animationMs"), 120).toInt();
}
void Preferences::setAnimationMs(int ms) {
    setValue(QStringLiteral("animationMs"), ms);
}

// The Settings page names these in this order, the second as the default.
static_assert(ai::kLevel5Seconds == 1.0);
QList<double> Preferences::level5Choices() {
    return {0.5, 1, 2, 5, 10};
}
double Preferences::level5Seconds() const {
    const double stored = value(QStringLiteral("level5Seconds"), ai::kLevel5Seconds).toDouble();
    return level5Choices().contains(stored) ? stored : ai::kLevel5Seconds;
}
void Preferences::setLevel5Seconds(double seconds) {
    if (level5Choices().contains(seconds)) setValue(QStringLiteral("level5Seconds"), seconds);
}

bool Preferences::flipped() const {
    return value(QStringLiteral("flipped"), false).toBool();
}
void Preferences::setFlipped(bool on) {
    setValue(QStringLiteral("flipped"), on);
}

QSize Preferences::windowSize() const {
    return value(QStringLiteral("windowSize")).toSize();
}
void Preferences::setWindowSize(QSize size) {
    if (size.isValid()) setValue(QStringLiteral("windowSize"), size);
}

QVariantMap Preferences::gameOptions(const QString& gameId) const {
    return value(QStringLiteral("games/%1/options").arg(gameId)).toMap();
}
void Preferences::setGameOptions(const QString& gameId, const QVariantMap& options) {
    setValue(QStringLiteral("games/%1/options").arg(gameId), options);
}

QList<int> Preferences::levels(const QString& gameId) const {
    const QVariantList saved = value(QStringLiteral("games/%1/levels").arg(gameId)).toList();
    if (saved.size() != 2) return {0, 2};
    return {saved[0].toInt(), saved[1].toInt()};
}
void Preferences::setLevels(const QString& gameId, const QList<int>& levels) {
    if (levels.size() != 2) return;
    setValue(QStringLiteral("games/%1/levels").arg(gameId), QVariantList{levels[0], levels[1]});
}

}  // namespace enkang::ui
