// A record as the server stores it: its canonical text (archive/record_text),
// a hash of that text, and the metadata and folded search columns drawn from it.
#pragma once

#include <QString>

#include "archive/game_record.h"

namespace enkang::archive {

struct RecordFields {
    QString body, hash;
    QString game, result, date, place, event, observer, players;
    QString placeFolded, playersFolded, observerFolded, eventFolded, textFolded;
};

RecordFields recordFieldsOf(const GameRecord& record);
// The hash of a record's canonical text: equal records, equal hashes.
QString recordHash(const GameRecord& record);

}  // namespace enkang::archive
