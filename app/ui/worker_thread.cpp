#include "worker_thread.h"

namespace enkang::ui {

WorkerThread::~WorkerThread() {
    if (!context_) return;
    thread_.quit();
    thread_.wait();
}

void WorkerThread::run(std::function<void()> job) {
    if (!context_) {
        thread_.setObjectName(name_);
        context_ = new QObject;
        context_->moveToThread(&thread_);
        QObject::connect(&thread_, &QThread::finished, context_, &QObject::deleteLater);
        thread_.start(QThread::LowPriority);
    }
    QMetaObject::invokeMethod(context_, std::move(job));
}

}  // namespace enkang::ui
