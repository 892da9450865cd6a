// The four-row game's endgame tables for level 5 in the app (every
// arrangement of at most K seeds solved exactly, docs/solved.md): built on a
// thread of their own the first time level 5 plays on a board size, once per
// size per run, then given to level 5 (ai::setLevel5Endgames). Level 5
// plays without them until they are ready.
#pragma once

#include <QObject>
#include <atomic>
#include <memory>
#include <set>

#include "engine/options.h"
#include "worker_thread.h"

namespace enkang::ui {

class EndgameTables : public QObject {
    Q_OBJECT
  public:
    // K for this platform: 6 on desktops (4x12: 14.2 million positions,
    // 1.6 s, 181 MB peak), 5 on Android and iOS (1.9 million, 0.2 s, 147 MB:
    // a phone is several times slower); measured in docs/solved.md.
    static int platformSeeds();

    explicit EndgameTables(int seeds = platformSeeds(), QObject* parent = nullptr);
    ~EndgameTables() override;  // stops a build at its next layer and waits for it

    static EndgameTables* instance();  // the app's (null in tests that make none)
    static void setInstance(EndgameTables* tables);

    // Starts building the tables for `options` unless they are begun already
    // or are not the four-row game on a board the solver takes. Returns at once.
    void prepare(const Options& options);
    // Whether level 5 reads tables in games on `options`.
    bool ready(const Options& options) const;
    // Whether the tables for `options` are being built (begun, not ready yet).
    bool building(const Options& options) const;
    int seeds() const { return seeds_; }

  signals:
    // The tables for a board of this many columns are given to level 5.
    void built(int columns);

  private:
    int seeds_;
    std::set<int> begun_;  // columns; read and written on the owner's thread only
    std::set<int> ready_;
    std::shared_ptr<std::atomic<bool>> stop_ = std::make_shared<std::atomic<bool>>(false);
    WorkerThread thread_{QStringLiteral("endgames")};  // last: destroyed (joined) first
};

}  // namespace enkang::ui
