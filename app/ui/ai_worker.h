// Runs the computer's search on its own thread so the interface never
// waits for it. One search at a time; a newer request or cancel() stops the
// running one within milliseconds (the search polls a flag).
#pragma once

#include <QObject>
#include <QThread>
#include <atomic>
#include <memory>

#include "engine/ai/player.h"
#include "engine/rules.h"

namespace enkang::ui {

class AiWorker : public QObject {
    Q_OBJECT
  public:
    explicit AiWorker(QObject* parent = nullptr);
    ~AiWorker() override;  // cancels and joins the thread (started by the first request)

    // Answered by chosen(id, ...) on the caller's thread. Level 5 thinks for
    // `level5Seconds` on the wall clock; the other levels ignore it.
    void request(int id, std::shared_ptr<const Rules> rules, const Position& position,
                 const History& history, int level, quint64 seed,
                 double level5Seconds = ai::kLevel5Seconds);
    void cancel();

  signals:
    void chosen(int id, int move, int score, int depth, qulonglong nodes, double seconds);

  private:
    QThread thread_;
    QObject* context_ = nullptr;  // lives on thread_
    std::shared_ptr<std::atomic<bool>> cancel_;
};

}  // namespace enkang::ui
