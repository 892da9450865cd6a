#include "course.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include "engine/setup.h"

namespace enkang::learn {
namespace {

const QStringList kLanguages{"en", "es", "pt", "sk"};

Texts textsOf(const QJsonValue& v) {
    Texts t;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) t.insert(it.key(), it.value().toString());
    return t;
}

QStringList stringsOf(const QJsonValue& v) {
    QStringList out;
    for (const auto& x : v.toArray()) out << x.toString();
    return out;
}

TaskKind taskOf(const QString& s) {
    if (s == "move") return TaskKind::Move;
    if (s == "game") return TaskKind::Game;
    return TaskKind::Read;
}

Step stepOf(const QJsonObject& o) {
    Step s;
    s.options = o.value("options").toObject().toVariantMap();
    s.moves = stringsOf(o.value("moves"));
    if (o.contains("position")) s.position = o.value("position").toObject();
    s.text = textsOf(o.value("text"));
    s.hint = textsOf(o.value("hint"));
    s.success = textsOf(o.value("success"));
    s.wrong = textsOf(o.value("wrong"));
    s.highlight = stringsOf(o.value("highlight"));
    s.task = taskOf(o.value("task").toString("read"));
    s.accept = stringsOf(o.value("accept"));
    s.expect = o.value("expect").toObject();
    s.level = o.value("level").toInt(1);
    s.plies = o.value("plies").toInt(0);
    return s;
}

int pitOf(const GameState& g, const QString& name) {
    int pit = -1;
    return g.rules().geometry().parse(name.toStdString(), pit) == PitNameError::None ? pit : -1;
}

QString sideName(Player p) {
    return p == South ? "south" : "north";
}

}  // namespace

QString pick(const Texts& texts, const QString& language) {
    const QString t = texts.value(language);
    return t.isEmpty() ? texts.value("en") : t;
}

std::optional<Course> loadCourse(const QString& path, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = path + ": cannot be read";
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (doc.isNull()) {
        error = QString("%1: not valid JSON at offset %2: %3")
                    .arg(path)
                    .arg(parseError.offset)
                    .arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    Course c;
    c.game = root.value("game").toString();
    c.title = textsOf(root.value("title"));
    for (const auto& l : root.value("lessons").toArray()) {
        Lesson lesson;
        lesson.id = l.toObject().value("id").toString();
        lesson.title = textsOf(l.toObject().value("title"));
        for (const auto& s : l.toObject().value("steps").toArray())
            lesson.steps << stepOf(s.toObject());
        c.lessons << lesson;
    }
    return c;
}

QList<Course> loadCourses(const QString& folder, QStringList& errors) {
    QList<Course> out;
    for (const char* game : {"kimasai-mackay", "kimasai-klamroth", "en-gehe"}) {
        const QString path = QDir(folder).filePath(QString(game) + ".json");
        if (!QFile::exists(path)) continue;
        QString error;
        if (auto c = loadCourse(path, error))
            out << *c;
        else
            errors << error;
    }
    return out;
}

std::unique_ptr<GameState> startOfStep(const QString& game, const Step& step, QString& error) {
    GameId id{};
    if (!parseGameId(game.toStdString(), id)) {
        error = "unknown game '" + game + "'";
        return nullptr;
    }
    Options o = Options::defaults(id);
    for (auto it = step.options.begin(); it != step.options.end(); ++it) {
        const std::string e = o.set(it.key().toStdString(), it.value().toString().toStdString());
        if (!e.empty()) {
            error = QString::fromStdString(e);
            return nullptr;
        }
    }
    auto rules = std::make_shared<const Rules>(o);
    std::unique_ptr<GameState> g;
    if (step.position) {
        SetUp s;
        const QJsonObject p = *step.position;
        const QJsonObject rows = p.value("rows").toObject();
        for (auto it = rows.begin(); it != rows.end(); ++it) {
            std::vector<int> counts;
            for (const auto& v : it.value().toArray()) counts.push_back(v.toInt());
            if (!it.key().isEmpty()) s.rows[it.key().at(0).toLatin1()] = counts;
        }
        s.toMove = p.value("toMove").toString("south") == "north" ? North : South;
        const QJsonArray reserves = p.value("reserves").toArray(),
                         captured = p.value("captured").toArray();
        for (int side = 0; side < 2; ++side) {
            s.reserve[side] = reserves.at(side).toInt(0);
            s.captured[side] = captured.at(side).toInt(0);
        }
        s.ply = p.value("ply").toInt(1);
        Position built;
        Wording e;
        if (!buildPosition(*rules, s, built, e)) {
            error = "position: " + QString::fromStdString(e.english());
            return nullptr;
        }
        g = std::make_unique<GameState>(rules, built);
    } else {
        g = std::make_unique<GameState>(rules);
    }
    for (const QString& m : step.moves) {
        const int pit = pitOf(*g, m);
        if (pit < 0 || g->play(Move(pit)) != MoveCheck::Legal) {
            error = "set-up move '" + m + "' is not legal";
            return nullptr;
        }
    }
    return g;
}

QStringList checkClaims(const GameState& before, const QString& move, const QJsonObject& expect) {
    QStringList problems;
    GameState after = before;
    Trace trace;
    const int pit = pitOf(after, move);
    if (pit < 0 || after.play(Move(pit), &trace) != MoveCheck::Legal)
        return {"'" + move + "' is not legal"};
    const Position& p = after.position();
    const Geometry& geo = after.rules().geometry();
    int raids = 0, captures = 0, lastDrop = -1, laps = 0;
    for (const auto& e : trace) {
        raids += e.kind == TraceKind::Raid;
        captures += e.kind == TraceKind::Capture;
        if (e.kind == TraceKind::Drop || e.kind == TraceKind::Step)
            lastDrop = e.kind == TraceKind::Step ? e.other : e.pit;
        if (e.kind == TraceKind::End) laps = e.lap;
    }
    auto claim = [&](const QString& key, const QString& actual, const QString& wanted) {
        if (actual != wanted)
            problems
                << QString("after %1: %2 is %3, the lesson says %4").arg(move, key, actual, wanted);
    };
    for (auto it = expect.begin(); it != expect.end(); ++it) {
        const QString key = it.key();
        const QJsonValue v = it.value();
        if (key == "landing")
            claim(key, QString::fromStdString(geo.name(lastDrop)), v.toString());
        else if (key == "laps")
            claim(key, QString::number(laps), QString::number(v.toInt()));
        else if (key == "raids")
            claim(key, QString::number(raids), QString::number(v.toInt()));
        else if (key == "captures")
            claim(key, QString::number(captures), QString::number(v.toInt()));
        else if (key == "over")
            claim(key, p.over() ? "true" : "false", v.toBool() ? "true" : "false");
        else if (key == "toMove")
            claim(key, sideName(p.toMove), v.toString());
        else if (key == "phase")
            claim(key, QString::number(p.reserve[0] + p.reserve[1] > 0 ? 1 : 2),
                  QString::number(v.toInt()));
        else if (key == "winner")
            claim(key,
                  p.outcome == Outcome::SouthWins   ? "south"
                  : p.outcome == Outcome::NorthWins ? "north"
                  : p.outcome == Outcome::Draw      ? "draw"
                                                    : "none",
                  v.toString());
        else if (key == "captured" || key == "reserves") {
            const auto& pair = key == "captured" ? p.captured : p.reserve;
            claim(key, QString("%1,%2").arg(pair[0]).arg(pair[1]),
                  QString("%1,%2").arg(v.toArray().at(0).toInt()).arg(v.toArray().at(1).toInt()));
        } else if (key == "pits") {
            const QJsonObject pits = v.toObject();
            for (auto pi = pits.begin(); pi != pits.end(); ++pi) {
                const int at = pitOf(after, pi.key());
                if (at < 0)
                    problems << "no pit " + pi.key();
                else
                    claim("pit " + pi.key(), QString::number(p.pits[std::size_t(at)]),
                          QString::number(pi.value().toInt()));
            }
        } else {
            problems << "unknown claim '" + key + "'";
        }
    }
    return problems;
}

QStringList check(const Course& course) {
    QStringList problems;
    auto needTexts = [&](const Texts& t, const QString& where) {
        for (const QString& lang : kLanguages)
            if (t.value(lang).trimmed().isEmpty()) problems << where + ": no " + lang + " text";
    };
    needTexts(course.title, course.game + " title");
    if (course.lessons.size() < 6) problems << course.game + ": fewer than 6 lessons";
    QStringList ids;
    for (const Lesson& lesson : course.lessons) {
        if (lesson.id.isEmpty() || ids.contains(lesson.id))
            problems << course.game + ": missing or repeated lesson id '" + lesson.id + "'";
        ids << lesson.id;
        needTexts(lesson.title, lesson.id + " title");
        if (lesson.steps.isEmpty()) problems << lesson.id + ": no steps";
        for (int i = 0; i < lesson.steps.size(); ++i) {
            const Step& step = lesson.steps[i];
            const QString where = QString("%1 step %2").arg(lesson.id).arg(i + 1);
            needTexts(step.text, where + " text");
            QString error;
            const auto g = startOfStep(course.game, step, error);
            if (!g) {
                problems << where + ": " + error;
                continue;
            }
            for (const QString& h : step.highlight)
                if (pitOf(*g, h) < 0)
                    problems << where + ": highlighted pit '" + h + "' is not on the board";
            if (step.task == TaskKind::Move) {
                needTexts(step.hint, where + " hint");
                needTexts(step.success, where + " success");
                if (step.accept.isEmpty()) problems << where + ": a move task accepts no move";
                if (g->position().toMove != South && g->position().toMove != North)
                    problems << where + ": bad side";
                for (const QString& m : step.accept)
                    for (const QString& p : checkClaims(*g, m, step.expect))
                        problems << where + ": " + p;
            } else if (step.task == TaskKind::Game) {
                if (step.level < 1 || step.level > 5) problems << where + ": level must be 1..5";
                if (step.plies < 1) problems << where + ": a game step needs plies";
                if (g->position().over()) problems << where + ": the game is already over";
            }
        }
    }
    return problems;
}

}  // namespace enkang::learn
