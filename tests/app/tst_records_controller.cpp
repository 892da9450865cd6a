// The Records page's controllers on a real archive (a temporary database on
// its own thread): the search and its list model, the field recorder's
// autosave after every tap (checked through separate RecordStore jobs),
// irregular moves and set-up positions, replaying a record through the
// engine, editing comments and glyphs, and analysis off the GUI thread.
#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <optional>
#include <random>

#include "archive/database.h"
#include "archive/record_check.h"
#include "archive/record_store.h"
#include "archive_jobs.h"
#include "archive_service.h"
#include "engine/ai/match.h"
#include "field_recording.h"
#include "game_controller.h"
#include "record_importer.h"
#include "record_replay.h"
#include "records_controller.h"

using enkang::GameState;
using enkang::Move;
using enkang::MoveCheck;
using enkang::Options;
using enkang::archive::Database;
using enkang::archive::GameRecord;
using enkang::archive::RecordMove;
using enkang::archive::RecordStore;
using enkang::ui::ArchiveService;
using enkang::ui::BoardModel;
using enkang::ui::FieldRecording;
using enkang::ui::RecordListModel;
using enkang::ui::RecordMoveModel;
using enkang::ui::RecordReplay;
using enkang::ui::RecordsController;

namespace {

GameRecord makeRecord(const std::string& game, const QStringList& moves,
                      const std::vector<std::pair<std::string, std::string>>& tags = {}) {
    GameRecord r;
    r.setTag("Game", game);
    for (const auto& [name, value] : tags) r.setTag(name, value);
    for (const QString& name : moves) {
        RecordMove m;
        m.irregular = name.startsWith('~');
        m.pit = name.mid(m.irregular ? 1 : 0).toStdString();
        r.moves.push_back(m);
    }
    return r;
}

// Legal moves from the start, chosen by a seeded generator.
QStringList randomGame(const Options& options, int plies, unsigned seed) {
    GameState g(options);
    std::mt19937 random(seed);
    QStringList out;
    for (int i = 0; i < plies && !g.position().over(); ++i) {
        const auto& legal = g.legalMoves();
        const Move m = legal[int(random() % unsigned(legal.size))];
        out << QString::fromStdString(g.rules().geometry().name(m));
        g.play(m);
    }
    return out;
}

Move pitOf(const GameState& g, const QString& name) {
    int pit = -1;
    g.rules().geometry().parse(name.toStdString(), pit);
    return Move(pit);
}

// Every pit the board shows equals the engine's position.
bool boardShows(BoardModel* board, const enkang::Position& p) {
    for (int pit = 0; pit < board->rowCount(); ++pit)
        if (board->index(pit).data(BoardModel::SeedsRole).toInt() != p.pits[std::size_t(pit)])
            return false;
    return true;
}

}  // namespace

class TestRecordsController : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    ArchiveService* archive_ = nullptr;

    // Runs `work` as an archive job and waits for it (a separate RecordStore).
    template <class Work>
    void onArchive(Work work) {
        runOnArchive(*archive_, [work](Database& db) {
            RecordStore store(db);
            work(store);
        });
    }
    qint64 add(const GameRecord& r) {
        qint64 id = 0;
        onArchive([&](RecordStore& store) { id = store.add(r); });
        emit archive_->recordsChanged();
        return id;
    }
    std::optional<GameRecord> load(qint64 id) {
        std::optional<GameRecord> r;
        onArchive([&](RecordStore& store) { r = store.load(id); });
        return r;
    }
    int recordCount() {
        int n = 0;
        onArchive([&](RecordStore& store) { n = store.count(); });
        return n;
    }

  private slots:
    // The Records page's import: a file with a bad game is refused whole,
    // the problem named at its line and column; asked again, the good game
    // comes in. Both through the archive's own importRecords.
    void importInTheAppNamesProblemsAndKeepsGoodGamesOnRequest() {
        const QString file = dir_.filePath("two.enkang");
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(
            "[Game \"kimasai-klamroth\"]\n[Options \"columns=4\"]\n[Place \"Longido\"]\n"
            "[Result \"*\"]\n\n1. b2 2. d2 *\n\n"
            "[Game \"kimasai-klamroth\"]\n[Result \"*\"]\n\n1. b2 2. zz9 *\n");
        out.close();
        const int before = recordCount();
        enkang::ui::RecordImporter importer;
        QSignalSpy finished(&importer, &enkang::ui::RecordImporter::finished);
        importer.importFiles({QUrl::fromLocalFile(file)});
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(importer.importedCount(), 0);
        QCOMPARE(recordCount(), before);
        QVERIFY(importer.canKeepGoodGames());
        QVERIFY(!importer.problems().isEmpty());
        QVERIFY2(importer.problems().first().startsWith(file + ":11:"),
                 qPrintable(importer.problems().first()));
        importer.importGoodGames();
        QTRY_COMPARE(finished.count(), 2);
        QCOMPARE(importer.importedCount(), 1);
        QCOMPARE(recordCount(), before + 1);
        const qint64 id = finished.last().at(0).toLongLong();
        QCOMPARE(load(id)->tag("Place"), std::string("Longido"));
    }

    // Play's result panel and menu: a game played becomes a record with its
    // moves, options, result and the form's place; the list follows.
    void aGamePlayedIsSavedToTheArchive() {
        enkang::ui::GameController c;
        c.setAnimationMs(0);
        QVERIFY(c.newGame("kimasai-klamroth", {{"columns", "4"}}));
        QVERIFY(c.playNames({"b2", "d2", "b3"}));
        const int before = recordCount();
        c.saveToArchive({{"Place", "  Šaľa "}, {"Date", "2026.12.01"}});
        QTRY_VERIFY(c.savedId() > 0);
        QCOMPARE(recordCount(), before + 1);
        const auto r = load(c.savedId());
        QVERIFY(r);
        QCOMPARE(r->tag("Game"), std::string("kimasai-klamroth"));
        QCOMPARE(r->tag("Place"), std::string("Šaľa"));
        QVERIFY(r->tag("Options").find("columns=4") != std::string::npos);
        QCOMPARE(r->moves.size(), std::size_t(3));
        QCOMPARE(r->moves[2].pit, std::string("b3"));
        QCOMPARE(r->result, std::string("*"));
        // A new game forgets the saved id: its Save button is live again.
        QVERIFY(c.newGame("kimasai-mackay"));
        QCOMPARE(c.savedId(), qint64(0));
    }

    // The move list's review shows a past position without changing the game;
    // playing on from it keeps the later moves for redo.
    void reviewShowsThePastAndPlaysOnFromIt() {
        enkang::ui::GameController c;
        c.setAnimationMs(0);
        QVERIFY(c.newGame("kimasai-mackay"));
        QVERIFY(c.playNames({"b3", "c8", "b2"}));
        const int afterAll = c.board()->seedsShown(c.pitIndex("b3"));
        c.review(1);
        QCOMPARE(c.reviewPly(), 1);
        QCOMPARE(c.ply(), 3);  // the game itself is untouched
        QCOMPARE(c.view()->toMove(), 1);
        QVERIFY(!c.playPit(c.pitIndex("b1")) || c.reviewPly() < 0);
        c.review(3);
        QCOMPARE(c.reviewPly(), -1);
        QCOMPARE(c.board()->seedsShown(c.pitIndex("b3")), afterAll);
        c.review(1);
        c.playOnFromReview();
        QCOMPARE(c.reviewPly(), -1);
        QCOMPARE(c.ply(), 1);
        QVERIFY(c.canRedo());
        c.redo();
        QCOMPARE(c.ply(), 2);
        QCOMPARE(c.lastMove(), QString("c8"));
    }

    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        archive_ = new ArchiveService(dir_.filePath("records.sqlite"), this);
        ArchiveService::setInstance(archive_);
        QTRY_VERIFY_WITH_TIMEOUT(archive_->ready(), 20000);
    }

    void init() {
        onArchive([](RecordStore& store) {
            for (qint64 id : store.allIds()) store.remove(id);
        });
    }

    void cleanupTestCase() {
        delete archive_;
        archive_ = nullptr;
    }

    void listModelPassesTheModelTester() {
        RecordsController c;
        c.setDebounceMs(0);
        QAbstractItemModelTester tester(c.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY(!c.busy());
        QCOMPARE(c.count(), 0);
        for (int i = 0; i < 5; ++i)
            add(makeRecord("kimasai-mackay", {"b3", "c8"},
                           {{"Date", QString("2026.01.0%1").arg(i + 1).toStdString()},
                            {"Place", i % 2 ? "Monduli" : "Engaruka"}}));
        QTRY_COMPARE(c.count(), 5);
        c.setPlace("Mond");
        QTRY_COMPARE(c.count(), 2);
        c.setPlace({});
        QTRY_COMPARE(c.count(), 5);
        const QModelIndex first = c.model()->index(0);
        QCOMPARE(first.data(RecordListModel::DateRole).toString(), QString("2026.01.05"));
        QCOMPARE(first.data(RecordListModel::GameRole).toString(), QString("kimasai-mackay"));
        QCOMPARE(first.data(RecordListModel::MovesRole).toInt(), 2);
        const QHash<int, QByteArray> roles = c.model()->roleNames();
        for (const char* name :
             {"id", "game", "date", "place", "event", "observer", "players", "result", "moves"})
            QVERIFY2(roles.values().contains(name), name);
    }

    // More records than a page: the first page shows at once, the count
    // comes by itself, and fetchMore brings the rest in order, under the
    // model tester.
    void theListFetchesPagesAsTheViewScrolls() {
        const int records = 2 * RecordsController::kPageSize + 50;
        onArchive([&](RecordStore& store) {
            store.add(makeRecord("en-gehe", {"a1"}, {{"Date", "2020.01.01"}}));
            for (int i = 1; i < records; ++i)
                store.add(makeRecord("en-gehe", {"a1"},
                                     {{"Date", QString("2020.%1.%2")
                                                   .arg(1 + i % 12, 2, 10, QChar('0'))
                                                   .arg(1 + i % 28, 2, 10, QChar('0'))
                                                   .toStdString()}}));
        });
        RecordsController c;
        c.setDebounceMs(0);
        QAbstractItemModelTester tester(c.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(c.count(), records);
        QCOMPARE(c.total(), records);
        RecordListModel* model = c.model();
        QCOMPARE(model->rowCount(), RecordsController::kPageSize);
        QVERIFY(model->canFetchMore({}));
        model->fetchMore({});
        QVERIFY(!model->canFetchMore({}));  // one page at a time
        QTRY_COMPARE(model->rowCount(), 2 * RecordsController::kPageSize);
        QVERIFY(model->canFetchMore({}));
        model->fetchMore({});
        QTRY_COMPARE(model->rowCount(), records);
        QVERIFY(!model->canFetchMore({}));
        QSet<qint64> seen;
        for (int row = 0; row < records; ++row) {
            seen.insert(model->at(row).id);
            if (row > 0) QVERIFY(model->at(row - 1).date >= model->at(row).date);
        }
        QCOMPARE(seen.size(), records);
    }

    void addingRecordsAndFiltering() {
        RecordsController c;
        c.setDebounceMs(150);
        QTRY_VERIFY(!c.busy());
        GameRecord a = makeRecord("en-gehe", {"a1", "b1", "a2"},
                                  {{"Options", "columns=40"},
                                   {"Date", "2026.11.29"},
                                   {"Place", "Engaruka"},
                                   {"Observer", "Naserian"},
                                   {"South", "Ilmolelian"},
                                   {"SouthMembers", "Saitoti, Lemayian"},
                                   {"North", "Ilaiser"}});
        a.moves[1].comment = "a long relay";
        add(a);
        add(makeRecord("kimasai-mackay", {"b3"},
                       {{"Date", "2026.10.02"}, {"Place", "Monduli"}, {"South", "Lengai"}}));
        add(makeRecord("kimasai-klamroth", {},
                       {{"Date", "2025.05.05"}, {"Place", "Mpwapwa"}, {"North", "Tajeu"}}));
        QTRY_COMPARE(c.count(), 3);
        QCOMPARE(c.total(), 3);

        c.setGame("en-gehe");
        QTRY_COMPARE(c.count(), 1);
        QCOMPARE(c.model()->at(0).place, QString("Engaruka"));
        c.setGame({});
        QTRY_COMPARE(c.count(), 3);

        // Typing waits for a pause before it searches.
        c.setPlayer("Saito");
        QCOMPARE(c.count(), 3);
        QTRY_COMPARE(c.count(), 1);
        QCOMPARE(c.model()->at(0).game, QString("en-gehe"));
        c.setPlayer({});
        c.setText("long relay");  // a move's comment
        QTRY_COMPARE(c.count(), 1);
        c.setText("nothing like this");
        QTRY_COMPARE(c.count(), 0);
        QCOMPARE(c.total(), 3);
        QVERIFY(c.filtered());
        c.clearFilters();
        QTRY_COMPARE(c.count(), 3);

        c.setSort("place");
        QTRY_COMPARE(c.model()->at(0).place, QString("Engaruka"));
        QCOMPARE(c.model()->at(2).place, QString("Mpwapwa"));
        c.setSort("game");
        QTRY_COMPARE(c.model()->at(0).game, QString("en-gehe"));
        c.setSort("date");
        QTRY_COMPARE(c.model()->at(0).date, QString("2026.11.29"));

        // A record added elsewhere shows up; a deleted one goes.
        const qint64 id = add(makeRecord("kimasai-mackay", {}, {{"Date", "2027.01.01"}}));
        QTRY_COMPARE(c.count(), 4);
        QSignalSpy removed(&c, &RecordsController::removed);
        c.remove(id);
        QTRY_COMPARE(removed.count(), 1);
        QVERIFY(removed.first().at(1).toBool());
        QTRY_COMPARE(c.count(), 3);
        QCOMPARE(recordCount(), 3);
    }

    void aRefusedArchiveIsReported() {
        const QString path = dir_.filePath("not-a-database.sqlite");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();
        ArchiveService refused(path);
        ArchiveService::setInstance(&refused);
        RecordsController c;
        QTRY_VERIFY(!refused.error().isEmpty());
        QVERIFY(!c.ready());
        QCOMPARE(c.error(), refused.error());
        QCOMPARE(c.count(), 0);

        // The recorder keeps the moves and says they are not saved.
        FieldRecording recorder;
        recorder.setAnimationMs(0);
        QVERIFY(recorder.start({{"Place", "Monduli"}}));
        QVERIFY(recorder.tap(recorder.state()->legalMoves()[0]));
        QCOMPARE(recorder.saveState(), int(FieldRecording::SaveFailed));
        QCOMPARE(recorder.saveError(), refused.error());
        QCOMPARE(recorder.moveCount(), 1);
        QVERIFY(!recorder.finish());  // not without saying so
        QVERIFY(recorder.active());

        // Once an archive is there, the retry saves what was kept.
        ArchiveService::setInstance(archive_);
        recorder.retrySave();
        QTRY_COMPARE(recorder.saveState(), int(FieldRecording::Saved));
        QCOMPARE(*load(recorder.recordId()), recorder.record());
        QVERIFY(recorder.finish());
    }

    void fieldRecorderSavesAfterEveryTap() {
        FieldRecording r;
        r.setAnimationMs(0);
        QAbstractItemModelTester tester(r.moves(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(r.prepare("en-gehe", {{"columns", 6}}).isEmpty());
        QVERIFY(r.start({{"Date", "2026.11.29"},
                         {"Time", "16:05"},
                         {"Place", "Engaruka"},
                         {"Coordinates", "-2.99,35.96"},
                         {"Observer", "Naserian Sakuda"},
                         {"South", "Ilmolelian"},
                         {"SouthMembers", "Saitoti, Lemayian"},
                         {"North", "Ilaiser"},
                         {"NorthMembers", "Koonyo"}}));
        QCOMPARE(r.saveState(), int(FieldRecording::NothingToSave));
        QCOMPARE(recordCount(), 0);  // the first move creates the record

        std::mt19937 random(7);
        qint64 id = 0;
        for (int i = 0; i < 12 && !r.over(); ++i) {
            const auto& legal = r.state()->legalMoves();
            QVERIFY(r.tap(legal[int(random() % unsigned(legal.size))]));
            QTRY_COMPARE(r.saveState(), int(FieldRecording::Saved));
            if (i == 0) id = r.recordId();
            QVERIFY(id > 0);
            QCOMPARE(r.recordId(), id);
            const auto stored = load(id);
            QVERIFY(stored.has_value());
            QCOMPARE(*stored, r.record());
            QCOMPARE(int(stored->moves.size()), i + 1);
            QVERIFY(enkang::archive::checkRecord(*stored).empty());
        }
        const GameRecord& rec = r.record();
        QCOMPARE(rec.tag("Game"), std::string("en-gehe"));
        QCOMPARE(rec.tag("Options"), std::string("columns=6"));
        QCOMPARE(rec.tag("Place"), std::string("Engaruka"));
        QCOMPARE(rec.moves[0].handler, std::string("Saitoti"));
        QCOMPARE(rec.moves[1].handler, std::string("Koonyo"));
        QCOMPARE(rec.moves[2].handler, std::string("Lemayian"));
        QVERIFY(!rec.moves[0].time.empty());
        QCOMPARE(r.moves()->rowCount(), int(rec.moves.size()));

        // Taps faster than the archive answers: one record, all moves.
        const int before = int(rec.moves.size());
        for (int i = 0; i < 3 && !r.over(); ++i) r.tap(r.state()->legalMoves()[0]);
        QTRY_COMPARE(r.saveState(), int(FieldRecording::Saved));
        QCOMPARE(*load(id), r.record());
        QVERIFY(int(r.record().moves.size()) > before);

        r.undo();
        QTRY_COMPARE(r.saveState(), int(FieldRecording::Saved));
        QCOMPARE(*load(id), r.record());
        QCOMPARE(recordCount(), 1);

        QVERIFY(r.setResult("0-1"));
        QTRY_COMPARE(r.saveState(), int(FieldRecording::Saved));
        QCOMPARE(load(id)->result, std::string("0-1"));
        QSignalSpy finished(&r, &FieldRecording::finished);
        QVERIFY(r.finish());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(0).toLongLong(), id);
        QVERIFY(!r.active());
    }

    void illegalTapsAreRefusedAndIrregularMovesRecorded() {
        FieldRecording r;
        r.setAnimationMs(0);
        QVERIFY(r.prepare("kimasai-mackay").isEmpty());
        QVERIFY(r.start({{"Place", "Monduli"}}));
        QSignalSpy refused(&r, &FieldRecording::refused);
        const GameState& g = *r.state();
        const int b3 = g.rules().geometry().pit(1, 2);
        const int d1 = g.rules().geometry().pit(3, 0);  // North's pit
        QVERIFY(!r.tap(d1));
        QCOMPARE(refused.count(), 1);
        QVERIFY(!refused.first().at(1).toString().isEmpty());
        QCOMPARE(r.moveCount(), 0);
        QVERIFY(r.tap(b3));
        QTRY_COMPARE(r.saveState(), int(FieldRecording::Saved));

        // North is to move; the observer saw a South pit played: kept as irregular.
        QSignalSpy requested(&r, &FieldRecording::irregularRequested);
        r.setIrregularMode(true);
        QVERIFY(!r.tap(b3));
        QCOMPARE(requested.count(), 1);
        QVERIFY(r.recordIrregular(b3, "played out of turn, both teams agreed"));
        QVERIFY(!r.irregularMode());
        QVERIFY(!r.positionKnown());
        // Later taps are kept as seen, without judging.
        QVERIFY(r.tap(d1));
        QVERIFY(r.tap(d1));
        QTRY_COMPARE(r.saveState(), int(FieldRecording::Saved));
        const auto stored = load(r.recordId());
        QVERIFY(stored.has_value());
        QCOMPARE(stored->moves.size(), std::size_t(4));
        QVERIFY(stored->moves[1].irregular);
        QCOMPARE(stored->moves[1].pit, std::string("b3"));
        QCOMPARE(stored->moves[1].comment, std::string("played out of turn, both teams agreed"));
        QVERIFY(!stored->moves[2].irregular);
        QVERIFY(enkang::archive::checkRecord(*stored).empty());
        QCOMPARE(r.moves()->index(1).data(RecordMoveModel::IrregularRole).toBool(), true);
        QCOMPARE(r.moves()->index(2).data(RecordMoveModel::KnownRole).toBool(), false);

        // Undoing the irregular move gives the engine the position back.
        r.undo();
        r.undo();
        r.undo();
        QVERIFY(r.positionKnown());
        QCOMPARE(r.toMove(), 1);
        QTRY_COMPARE(r.saveState(), int(FieldRecording::Saved));
        QCOMPARE(load(r.recordId())->moves.size(), std::size_t(1));
    }

    void aGameJoinedInProgressWritesTheSetUpTag() {
        FieldRecording r;
        r.setAnimationMs(0);
        QVERIFY(r.prepare("kimasai-klamroth").isEmpty());
        r.setEditingSetUp(true);
        r.clearSetUp();
        const auto& geometry = r.state()->rules().geometry();
        const int b2 = geometry.pit(1, 1), c5 = geometry.pit(2, 4), a7 = geometry.pit(0, 6);
        QVERIFY(r.adjustPit(b2, 1));
        QVERIFY(r.adjustPit(c5, 1));
        QVERIFY(r.adjustPit(a7, 1));
        QVERIFY(!r.adjustPit(a7, 1));  // four-row pits hold one seed at most
        QVERIFY(!r.setUpError().isEmpty());
        QVERIFY(r.adjustStore("captured", 0, 3));
        r.setSideToMove(0);
        QVERIFY(r.start({{"Place", "Mpwapwa"}}));
        const std::string setUp = r.record().tag("SetUp");
        QVERIFY(!setUp.empty());
        QVERIFY(setUp.find(" s ") != std::string::npos);
        QVERIFY(setUp.find("c3,0") != std::string::npos);
        QCOMPARE(r.state()->position().pits[std::size_t(b2)], std::uint16_t(1));
        const auto& legal = r.state()->legalMoves();
        QVERIFY(!legal.empty());
        const Move played = legal[0];  // `legal` follows the game
        QVERIFY(r.tap(played));
        QTRY_COMPARE(r.saveState(), int(FieldRecording::Saved));
        const auto stored = load(r.recordId());
        QCOMPARE(stored->tag("SetUp"), setUp);
        QVERIFY(enkang::archive::checkRecord(*stored).empty());

        // The viewer opens it from the set-up position.
        RecordReplay v;
        v.setAnimationMs(0);
        v.open(r.recordId());
        QTRY_VERIFY(v.loaded());
        QVERIFY(v.error().isEmpty());
        QVERIFY(v.hasSetUp());
        enkang::Wording why;
        const auto start = enkang::archive::startOf(*stored, why);
        QVERIFY(start);
        QVERIFY(boardShows(v.display()->board(), start->position()));
        v.last();
        QVERIFY(boardShows(v.display()->board(), r.state()->position()));

        // The analysis starts from the set-up position too.
        QVERIFY(v.canAnalyse());
        QVERIFY(v.analyse(3));
        QTRY_VERIFY(v.analysed());
        const auto verdicts = enkang::ai::analyseGame(*start, {played}, 3);
        QCOMPARE(int(verdicts.size()), 1);
        QCOMPARE(v.moves()->index(0).data(RecordMoveModel::MarkRole).toString(),
                 QString::fromLatin1(verdicts[0].mark));
        GameState fromStart(start->sharedRules(), start->position());
        QCOMPARE(fromStart.play(verdicts[0].best), MoveCheck::Legal);  // a move of this position
    }

    void steppingThroughARecordShowsTheEnginesPositions() {
        const Options options = Options::defaults(enkang::GameId::KimasaiMackay);
        const QStringList moves = randomGame(options, 24, 11);
        const qint64 id = add(makeRecord("kimasai-mackay", moves, {{"Place", "Monduli"}}));
        RecordReplay v;
        v.setAnimationMs(0);
        QAbstractItemModelTester tester(v.moves(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        v.open(id);
        QVERIFY(v.loading());
        QTRY_VERIFY(v.loaded());
        QCOMPARE(v.count(), moves.size());
        QCOMPARE(v.knownCount(), moves.size());
        QCOMPARE(v.ply(), 0);

        GameState engine(options);
        BoardModel* board = v.display()->board();
        QVERIFY(boardShows(board, engine.position()));
        for (const QString& name : moves) {
            v.next();
            QCOMPARE(engine.play(pitOf(engine, name)), MoveCheck::Legal);
            QVERIFY2(boardShows(board, engine.position()), qPrintable(name));
            QCOMPARE(v.toMove(), int(engine.position().toMove));
            QCOMPARE(v.moves()->current(), v.ply());
        }
        v.next();  // past the end: nothing happens
        QCOMPARE(v.ply(), moves.size());
        v.previous();
        engine.undo();
        QVERIFY(boardShows(board, engine.position()));
        v.first();
        QVERIFY(boardShows(board, GameState(options).position()));
        v.goTo(5);
        GameState five(options);
        for (int i = 0; i < 5; ++i) QCOMPARE(five.play(pitOf(five, moves[i])), MoveCheck::Legal);
        QVERIFY(boardShows(board, five.position()));

        // Animated: the board follows the trace and ends on the engine's position.
        v.setAnimationMs(30);
        v.next();
        QVERIFY(v.animating());
        QTRY_VERIFY(!v.animating());
        QCOMPARE(five.play(pitOf(five, moves[5])), MoveCheck::Legal);
        QVERIFY(boardShows(board, five.position()));
    }

    void aRecordWithAnIrregularMoveStillOpens() {
        const qint64 id =
            add(makeRecord("kimasai-mackay", {"b3", "c8", "~c8", "b4", "c7"}, {{"Place", "X"}}));
        RecordReplay v;
        v.setAnimationMs(0);
        v.open(id);
        QTRY_VERIFY(v.loaded());
        QVERIFY(v.error().isEmpty());
        QCOMPARE(v.count(), 5);
        QCOMPARE(v.knownCount(), 2);
        QVERIFY(!v.stopReason().isEmpty());
        GameState engine(Options::defaults(enkang::GameId::KimasaiMackay));
        engine.play(pitOf(engine, "b3"));
        engine.play(pitOf(engine, "c8"));
        v.last();
        QCOMPARE(v.ply(), 5);
        QVERIFY(!v.positionKnown());
        QVERIFY(boardShows(v.display()->board(), engine.position()));  // as far as known
        QCOMPARE(v.moves()->index(2).data(RecordMoveModel::IrregularRole).toBool(), true);
        QCOMPARE(v.moves()->index(1).data(RecordMoveModel::KnownRole).toBool(), true);
        QCOMPARE(v.moves()->index(3).data(RecordMoveModel::KnownRole).toBool(), false);
        QCOMPARE(v.moves()->index(3).data(RecordMoveModel::PitRole).toString(), QString("b4"));
    }

    void editingACommentAndGlyphPersists() {
        GameRecord original = makeRecord("en-gehe", {"a1", "b1", "a2"},
                                         {{"Options", "columns=40"}, {"Place", "Engaruka"}});
        original.moves[0].handler = "Saitoti";
        original.moves[0].time = "16:05:12";
        original.moves[1].variations.push_back({RecordMove{"b7", false, "?!", "", "", "", {}}});
        const qint64 id = add(original);
        RecordReplay v;
        v.open(id);
        QTRY_VERIFY(v.loaded());
        QVERIFY(v.setGlyph(1, "!?"));
        QVERIFY(v.setComment(1, "  the team argued for this  "));
        QVERIFY(!v.setGlyph(1, "?!?"));
        QVERIFY(!v.setComment(7, "no such move"));
        QCOMPARE(v.saveState(), int(RecordReplay::Saving));
        QTRY_COMPARE(v.saveState(), int(RecordReplay::Saved));
        GameRecord expected = original;
        expected.moves[1].glyph = "!?";
        expected.moves[1].comment = "the team argued for this";
        QCOMPARE(*load(id), expected);
        QCOMPARE(v.moves()->index(1).data(RecordMoveModel::GlyphRole).toString(), QString("!?"));
        QCOMPARE(v.moves()->index(1).data(RecordMoveModel::CommentRole).toString(),
                 QString("the team argued for this"));

        // A second viewer reads the edit back.
        RecordReplay again;
        again.open(id);
        QTRY_VERIFY(again.loaded());
        QCOMPARE(again.record(), expected);
        QVERIFY(again.setGlyph(1, ""));
        QTRY_COMPARE(again.saveState(), int(RecordReplay::Saved));
        QCOMPARE(load(id)->moves[1].glyph, std::string());
    }

    void analysisMarksArriveWithoutBlocking() {
        const Options options = Options::defaults(enkang::GameId::KimasaiMackay);
        const QStringList moves = randomGame(options, 30, 3);
        const qint64 id = add(makeRecord("kimasai-mackay", moves));
        RecordReplay v;
        v.open(id);
        QTRY_VERIFY(v.loaded());
        QVERIFY(v.canAnalyse());

        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, [&] { ++ticks; });
        ticker.start(5);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(v.analyse(4));           // about two seconds of search
        QVERIFY(clock.elapsed() < 100);  // analyse() only hands the work over
        QVERIFY(v.analysing());
        QVERIFY(!v.analyse(4));  // one at a time
        QTRY_VERIFY_WITH_TIMEOUT(v.analysed(), 120000);
        const qint64 took = clock.elapsed();
        QVERIFY(!v.analysing());
        // The event loop kept turning while the engine worked.
        qInfo("analysis took %lld ms; the GUI thread's 5 ms timer fired %d times", took, ticks);
        QVERIFY2(ticks >= took / 5 / 4,
                 qPrintable(QString("%1 ticks in %2 ms").arg(ticks).arg(took)));

        std::vector<Move> played;
        GameState g(options);
        for (const QString& name : moves) played.push_back(pitOf(g, name));
        const auto verdicts = enkang::ai::analyseGame(options, played, 4);
        QCOMPARE(int(verdicts.size()), moves.size());
        int marked = 0, mistakes = 0, blunders = 0;
        for (int i = 0; i < moves.size(); ++i) {
            const QString mark = v.moves()->index(i).data(RecordMoveModel::MarkRole).toString();
            QCOMPARE(mark, QString::fromLatin1(verdicts[std::size_t(i)].mark));
            marked += !mark.isEmpty();
            mistakes += mark == "mistake";
            blunders += mark == "blunder";
            if (!mark.isEmpty())
                QVERIFY(!v.moves()->index(i).data(RecordMoveModel::BestRole).toString().isEmpty() ||
                        verdicts[std::size_t(i)].best == verdicts[std::size_t(i)].played);
        }
        QVERIFY(marked > 0);  // random moves are not all good
        QCOMPARE(v.mistakes(), mistakes);
        QCOMPARE(v.blunders(), blunders);
    }
};

QTEST_MAIN(TestRecordsController)
#include "tst_records_controller.moc"
