// Reading and checking a record file on its own thread (checked_games.h).
#include "checked_games.h"

#include <QCoreApplication>
#include <QFile>

#include "record_check.h"
#include "wording_qt.h"

namespace enkang::archive {
namespace {

// The place of a problem found by checking a game: the move's own place, else
// its tag's, else the game's first line.
TextSpot placeOf(const RecordProblem& p, const ParsedGame& game) {
    if (p.line > 0) return {p.line, p.column};
    const GameRecord& record = game.record;
    for (std::size_t t = 0; t < record.tags.size() && t < game.tagSpots.size(); ++t)
        if (!p.tag.empty() && record.tags[t].first == p.tag) return game.tagSpots[t];
    return {game.line, 1};
}

// The game's problems: its text's, else the engine's.
std::vector<ImportProblem> problemsOf(const QString& path, const ParsedGame& game) {
    std::vector<ImportProblem> out;
    for (const TextError& e : game.errors)
        out.push_back({path, e.line, e.column, game.number, translated(e.wording)});
    if (!out.empty()) return out;
    for (const RecordProblem& p : recordProblems(game.record)) {
        const TextSpot at = placeOf(p, game);
        out.push_back({path, at.line, at.column, game.number, translated(p.wording)});
    }
    return out;
}

}  // namespace

CheckedGames::CheckedGames(const QString& path) : path_(path), thread_([this] { read(); }) {}

CheckedGames::~CheckedGames() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    changed_.notify_all();
    thread_.join();
}

void CheckedGames::read() {
    QFile file(path_);
    const bool opened = file.open(QIODevice::ReadOnly);
    {
        const std::lock_guard lock(mutex_);
        opened_ = true;
        if (!opened) {
            openError_ = QCoreApplication::translate("RecordText", "cannot be read: %1")
                             .arg(file.errorString());
            finished_ = true;
        }
    }
    changed_.notify_all();
    if (!opened) return;
    RecordReader reader([&file](char* buffer, std::size_t capacity) {
        const qint64 got = file.read(buffer, qint64(capacity));
        return got > 0 ? std::size_t(got) : std::size_t(0);
    });
    for (Item item; reader.next(item.game);) {
        item.problems = problemsOf(path_, item.game);
        if (item.problems.empty()) item.search = searchColumnsOf(item.game.record);
        item.bytesRead = file.pos();
        if (!push(std::move(item))) return;
        item = Item{};
    }
    {
        const std::lock_guard lock(mutex_);
        finished_ = true;
    }
    changed_.notify_all();
}

bool CheckedGames::push(Item&& item) {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return stopping_ || queue_.size() < kCapacity; });
    if (stopping_) return false;
    queue_.push_back(std::move(item));
    lock.unlock();
    changed_.notify_all();
    return true;
}

bool CheckedGames::next(Item& item) {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return !queue_.empty() || finished_; });
    if (queue_.empty()) return false;
    item = std::move(queue_.front());
    queue_.pop_front();
    lock.unlock();
    changed_.notify_all();
    return true;
}

QString CheckedGames::openError() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return opened_; });
    return openError_;
}

}  // namespace enkang::archive
