// Drawing the server's columns from a record, folded as the local archive folds.
#include "record_fields.h"

#include <QCryptographicHash>
#include <QStringList>

#include "archive/record_text.h"
#include "archive/text_fold.h"

namespace enkang::archive {
namespace {

QString text(const std::string& s) {
    return s.empty() ? QStringLiteral("") : QString::fromStdString(s);
}

QString hashOf(const std::string& body) {
    return QString::fromLatin1(
        QCryptographicHash::hash(QByteArray::fromStdString(body), QCryptographicHash::Sha256)
            .toHex());
}

// Team names and members, as the local archive's players column holds them.
QString playersOf(const GameRecord& r) {
    QStringList out;
    for (const char* tag : {"South", "North", "SouthMembers", "NorthMembers"})
        if (!r.tag(tag).empty()) out << text(r.tag(tag));
    return out.join(" | ");
}

// The game's comment, its tag values and every move's comment.
QString searchTextOf(const GameRecord& r) {
    QStringList parts{text(r.comment)};
    for (const auto& tag : r.tags) parts << text(tag.second);
    std::vector<const std::vector<RecordMove>*> lines{&r.moves};
    while (!lines.empty()) {
        const auto* line = lines.back();
        lines.pop_back();
        for (const RecordMove& m : *line) {
            if (!m.comment.empty()) parts << text(m.comment);
            for (const auto& v : m.variations) lines.push_back(&v);
        }
    }
    return parts.join(' ');
}

}  // namespace

QString recordHash(const GameRecord& record) {
    return hashOf(writeRecord(record));
}

RecordFields recordFieldsOf(const GameRecord& r) {
    RecordFields f;
    const std::string body = writeRecord(r);
    f.body = text(body);
    f.hash = hashOf(body);
    f.game = text(r.tag("Game"));
    f.result = text(r.result);
    f.date = text(r.tag("Date"));
    f.place = text(r.tag("Place"));
    f.event = text(r.tag("Event"));
    f.observer = text(r.tag("Observer"));
    f.players = playersOf(r);
    f.placeFolded = foldForSearch(f.place);
    f.playersFolded = foldForSearch(f.players);
    f.observerFolded = foldForSearch(f.observer);
    f.eventFolded = foldForSearch(f.event);
    f.textFolded = foldForSearch(searchTextOf(r));
    return f;
}

}  // namespace enkang::archive
