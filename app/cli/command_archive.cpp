// `record ...`, `sources ...` and `rules`: the archive from the command line.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <iostream>
#include <optional>

#include "archive/record_check.h"
#include "archive/record_import.h"
#include "archive/record_loader.h"
#include "archive/record_store.h"
#include "archive/record_text.h"
#include "archive/source_store.h"
#include "arguments.h"
#include "commands.h"
#include "json_writer.h"

namespace enkang::cli {
namespace {

using namespace enkang::archive;

[[noreturn]] void throwArchiveError(const Database& db, const std::string& context = {}) {
    throw UsageError{context + db.error().toStdString(), exitCodeOf(db.fault())};
}

void openDatabase(Database& db, const Arguments& parsed) {
    const auto path = parsed.flag("--db");
    if (!path) throw UsageError{"this command needs --db PATH (the record database)"};
    if (!db.open(QString::fromStdString(*path))) throwArchiveError(db);
    if (db.readOnly())
        std::cerr << *path << ": opened read-only (" << db.readOnlyReason().toStdString()
                  << "); nothing can be saved\n";
}

// Writes a file all or nothing, piece by piece: a full disk leaves the old
// file as it was (QSaveFile renames the new one into place when complete).
class SafeFileWriter {
  public:
    explicit SafeFileWriter(const std::string& path)
        : path_(path), file_(QString::fromStdString(path)) {
        if (!file_.open(QIODevice::WriteOnly)) fail();
    }
    void write(const std::string& text) {
        if (file_.write(text.data(), qint64(text.size())) != qint64(text.size())) fail();
    }
    void commit() {
        if (!file_.commit()) fail();
    }

  private:
    [[noreturn]] void fail() {
        throw UsageError{path_ + ": could not be written (" + file_.errorString().toStdString() +
                         "); nothing was changed"};
    }
    std::string path_;
    QSaveFile file_;
};

int recordNew(const Arguments& parsed) {
    Database db;
    const Options options = parsed.gameOptions();
    GameRecord record;
    record.setTag("Game", std::string(gameIdName(options.game)));
    const std::string optionsTag = formatOptionsTag(options);
    if (!optionsTag.empty()) record.setTag("Options", optionsTag);
    for (const auto& [k, v] : parsed.multi) {
        if (k != "--tag") continue;
        const auto eq = v.find('=');
        if (eq == std::string::npos || eq == 0)
            throw UsageError{"--tag '" + v + "': expected NAME=VALUE"};
        if (const std::string problem = tagNameProblem(v.substr(0, eq)); !problem.empty())
            throw UsageError{"--tag '" + v + "': " + problem};
        record.setTag(v.substr(0, eq), v.substr(eq + 1));
    }
    for (std::size_t i = 1; i < parsed.positional.size(); ++i) {
        RecordMove m;
        m.irregular = parsed.positional[i].rfind('~', 0) == 0;
        m.pit = parsed.positional[i].substr(m.irregular ? 1 : 0);
        record.moves.push_back(m);
    }
    const auto problems = checkRecord(record);
    if (!problems.empty()) throw UsageError{problems.front()};
    openDatabase(db, parsed);
    const qint64 id = RecordStore(db).add(record);
    if (!id) throwArchiveError(db);
    std::cout << id << '\n';
    return 0;
}

int recordImport(const Arguments& parsed) {
    if (parsed.positional.size() < 2) throw UsageError{"record import needs at least one FILE"};
    QStringList files;
    for (std::size_t f = 1; f < parsed.positional.size(); ++f)
        files << QString::fromStdString(parsed.positional[f]);
    Database db;
    openDatabase(db, parsed);
    ImportOptions options;
    options.keepGoodGames = parsed.flag("--skip-bad").has_value();
    const ImportReport report = importRecords(db, files, options);
    for (const ImportProblem& p : report.problems) std::cerr << p.describe().toStdString() << '\n';
    if (!report.problems.empty() && !options.keepGoodGames) {
        std::cerr << "nothing was imported: " << report.problems.size()
                  << " error(s); fix them, or use --skip-bad to import the good games only\n";
        return 2;
    }
    if (report.fault != Fault::None)
        throw UsageError{report.error.toStdString() +
                             (report.imported.isEmpty()
                                  ? std::string()
                                  : "; the files before it were imported (" +
                                        report.filesWritten.join(", ").toStdString() + ")"),
                         exitCodeOf(report.fault)};
    JsonWriter json;
    json.beginObject().key("imported").beginArray();
    for (qint64 id : report.imported) json.value(std::int64_t(id));
    json.endArray().key("skipped").beginArray();
    for (const auto& [file, game] : report.skipped) {
        json.beginObject().key("file").value(file.toStdString()).key("game").value(game);
        json.key("errors").beginArray();
        for (const ImportProblem& p : report.problems)
            if (p.file == file && p.game == game) json.value(p.describe().toStdString());
        json.endArray().endObject();
    }
    json.endArray().endObject();
    std::cout << json.text() << '\n';
    return 0;
}

int recordBackup(const Arguments& parsed) {
    const auto out = parsed.flag("-o");
    if (!out) throw UsageError{"record backup needs -o FILE"};
    Database db;
    openDatabase(db, parsed);
    if (!db.backupTo(QString::fromStdString(*out))) throwArchiveError(db);
    std::cout << *out << '\n';
    return 0;
}

// Writes records one at a time (memory does not grow with the archive).
int recordExport(const Arguments& parsed) {
    Database db;
    openDatabase(db, parsed);
    const bool all = parsed.flag("--all").has_value();
    const auto one = parsed.flag("--id");
    if (!all && !one) throw UsageError{"record export needs --id N or --all"};
    std::optional<SafeFileWriter> file;
    if (const auto out = parsed.flag("-o")) file.emplace(*out);
    bool first = true;
    auto put = [&](const GameRecord& r) {
        const std::string text = (first ? "" : "\n") + writeRecord(r);
        first = false;
        if (file)
            file->write(text);
        else
            std::cout << text;
    };
    if (all) {
        RecordScan scan(db);
        qint64 id = 0;
        for (GameRecord r; scan.next(id, r);) put(r);
        if (scan.failed()) throwArchiveError(db, "record " + std::to_string(id) + ": ");
    } else {
        const qint64 id = parseInteger("--id", *one, 1, 1LL << 60);
        const auto r = RecordStore(db).load(id);
        if (!r) throwArchiveError(db, "record " + std::to_string(id) + ": ");
        put(*r);
    }
    if (file) file->commit();
    return 0;
}

// SQLite's check of every page of the archive (opening checks it only after
// an unclean shutdown).
int recordCheck(const Arguments& parsed) {
    Database db;
    openDatabase(db, parsed);
    if (!db.check()) throwArchiveError(db);
    std::cout << "ok\n";
    return 0;
}

int recordList(const Arguments& parsed) {
    Database db;
    openDatabase(db, parsed);
    RecordFilter filter;
    filter.game = QString::fromStdString(parsed.flag("--game").value_or(""));
    filter.place = QString::fromStdString(parsed.flag("--place").value_or(""));
    filter.player = QString::fromStdString(parsed.flag("--player").value_or(""));
    filter.observer = QString::fromStdString(parsed.flag("--observer").value_or(""));
    filter.text = QString::fromStdString(parsed.flag("--text").value_or(""));
    filter.event = QString::fromStdString(parsed.flag("--event").value_or(""));
    filter.result = QString::fromStdString(parsed.flag("--result").value_or(""));
    filter.dateFrom = QString::fromStdString(parsed.flag("--from").value_or(""));
    filter.dateTo = QString::fromStdString(parsed.flag("--to").value_or(""));
    filter.sort = "id";
    filter.limit =
        int(parseInteger("--limit", parsed.flag("--limit").value_or("1000000"), 1, 1 << 30));
    const auto rows = RecordStore(db).search(filter);
    if (!db.error().isEmpty()) throwArchiveError(db);
    if (parsed.flag("--json")) {
        JsonWriter json;
        json.beginArray();
        for (const auto& r : rows) {
            json.beginObject()
                .key("id")
                .value(std::int64_t(r.id))
                .key("game")
                .value(r.game.toStdString());
            json.key("date").value(r.date.toStdString()).key("place").value(r.place.toStdString());
            json.key("event")
                .value(r.event.toStdString())
                .key("observer")
                .value(r.observer.toStdString());
            json.key("players")
                .value(r.players.toStdString())
                .key("result")
                .value(r.result.toStdString());
            json.key("moves").value(r.moves).endObject();
        }
        json.endArray();
        std::cout << json.text() << '\n';
    } else {
        for (const auto& r : rows)
            std::cout << r.id << '\t' << r.game.toStdString() << '\t' << r.date.toStdString()
                      << '\t' << r.place.toStdString() << '\t' << r.players.toStdString() << '\t'
                      << r.moves << " moves\t" << r.result.toStdString() << '\n';
    }
    return 0;
}

// Sources from the database (with --db: seeded, with the user's own) or
// from the content compiled in.
QJsonArray loadSources(const Arguments& parsed) {
    if (!parsed.flag("--db")) {
        QFile file(":/archive/sources.json");
        file.open(QIODevice::ReadOnly);
        return QJsonDocument::fromJson(file.readAll()).array();
    }
    Database db;
    openDatabase(db, parsed);
    SourceStore store(db);
    if (!db.readOnly() && !store.seed(SourceStore::defaultContentFolder())) throwArchiveError(db);
    return store.sources();
}

}  // namespace

int runRecord(const Args& args) {
    const Arguments parsed = Arguments::parse(
        args,
        {"--db", "--tag", "--id", "-o", "--game", "--place", "--player", "--observer", "--text",
         "--event", "--result", "--from", "--to", "--limit"},
        {"--all", "--skip-bad", "--json"});
    if (parsed.positional.empty())
        throw UsageError{"record takes new, import, export, list, check or backup"};
    const std::string& what = parsed.positional[0];
    Arguments rest = parsed;
    rest.positional.erase(rest.positional.begin());
    if (what == "new") {
        if (rest.positional.empty()) throw UsageError{"record new needs GAME"};
        return recordNew(rest);
    }
    if (what == "import") return recordImport(parsed);
    if (what == "export") return recordExport(parsed);
    if (what == "list") return recordList(parsed);
    if (what == "backup") return recordBackup(parsed);
    if (what == "check") return recordCheck(parsed);
    throw UsageError{"record: unknown action '" + what +
                     "' (new, import, export, list, check or backup)"};
}

int runSources(const Args& args) {
    const Arguments parsed = Arguments::parse(args, {"--db", "--format"}, {"--json"});
    if (parsed.positional.empty())
        throw UsageError{"sources takes list [--json] or export --format bibtex|csl-json"};
    const std::string& what = parsed.positional[0];
    const QJsonArray sources = loadSources(parsed);
    if (what == "list") {
        if (parsed.flag("--json")) {
            std::cout << QJsonDocument(sources).toJson(QJsonDocument::Indented).toStdString();
        } else {
            for (const auto& v : sources) {
                const QJsonObject s = v.toObject();
                QStringList authors;
                for (const auto& a : s["authors"].toArray())
                    authors << a.toObject()["family"].toString();
                std::cout << s["id"].toString().toStdString() << '\t'
                          << s["kind"].toString().toStdString() << '\t'
                          << authors.join(", ").toStdString()
                          << (s["year"].isDouble() ? " " + std::to_string(s["year"].toInt()) : "")
                          << '\t' << s["title"].toString().toStdString() << '\n';
            }
        }
        return 0;
    }
    if (what == "export") {
        const std::string format = parsed.flag("--format").value_or("");
        if (format == "bibtex")
            std::cout << toBibTeX(sources).toStdString();
        else if (format == "csl-json")
            std::cout << toCslJson(sources).toStdString();
        else
            throw UsageError{"--format '" + format + "': expected bibtex or csl-json"};
        return 0;
    }
    throw UsageError{"sources: unknown action '" + what + "' (list or export)"};
}

int runRules(const Args& args) {
    const Arguments parsed = Arguments::parse(args, {"--lang"});
    const Options options = parsed.gameOptions();
    const std::string lang = parsed.flag("--lang").value_or("en");
    if (lang != "en" && lang != "es" && lang != "pt" && lang != "sk")
        throw UsageError{"--lang '" + lang + "': expected es, pt, sk or en"};
    QFile file(QString(":/rules/%1.%2.md")
                   .arg(QString::fromLatin1(gameIdName(options.game).data()),
                        QString::fromStdString(lang)));
    if (!file.open(QIODevice::ReadOnly))
        throw UsageError{"no rule text for this game and language"};
    std::cout << file.readAll().toStdString();
    return 0;
}

}  // namespace enkang::cli
