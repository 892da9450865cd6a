// A thread of its own for work that must neither hold up the interface nor
// the archive's thread (drawing a PDF, analysing games): jobs run one after
// another, in order. Started on first use; the destructor waits for the job
// in hand and drops the ones not begun.
#pragma once

#include <QObject>
#include <QThread>
#include <functional>

namespace enkang::ui {

class WorkerThread {
  public:
    explicit WorkerThread(const QString& name) : name_(name) {}
    ~WorkerThread();
    WorkerThread(const WorkerThread&) = delete;
    WorkerThread& operator=(const WorkerThread&) = delete;

    // Runs `job` on the thread (call from the owner's thread).
    void run(std::function<void()> job);

  private:
    QString name_;
    QThread thread_;
    QObject* context_ = nullptr;  // lives on thread_
};

}  // namespace enkang::ui
