// A record file's games read and checked against the engine on a thread of
// their own, handed over in file order through a small bounded queue, so
// that reading and checking (one core) overlap writing to SQLite (another)
// and memory holds a few hundred games at most, whatever the file's size.
#pragma once

#include <QString>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

#include "record_import.h"
#include "record_text.h"
#include "record_writer.h"

namespace enkang::archive {

class CheckedGames {
  public:
    struct Item {
        ParsedGame game;
        std::vector<ImportProblem> problems;  // empty: the game can be imported
        SearchColumns search;                 // when it can
        qint64 bytesRead = 0;                 // of the file, so far
    };

    explicit CheckedGames(const QString& path);  // starts reading
    ~CheckedGames();                             // stops reading, waits for the thread
    CheckedGames(const CheckedGames&) = delete;
    CheckedGames& operator=(const CheckedGames&) = delete;

    // The next game in file order; false at the end.
    bool next(Item& item);
    // Why the file could not be opened (empty when it could).
    QString openError();

  private:
    void read();
    bool push(Item&& item);

    static constexpr std::size_t kCapacity = 256;
    QString path_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<Item> queue_;
    QString openError_;
    bool opened_ = false, finished_ = false, stopping_ = false;
    std::thread thread_;
};

}  // namespace enkang::archive
