// The Records page's search: filters, sort and debounced typing, run as jobs
// on the archive thread (ArchiveService) so that the interface never waits
// for SQLite, and the list of records found (RecordListModel), refreshed
// when the archive's records change. The list is fetched a page at a time
// as the view scrolls; the number found is counted by a job of its own
// after the first page is shown; a search overtaken by newer typing is
// dropped before it runs, and its answer, if it ran, is ignored.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <QVariantList>
#include <atomic>
#include <memory>

#include "archive/game_record.h"
#include "engine/game_state.h"
#include "game_controller.h"
#include "record_list_model.h"
#include "trace_animator.h"

namespace enkang::ui {

class ArchiveService;

class RecordsController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(RecordListModel* model READ model CONSTANT)
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY filterChanged)
    Q_PROPERTY(QString place READ place WRITE setPlace NOTIFY filterChanged)
    Q_PROPERTY(QString player READ player WRITE setPlayer NOTIFY filterChanged)
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY filterChanged)
    // Records whose stored analysis marks a move "inaccuracy", "mistake" or
    // "blunder" ("" any record), by markBy "south" or "north" ("" either side).
    Q_PROPERTY(QString mark READ mark WRITE setMark NOTIFY filterChanged)
    Q_PROPERTY(QString markBy READ markBy WRITE setMarkBy NOTIFY filterChanged)
    Q_PROPERTY(QString sort READ sort WRITE setSort NOTIFY filterChanged)  // date | place | game
    Q_PROPERTY(bool filtered READ filtered NOTIFY filterChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)  // records found (counted lazily)
    Q_PROPERTY(int total READ total NOTIFY countChanged)  // records in the archive
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(bool ready READ ready NOTIFY archiveChanged)
    Q_PROPERTY(QString error READ error NOTIFY archiveChanged)
    Q_PROPERTY(QString readOnlyReason READ readOnlyReason NOTIFY archiveChanged)
    Q_PROPERTY(int debounceMs READ debounceMs WRITE setDebounceMs NOTIFY debounceMsChanged)
  public:
    explicit RecordsController(QObject* parent = nullptr);

    RecordListModel* model() { return &model_; }
    QString game() const { return game_; }
    QString place() const { return place_; }
    QString player() const { return player_; }
    QString text() const { return text_; }
    QString sort() const { return sort_; }
    void setGame(const QString& value);
    void setPlace(const QString& value);
    void setPlayer(const QString& value);
    void setText(const QString& value);
    void setSort(const QString& value);
    QString mark() const { return mark_; }
    QString markBy() const { return markBy_; }
    void setMark(const QString& value);
    void setMarkBy(const QString& value);
    // The newest search's filter, for BatchAnalysis.analyse.
    Q_INVOKABLE QVariantMap searchFilter() const;
    bool filtered() const;
    int count() const { return found_ >= 0 ? found_ : model_.count(); }
    static constexpr int kPageSize = 200;
    int total() const { return total_; }
    bool busy() const { return busy_; }
    bool ready() const;
    QString error() const;
    QString readOnlyReason() const;
    int debounceMs() const { return debounceMs_; }
    void setDebounceMs(int ms);

    // The filters of the newest search (what an export of "the records found" takes).
    const archive::RecordFilter& currentFilter() const { return filter_; }

    // Searches again now (typing waits debounceMs first).
    Q_INVOKABLE void refresh();
    Q_INVOKABLE void clearFilters();
    // Deletes a record (a job); the list refreshes when it is done.
    Q_INVOKABLE void remove(qint64 id);

  signals:
    void filterChanged();
    void countChanged();
    void busyChanged();
    void archiveChanged();
    void debounceMsChanged();
    void removed(qint64 id, bool ok);

  private:
    void schedule(int ms);
    void setBusy(bool on);
    void fetchPage(qint64 after);
    void countFound();

    RecordListModel model_;
    QPointer<ArchiveService> archive_;
    QTimer timer_;
    QString game_, place_, player_, text_, sort_ = QStringLiteral("date");
    QString mark_, markBy_;
    QString queryError_;
    int total_ = 0;
    int found_ = -1;                // -1: not counted yet
    archive::RecordFilter filter_;  // of the newest search
    int serial_ = 0;                // the newest query; older answers are dropped
    // The newest query, as the archive thread sees it: older jobs do not run.
    std::shared_ptr<std::atomic<int>> latest_ = std::make_shared<std::atomic<int>>(0);
    bool busy_ = false;
    int debounceMs_ = 250;
};

}  // namespace enkang::ui
