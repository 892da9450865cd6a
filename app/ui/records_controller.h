// What the Records page talks to. Three objects, each doing its database
// work as jobs on the archive thread (ArchiveService) so that the interface
// never waits for SQLite:
//  - RecordsController: the search (filters, sort, debounced typing) and
//    the list of records found; refreshes when the archive's records change.
//  - RecordReplay: one record opened for reading. Replays it through the
//    engine on a board (step by step, the board animating each move's
//    trace), edits a move's comment and glyph (saved at once, one
//    transaction), and analyses the game on its own thread.
//  - FieldRecording: a game recorded as it is watched. One tap per move;
//    every change is saved at once (the first move adds the record, later
//    ones replace it) and "saved" is reported only when the archive says so.
//    Moves the engine calls illegal can be kept as irregular; a game joined
//    in progress starts from a position set up by hand (the SetUp tag).
// The board is shown through a GameController (the Board component's
// controller); these objects own the game and drive its board model.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <QVariantList>
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
    Q_PROPERTY(QString sort READ sort WRITE setSort NOTIFY filterChanged)  // date | place | game
    Q_PROPERTY(bool filtered READ filtered NOTIFY filterChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)  // records found
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
    bool filtered() const;
    int count() const { return model_.count(); }
    int total() const { return total_; }
    bool busy() const { return busy_; }
    bool ready() const;
    QString error() const;
    QString readOnlyReason() const;
    int debounceMs() const { return debounceMs_; }
    void setDebounceMs(int ms);

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

    RecordListModel model_;
    QPointer<ArchiveService> archive_;
    QTimer timer_;
    QString game_, place_, player_, text_, sort_ = QStringLiteral("date");
    QString queryError_;
    int total_ = 0;
    int serial_ = 0;  // the newest query; older answers are dropped
    bool busy_ = false;
    int debounceMs_ = 250;
};

class RecordReplay : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameController* display READ display CONSTANT)
    Q_PROPERTY(RecordMoveModel* moves READ moves CONSTANT)
    Q_PROPERTY(qint64 recordId READ recordId NOTIFY loadedChanged)
    Q_PROPERTY(bool loading READ loading NOTIFY loadingChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY loadedChanged)
    Q_PROPERTY(QString error READ error NOTIFY loadedChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY loadedChanged)
    Q_PROPERTY(bool boardKnown READ boardKnown NOTIFY loadedChanged)  // the start is understood
    Q_PROPERTY(QVariantList tags READ tags NOTIFY loadedChanged)      // [{name, value}]
    Q_PROPERTY(QString result READ result NOTIFY loadedChanged)
    Q_PROPERTY(QString comment READ comment NOTIFY loadedChanged)
    Q_PROPERTY(QStringList teamNames READ teamNames NOTIFY loadedChanged)
    Q_PROPERTY(bool hasSetUp READ hasSetUp NOTIFY loadedChanged)
    Q_PROPERTY(int count READ count NOTIFY loadedChanged)
    Q_PROPERTY(int knownCount READ knownCount NOTIFY loadedChanged)
    Q_PROPERTY(QString stopReason READ stopReason NOTIFY loadedChanged)
    Q_PROPERTY(int ply READ ply NOTIFY positionChanged)
    // The last move shown: {index, pit, irregular, glyph, comment} (empty at the start).
    Q_PROPERTY(QVariantMap currentMove READ currentMove NOTIFY currentMoveChanged)
    Q_PROPERTY(bool positionKnown READ positionKnown NOTIFY positionChanged)
    Q_PROPERTY(int toMove READ toMove NOTIFY positionChanged)
    Q_PROPERTY(bool over READ over NOTIFY positionChanged)
    Q_PROPERTY(int winner READ winner NOTIFY positionChanged)  // -1, 0 South, 1 North, 2 draw
    Q_PROPERTY(QList<int> reserves READ reserves NOTIFY positionChanged)
    Q_PROPERTY(QList<int> captured READ captured NOTIFY positionChanged)
    Q_PROPERTY(bool animating READ animating NOTIFY animatingChanged)
    Q_PROPERTY(int animationMs READ animationMs WRITE setAnimationMs NOTIFY animationMsChanged)
    Q_PROPERTY(int saveState READ saveState NOTIFY saveStateChanged)
    Q_PROPERTY(QString saveError READ saveError NOTIFY saveStateChanged)
    Q_PROPERTY(bool canAnalyse READ canAnalyse NOTIFY analysisChanged)
    Q_PROPERTY(QString whyNoAnalysis READ whyNoAnalysis NOTIFY analysisChanged)
    Q_PROPERTY(bool analysing READ analysing NOTIFY analysisChanged)
    Q_PROPERTY(bool analysed READ analysed NOTIFY analysisChanged)
    Q_PROPERTY(int mistakes READ mistakes NOTIFY analysisChanged)
    Q_PROPERTY(int blunders READ blunders NOTIFY analysisChanged)
  public:
    enum SaveState { Unchanged, Saving, Saved, SaveFailed };
    Q_ENUM(SaveState)

    explicit RecordReplay(QObject* parent = nullptr);
    ~RecordReplay() override;  // waits for an analysis in hand

    GameController* display() { return &display_; }
    RecordMoveModel* moves() { return &moves_; }
    qint64 recordId() const { return id_; }
    bool loading() const { return loading_; }
    bool loaded() const { return loaded_; }
    QString error() const { return error_; }
    QString gameId() const;
    bool boardKnown() const { return game_ != nullptr; }
    QVariantList tags() const;
    QString result() const { return QString::fromStdString(record_.result); }
    QString comment() const { return QString::fromStdString(record_.comment); }
    QStringList teamNames() const;
    bool hasSetUp() const { return !record_.tag("SetUp").empty(); }
    int count() const { return int(record_.moves.size()); }
    int knownCount() const { return known_; }
    QString stopReason() const { return stopReason_; }
    int ply() const { return ply_; }
    QVariantMap currentMove() const;
    bool positionKnown() const { return game_ && ply_ <= known_; }
    int toMove() const;
    bool over() const { return game_ && game_->position().over(); }
    int winner() const;
    QList<int> reserves() const;
    QList<int> captured() const;
    bool animating() const { return animator_.running(); }
    int animationMs() const { return animationMs_; }
    void setAnimationMs(int ms);
    int saveState() const { return saveState_; }
    QString saveError() const { return saveError_; }
    bool canAnalyse() const { return whyNoAnalysis().isEmpty(); }
    QString whyNoAnalysis() const;
    bool analysing() const { return analysing_; }
    bool analysed() const { return analysed_; }
    int mistakes() const { return mistakes_; }
    int blunders() const { return blunders_; }

    // Loads a record (a job); loadedChanged when it is there.
    Q_INVOKABLE void open(qint64 id);
    Q_INVOKABLE void close();
    Q_INVOKABLE void first() { goTo(0); }
    Q_INVOKABLE void previous() { goTo(ply_ - 1); }
    // One move on, animated from the engine's trace.
    Q_INVOKABLE void next();
    Q_INVOKABLE void last() { goTo(count()); }
    // Shows the position after `ply` moves (at once, no animation).
    Q_INVOKABLE void goTo(int ply);
    Q_INVOKABLE void skipAnimation() { animator_.skip(); }
    // Edits the move at `index` (0-based) and saves the record.
    Q_INVOKABLE bool setGlyph(int index, const QString& glyph);
    Q_INVOKABLE bool setComment(int index, const QString& comment);
    Q_INVOKABLE QStringList glyphs() const;
    // Judges every move the engine can follow, at level 3 or 4, on a worker thread.
    Q_INVOKABLE bool analyse(int level = 3);

    const archive::GameRecord& record() const { return record_; }
    const GameState* state() const { return game_.get(); }

  signals:
    void loadingChanged();
    void loadedChanged();
    void positionChanged();
    void currentMoveChanged();
    void animatingChanged();
    void animationMsChanged();
    void saveStateChanged();
    void analysisChanged();

  private:
    void show(const archive::GameRecord& record, qint64 id);
    void rebuildEntries();
    void showBoard();
    void save();
    void setSaveState(SaveState state, const QString& error = {});
    void setLoading(bool on);

    GameController display_;  // shows the board (its own game is not used)
    TraceAnimator animator_;
    RecordMoveModel moves_;
    archive::GameRecord record_;
    std::unique_ptr<GameState> start_;  // the record's start (options, set-up)
    std::unique_ptr<GameState> game_;   // at min(ply_, known_)
    QList<RecordMoveModel::Entry> entries_;
    qint64 id_ = 0;
    int known_ = 0;  // leading moves the engine follows
    int ply_ = 0;
    QString stopReason_;
    QString error_;
    bool loading_ = false;
    bool loaded_ = false;
    int openSerial_ = 0;
    int animationMs_ = 120;
    SaveState saveState_ = Unchanged;
    QString saveError_;
    int revision_ = 0;  // edits made; a save reports success only for the newest
    QThread analysisThread_;
    QObject* analysisContext_ = nullptr;  // lives on analysisThread_
    int analysisSerial_ = 0;
    bool analysing_ = false;
    bool analysed_ = false;
    int mistakes_ = 0, blunders_ = 0;
};

class FieldRecording : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameController* display READ display CONSTANT)
    Q_PROPERTY(RecordMoveModel* moves READ moves CONSTANT)
    Q_PROPERTY(QString gameId READ gameId NOTIFY preparedChanged)
    Q_PROPERTY(bool editingSetUp READ editingSetUp NOTIFY preparedChanged)
    Q_PROPERTY(int selectedPit READ selectedPit NOTIFY setUpChanged)
    Q_PROPERTY(int selectedSeeds READ selectedSeeds NOTIFY setUpChanged)
    Q_PROPERTY(QString setUpError READ setUpError NOTIFY setUpChanged)
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    Q_PROPERTY(qint64 recordId READ recordId NOTIFY saveStateChanged)
    Q_PROPERTY(int saveState READ saveState NOTIFY saveStateChanged)
    Q_PROPERTY(QString saveError READ saveError NOTIFY saveStateChanged)
    Q_PROPERTY(int moveCount READ moveCount NOTIFY positionChanged)
    Q_PROPERTY(bool positionKnown READ positionKnown NOTIFY positionChanged)
    Q_PROPERTY(int toMove READ toMove NOTIFY positionChanged)
    Q_PROPERTY(bool over READ over NOTIFY positionChanged)
    Q_PROPERTY(QString result READ result NOTIFY positionChanged)
    Q_PROPERTY(QString lastMove READ lastMove NOTIFY positionChanged)
    Q_PROPERTY(QString handler READ handler NOTIFY positionChanged)
    Q_PROPERTY(QList<int> reserves READ reserves NOTIFY positionChanged)
    Q_PROPERTY(QList<int> captured READ captured NOTIFY positionChanged)
    Q_PROPERTY(QStringList teamNames READ teamNames NOTIFY activeChanged)
    Q_PROPERTY(
        bool irregularMode READ irregularMode WRITE setIrregularMode NOTIFY irregularModeChanged)
    Q_PROPERTY(int animationMs READ animationMs WRITE setAnimationMs NOTIFY animationMsChanged)
  public:
    enum SaveState { NothingToSave, Saving, Saved, SaveFailed };
    Q_ENUM(SaveState)

    explicit FieldRecording(QObject* parent = nullptr);

    GameController* display() { return &display_; }
    RecordMoveModel* moves() { return &moves_; }
    QString gameId() const;
    bool editingSetUp() const { return editingSetUp_; }
    int selectedPit() const { return selected_; }
    int selectedSeeds() const;
    QString setUpError() const { return setUpError_; }
    bool active() const { return active_; }
    qint64 recordId() const { return savedId_; }
    int saveState() const { return saveState_; }
    QString saveError() const { return saveError_; }
    int moveCount() const { return int(record_.moves.size()); }
    bool positionKnown() const { return known_ == moveCount(); }
    int toMove() const;
    bool over() const { return game_ && positionKnown() && game_->position().over(); }
    QString result() const { return QString::fromStdString(record_.result); }
    QString lastMove() const;
    QString handler() const;
    QList<int> reserves() const;
    QList<int> captured() const;
    QStringList teamNames() const { return teamNames_; }
    bool irregularMode() const { return irregularMode_; }
    void setIrregularMode(bool on);
    int animationMs() const { return animationMs_; }
    void setAnimationMs(int ms);

    // The game and options to record (the board shows its start); returns
    // an error message, or empty. Not allowed while recording.
    Q_INVOKABLE QString prepare(const QString& gameId, const QVariantMap& options = {});
    // The position editor for a game joined in progress.
    Q_INVOKABLE void setEditingSetUp(bool on);
    Q_INVOKABLE void selectPit(int pit);
    Q_INVOKABLE bool adjustPit(int pit, int delta);
    Q_INVOKABLE void setSideToMove(int side);
    // kind: "reserve" or "captured".
    Q_INVOKABLE bool adjustStore(const QString& kind, int side, int delta);
    Q_INVOKABLE void clearSetUp();
    Q_INVOKABLE void resetSetUp();

    // Starts recording. tags: Date, Time, Place, Coordinates, Event, Observer,
    // South, North, SouthMembers, NorthMembers, Notes (empty ones are left out).
    // With the position editor on, the record starts from that position.
    Q_INVOKABLE bool start(const QVariantMap& tags);
    // A tap on a pit: a legal move is played and saved; an illegal one is
    // refused with a reason (or, in irregular mode, kept as irregular).
    Q_INVOKABLE bool tap(int pit);
    // Records an observed move the engine calls illegal (~b3), with a note.
    Q_INVOKABLE bool recordIrregular(int pit, const QString& note = {});
    Q_INVOKABLE QString whyNot(int pit) const;
    Q_INVOKABLE void undo();
    Q_INVOKABLE bool setResult(const QString& result);
    Q_INVOKABLE void retrySave();
    // Ends the session; the record is already in the archive. Refused while
    // the newest change is not saved, unless `discardUnsaved`.
    Q_INVOKABLE bool finish(bool discardUnsaved = false);
    Q_INVOKABLE QString pitName(int pit) const;

    const archive::GameRecord& record() const { return record_; }
    const GameState* state() const { return game_.get(); }

  signals:
    void preparedChanged();
    void setUpChanged();
    void activeChanged();
    void positionChanged();
    void saveStateChanged();
    void irregularModeChanged();
    void animationMsChanged();
    void refused(int pit, const QString& reason);
    // In irregular mode a tap asks for the note first.
    void irregularRequested(int pit);
    void finished(qint64 recordId);

  private:
    bool acceptSetUp(const Position& candidate);
    void afterChange();
    void refreshEntries();
    void save();
    void setSaveState(SaveState state, const QString& error = {});
    int sideOfNext() const;
    QString handlerFor(int side) const;
    void showBoard();

    GameController display_;
    TraceAnimator animator_;
    RecordMoveModel moves_;
    std::shared_ptr<const Rules> rules_;
    Position setUp_{};
    bool editingSetUp_ = false;
    int selected_ = -1;
    QString setUpError_;
    bool active_ = false;
    archive::GameRecord record_;
    std::unique_ptr<GameState> game_;  // after the first known_ moves
    int known_ = 0;                    // leading moves the engine follows
    std::vector<int> sides_;           // who played each move (0 South, 1 North)
    bool resultAuto_ = false;          // the result is the engine's verdict
    bool finishWhenSaved_ = false;
    QStringList teamNames_;
    QList<QStringList> members_;
    bool irregularMode_ = false;
    int animationMs_ = 60;
    // Saving: every change is a job holding the whole record. The jobs run
    // in order on the archive thread and share the record's id there.
    std::shared_ptr<qint64> idOnArchiveThread_;
    qint64 savedId_ = 0;
    int session_ = 0;
    int revision_ = 0;
    int savedRevision_ = 0;
    SaveState saveState_ = NothingToSave;
    QString saveError_;
    QTimer retry_;
};

}  // namespace enkang::ui
