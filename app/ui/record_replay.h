// One record opened for reading: replayed through the engine on a board
// (step by step, the board animating each move's trace), a move's comment
// and glyph edited (saved at once, one transaction, on the archive thread),
// and the game analysed on its own thread. The board is shown through a
// GameController (the Board component's controller).
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

class RecordReplay : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(BoardView* display READ display CONSTANT)
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
    // The line shown: 0 the main line, else how many variations deep.
    Q_PROPERTY(int variationDepth READ variationDepth NOTIFY loadedChanged)
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
    // For the graph: the engine's evaluation for South at the start and after
    // each move the engine can follow (empty before analysis).
    Q_PROPERTY(QList<int> evaluations READ evaluations NOTIFY analysisChanged)
    // Moves the analysis marks that have no glyph of the user's yet.
    Q_PROPERTY(int suggestedGlyphs READ suggestedGlyphs NOTIFY analysisChanged)
    Q_PROPERTY(QStringList marks READ marks NOTIFY analysisChanged)  // per move, as the list's
  public:
    enum SaveState { Unchanged, Saving, Saved, SaveFailed };
    Q_ENUM(SaveState)

    explicit RecordReplay(QObject* parent = nullptr);
    ~RecordReplay() override;  // waits for an analysis in hand

    BoardView* display() { return &display_; }
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
    int count() const { return int(line_.size()); }
    int variationDepth() const { return int(branches_.size()); }
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
    bool animating() const { return display_.animating(); }
    int animationMs() const { return display_.animationMs(); }
    void setAnimationMs(int ms);
    int saveState() const { return saveState_; }
    QString saveError() const { return saveError_; }
    bool canAnalyse() const { return whyNoAnalysis().isEmpty(); }
    QString whyNoAnalysis() const;
    bool analysing() const { return analysing_; }
    bool analysed() const { return analysed_; }
    int mistakes() const { return mistakes_; }
    int blunders() const { return blunders_; }
    QList<int> evaluations() const { return evaluations_; }
    int suggestedGlyphs() const;
    QStringList marks() const;
    // The glyph an analysis mark suggests: ?! an inaccuracy, ? a mistake, ?? a blunder.
    static QString suggestedGlyph(const QString& mark);

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
    Q_INVOKABLE void skipAnimation() { display_.skipAnimation(); }
    // Edits the move at `index` (0-based) and saves the record.
    // The variations that branch off at move `index` of the line shown: the
    // first move of each. Entering one shows the line with it in place of
    // that move (the moves before it stay); leaving goes back up a level.
    Q_INVOKABLE QStringList variationsAt(int index) const;
    Q_INVOKABLE bool enterVariation(int index, int variation);
    Q_INVOKABLE bool leaveVariation();
    Q_INVOKABLE bool setGlyph(int index, const QString& glyph);
    Q_INVOKABLE bool setComment(int index, const QString& comment);
    // Corrects the record's details (Date, Time, Place, Coordinates, Event,
    // Observer, South, North, SouthMembers, NorthMembers, Notes, Sources,
    // Result): an empty value removes the tag; saved at once. False, with
    // nothing changed, on a result that is not one.
    Q_INVOKABLE bool setDetails(const QVariantMap& details);
    // Judges every move the engine can follow, at level 3 or 4, on a worker thread.
    Q_INVOKABLE bool analyse(int level = 3);
    // Gives every marked move without a glyph the one its mark suggests;
    // saved at once. Returns how many moves got one.
    Q_INVOKABLE int acceptSuggestedGlyphs();

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
    void afterMoveEdit();
    // The line shown, built from the record and the variations entered.
    void buildLine();
    // Follows the line shown through the engine: known_ and stopReason_.
    void followLine();
    void showLine(int ply);
    // The record's own move that is move `index` of the line shown (edits go there).
    archive::RecordMove& moveInRecord(int index);
    void writeBack(int index);
    void markBetterMove();
    void showBoard();
    void save();
    void setSaveState(SaveState state, const QString& error = {});
    void setLoading(bool on);

    BoardView display_;  // the board this screen shows
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
    SaveState saveState_ = Unchanged;
    QString saveError_;
    int revision_ = 0;  // edits made; a save reports success only for the newest
    QThread analysisThread_;
    QObject* analysisContext_ = nullptr;  // lives on analysisThread_
    int analysisSerial_ = 0;
    bool analysing_ = false;
    bool analysed_ = false;
    int mistakes_ = 0, blunders_ = 0;
    QList<int> evaluations_;
    struct Branch {
        int index = 0;      // the move of the line (then shown) that the variation replaces
        int variation = 0;  // which of its variations
    };
    std::vector<Branch> branches_;
    std::vector<archive::RecordMove> line_;  // the moves shown, a copy
};

}  // namespace enkang::ui
