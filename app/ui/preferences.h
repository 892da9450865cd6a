// What the app remembers between starts (QSettings, under the organisation
// and application names that main() sets): the language, animation speed,
// board flip, window size, and per game the new-game form's options and
// levels. Scripted starts (screenshots, tests) use a memory-only copy.
#pragma once

#include <QObject>
#include <QSize>
#include <QVariantMap>
#include <memory>

class QSettings;

namespace enkang::ui {

class Preferences : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY changed)
    Q_PROPERTY(int animationMs READ animationMs WRITE setAnimationMs NOTIFY changed)
    Q_PROPERTY(double level5Seconds READ level5Seconds WRITE setLevel5Seconds NOTIFY changed)
    Q_PROPERTY(bool flipped READ flipped WRITE setFlipped NOTIFY changed)
    Q_PROPERTY(QSize windowSize READ windowSize WRITE setWindowSize NOTIFY changed)
  public:
    // file: a settings file (tests); empty: the user's settings; kept: false for memory only.
    explicit Preferences(const QString& file = {}, bool kept = true, QObject* parent = nullptr);
    ~Preferences() override;

    QString language() const;  // empty: never chosen
    void setLanguage(const QString& code);
    int animationMs() const;
    void setAnimationMs(int ms);
    // Level 5's time a move: one of level5Choices() (the default if the stored one is not).
    double level5Seconds() const;
    void setLevel5Seconds(double seconds);
    Q_INVOKABLE static QList<double> level5Choices();
    bool flipped() const;
    void setFlipped(bool on);
    QSize windowSize() const;  // invalid: never saved
    void setWindowSize(QSize size);

    // The new-game form's last choices for a game: rules.md options plus "first".
    Q_INVOKABLE QVariantMap gameOptions(const QString& gameId) const;
    Q_INVOKABLE void setGameOptions(const QString& gameId, const QVariantMap& options);
    // [south, north]: 0 a person, 1-5 the computer's level; {0, 2} when never chosen.
    Q_INVOKABLE QList<int> levels(const QString& gameId) const;
    Q_INVOKABLE void setLevels(const QString& gameId, const QList<int>& levels);

    // The store itself, for the game in progress (GameSession); null when memory only.
    QSettings* store() const { return store_.get(); }

  signals:
    void changed();

  private:
    QVariant value(const QString& key, const QVariant& fallback = {}) const;
    void setValue(const QString& key, const QVariant& value);

    std::unique_ptr<QSettings> store_;
    QVariantMap memory_;  // used when nothing is kept
};

}  // namespace enkang::ui
