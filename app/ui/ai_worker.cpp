#include "ai_worker.h"

#include "engine/ai/player.h"

namespace enkang::ui {

AiWorker::AiWorker(QObject* parent)
    : QObject(parent), cancel_(std::make_shared<std::atomic<bool>>(false)) {
    thread_.setObjectName(QStringLiteral("ai"));
    context_ = new QObject;
    context_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, context_, &QObject::deleteLater);
    // The thread starts with the first question: a controller that only shows
    // a position (a diagram, a preview, a replay) never starts one.
}

AiWorker::~AiWorker() {
    cancel();
    if (!thread_.isRunning()) {
        delete context_;  // never started, so never finished: nothing else deletes it
        return;
    }
    thread_.quit();
    thread_.wait();
}

void AiWorker::cancel() {
    cancel_->store(true);
}

void AiWorker::request(int id, std::shared_ptr<const Rules> rules, const Position& position,
                       const History& history, int level, quint64 seed, double level5Seconds) {
    cancel();  // a newer question makes the running search moot
    auto flag = std::make_shared<std::atomic<bool>>(false);
    cancel_ = flag;
    if (!thread_.isRunning()) thread_.start();
    const ai::Level5Budget budget{level5Seconds};
    QMetaObject::invokeMethod(
        context_, [this, id, rules, position, history, level, seed, flag, budget] {
            if (flag->load()) return;
            const ai::SearchResult r =
                ai::chooseMove(*rules, position, history, level, seed, flag.get(), budget);
            if (flag->load()) return;
            emit chosen(id, r.move, r.score, r.depth, qulonglong(r.nodes), r.seconds);
        });
}

}  // namespace enkang::ui
