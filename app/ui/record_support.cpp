#include "record_support.h"

#include <QObject>

#include "archive/record_text.h"
#include "archive_service.h"

namespace enkang::ui::records {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

int parsePit(const Rules& rules, const std::string& name) {
    int pit = -1;
    return rules.geometry().parse(name, pit) == PitNameError::None ? pit : -1;
}

const std::vector<const char*>& formTagNames() {
    static const std::vector<const char*> names = {"Date",  "Time",         "Place", "Coordinates",
                                                   "Event", "Observer",     "South", "SouthMembers",
                                                   "North", "NorthMembers", "Notes"};
    return names;
}

void copyFormTags(const QVariantMap& form, archive::GameRecord& record) {
    for (const char* key : formTagNames()) {
        const QString value = form.value(QString::fromLatin1(key)).toString().simplified();
        if (!value.isEmpty()) record.setTag(key, value.toStdString());
    }
}

bool setMoveGlyph(std::vector<archive::RecordMove>& moves, int index, const QString& glyph,
                  bool& changed) {
    changed = false;
    if (index < 0 || index >= int(moves.size())) return false;
    const std::string text = glyph.toStdString();
    if (!text.empty() && !archive::isGlyph(text)) return false;
    std::string& now = moves[std::size_t(index)].glyph;
    changed = now != text;
    now = text;
    return true;
}

bool setMoveComment(std::vector<archive::RecordMove>& moves, int index, const QString& comment,
                    bool& changed) {
    changed = false;
    if (index < 0 || index >= int(moves.size())) return false;
    const std::string text = comment.trimmed().toStdString();
    std::string& now = moves[std::size_t(index)].comment;
    changed = now != text;
    now = text;
    return true;
}

bool isResult(const QString& r) {
    return r == "*" || r == "1-0" || r == "0-1" || r == "1/2-1/2";
}

QString resultOf(Outcome o) {
    switch (o) {
        case Outcome::SouthWins:
            return QStringLiteral("1-0");
        case Outcome::NorthWins:
            return QStringLiteral("0-1");
        case Outcome::Draw:
            return QStringLiteral("1/2-1/2");
        case Outcome::Ongoing:
            break;
    }
    return QStringLiteral("*");
}

namespace {
// The text fields of a filter, by their QML names.
constexpr std::pair<const char*, QString archive::RecordFilter::*> kFilterFields[] = {
    {"game", &archive::RecordFilter::game},         {"place", &archive::RecordFilter::place},
    {"player", &archive::RecordFilter::player},     {"text", &archive::RecordFilter::text},
    {"observer", &archive::RecordFilter::observer}, {"event", &archive::RecordFilter::event},
    {"result", &archive::RecordFilter::result},     {"dateFrom", &archive::RecordFilter::dateFrom},
    {"dateTo", &archive::RecordFilter::dateTo},     {"mark", &archive::RecordFilter::mark},
    {"markBy", &archive::RecordFilter::markBy}};
}  // namespace

archive::RecordFilter filterFrom(const QVariantMap& map) {
    archive::RecordFilter f;
    for (const auto& [key, field] : kFilterFields)
        f.*field = map.value(QString::fromLatin1(key)).toString().trimmed();
    return f;
}

QVariantMap filterMap(const archive::RecordFilter& f) {
    QVariantMap out;
    for (const auto& [key, field] : kFilterFields)
        if (!(f.*field).isEmpty()) out.insert(QString::fromLatin1(key), f.*field);
    return out;
}

ArchiveService* openArchive(QString& why) {
    ArchiveService* archive = ArchiveService::instance();
    if (!archive)
        why = QObject::tr("The archive is not open.");
    else if (!archive->ready())
        why = archive->error().isEmpty() ? QObject::tr("The archive is still opening.")
                                         : archive->error();
    return archive && archive->ready() ? archive : nullptr;
}

}  // namespace enkang::ui::records
