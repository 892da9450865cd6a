#include "endgame_tables.h"

#include <QDebug>

#include "engine/ai/endgame.h"
#include "solver/endgame_table.h"
#include "solver/kernel.h"

namespace enkang::ui {
namespace {

EndgameTables* theInstance = nullptr;

// Thrown from the solver's progress report (between its layers) to stop a build.
struct Stopped {};

bool coverable(const Options& o) {
    return o.game == GameId::KimasaiKlamroth && o.columns <= solver::kMaxSolverColumns;
}

}  // namespace

int EndgameTables::platformSeeds() {
#if defined(Q_OS_ANDROID) || defined(Q_OS_IOS)
    return 5;
#else
    return 6;
#endif
}

EndgameTables::EndgameTables(int seeds, QObject* parent) : QObject(parent), seeds_(seeds) {}

EndgameTables::~EndgameTables() {
    stop_->store(true);
    if (theInstance == this) theInstance = nullptr;
}

EndgameTables* EndgameTables::instance() {
    return theInstance;
}

void EndgameTables::setInstance(EndgameTables* tables) {
    theInstance = tables;
}

bool EndgameTables::ready(const Options& options) const {
    return coverable(options) && ready_.count(options.columns) > 0;
}

bool EndgameTables::building(const Options& options) const {
    return coverable(options) && begun_.count(options.columns) > 0 && !ready(options);
}

void EndgameTables::prepare(const Options& options) {
    if (!coverable(options) || !begun_.insert(options.columns).second) return;
    const int seeds = seeds_;
    thread_.run([this, options, seeds, stop = stop_] {
        // The solver reports after each layer of seeds: a stop asked for ends it there.
        const solver::Progress stopWhenAsked = [&stop](const std::string&) {
            if (stop->load()) throw Stopped{};
        };
        std::shared_ptr<const solver::EndgameTable> table;
        try {
            table = std::make_shared<const solver::EndgameTable>(options, seeds, stopWhenAsked);
        } catch (const Stopped&) {
            return;
        }
        ai::setLevel5Endgames(options, table);  // for either starter
        qInfo("endgame tables for 4x%d: %d seeds, %llu positions in %.1f s", options.columns, seeds,
              (unsigned long long)table->positions(), table->seconds());
        if (stop->load()) return;
        QMetaObject::invokeMethod(this, [this, columns = options.columns] {
            ready_.insert(columns);
            emit built(columns);
        });
    });
}

}  // namespace enkang::ui
