// Small helpers shared by the record screens' controllers (search, replay,
// field recording): text conversions, pit names, results, and the archive
// to run a job on.
#pragma once

#include <QString>
#include <QVariantMap>
#include <string>
#include <vector>

#include "archive/game_record.h"
#include "archive/record_store.h"
#include "engine/game_state.h"

namespace enkang::ui {

class ArchiveService;

namespace records {

QString qs(const std::string& s);
// A pit name as written in a record, or -1 if it is not a pit of the board.
int parsePit(const Rules& rules, const std::string& name);
bool isResult(const QString& r);
// The metadata a save form gives (Date, Place, Event, Observer, South, SouthMembers …),
// trimmed; empty fields are left out.
void copyFormTags(const QVariantMap& form, archive::GameRecord& record);
// The tags such a form fills, in the order it shows them.
const std::vector<const char*>& formTagNames();
QString resultOf(Outcome o);
// A move's glyph ("" removes it) or comment, for the viewer and the recorder:
// false when the index or the glyph is not valid; `changed` says whether the
// move is different now.
bool setMoveGlyph(std::vector<archive::RecordMove>& moves, int index, const QString& glyph,
                  bool& changed);
bool setMoveComment(std::vector<archive::RecordMove>& moves, int index, const QString& comment,
                    bool& changed);
// A search's filter as QML gives it (keys as RecordFilter's fields: game,
// place, player, text, observer, event, result, dateFrom, dateTo, mark, markBy).
archive::RecordFilter filterFrom(const QVariantMap& map);
QVariantMap filterMap(const archive::RecordFilter& filter);
// The archive to run a job on, or null with the reason in `why`.
ArchiveService* openArchive(QString& why);

}  // namespace records
}  // namespace enkang::ui
