// A game recorded as it is watched: one tap per move; every change is saved
// at once on the archive thread (the first move adds the record, later ones
// replace it) and "saved" is reported only when the archive says so. Moves
// the engine calls illegal can be kept as irregular; a game joined in
// progress starts from a position set up by hand (the SetUp tag). The board
// is shown through a GameController (the Board component's controller).
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <QVariantList>
#include <memory>

#include "archive/game_record.h"
#include "board_view.h"
#include "engine/game_state.h"
#include "record_list_model.h"

namespace enkang::ui {

class ArchiveService;

class FieldRecording : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(BoardView* display READ display CONSTANT)
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

    BoardView* display() { return &display_; }
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
    int animationMs() const { return display_.animationMs(); }
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
    // A glyph ("" removes it) or a comment on a recorded move (-1: the last
    // one), while recording; saved at once like a move.
    Q_INVOKABLE bool setGlyph(int index, const QString& glyph);
    Q_INVOKABLE bool setComment(int index, const QString& comment);
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
    void afterMoveEdit();
    void save();
    void setSaveState(SaveState state, const QString& error = {});
    int sideOfNext() const;
    QString handlerFor(int side) const;
    void showBoard();

    BoardView display_;  // the board this screen shows
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
