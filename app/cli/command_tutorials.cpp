// `tutorials list` and `tutorials check`: the lesson files and their validation.
#include <iostream>

#include "app/learn/course.h"
#include "arguments.h"
#include "commands.h"
#include "json_writer.h"

namespace enkang::cli {

int runTutorials(const Args& args) {
    const Arguments parsed = Arguments::parse(args, {"--dir"});
    if (parsed.positional.empty()) throw UsageError{"tutorials takes list [--json] or check"};
    const QString folder = QString::fromStdString(parsed.flag("--dir").value_or(":/tutorials"));
    QStringList errors;
    const QList<learn::Course> courses = learn::loadCourses(folder, errors);
    const std::string& what = parsed.positional[0];
    if (what == "list") {
        const bool json = std::find(args.begin(), args.end(), "--json") != args.end();
        JsonWriter out;
        out.beginArray();
        for (const auto& c : courses) {
            if (!json)
                std::cout << c.game.toStdString() << ": "
                          << learn::pick(c.title, "en").toStdString() << '\n';
            out.beginObject().key("game").value(c.game.toStdString());
            out.key("title")
                .value(learn::pick(c.title, "en").toStdString())
                .key("lessons")
                .beginArray();
            for (const auto& l : c.lessons) {
                if (!json)
                    std::cout << "  " << l.id.toStdString() << " (" << l.steps.size()
                              << " steps): " << learn::pick(l.title, "en").toStdString() << '\n';
                out.beginObject().key("id").value(l.id.toStdString());
                out.key("title").value(learn::pick(l.title, "en").toStdString());
                out.key("steps").value(int(l.steps.size())).endObject();
            }
            out.endArray().endObject();
        }
        out.endArray();
        if (json) std::cout << out.text() << '\n';
        for (const QString& e : errors) std::cerr << e.toStdString() << '\n';
        return errors.isEmpty() ? 0 : 1;
    }
    if (what == "check") {
        int lessons = 0, steps = 0;
        for (const auto& c : courses) {
            errors << learn::check(c);
            lessons += int(c.lessons.size());
            for (const auto& l : c.lessons) steps += int(l.steps.size());
        }
        if (courses.size() < 3)
            errors << QString("%1 course(s) found, 3 expected").arg(courses.size());
        for (const QString& e : errors) std::cout << e.toStdString() << '\n';
        std::cout << courses.size() << " courses, " << lessons << " lessons, " << steps
                  << " steps: "
                  << (errors.isEmpty() ? "all valid"
                                       : std::to_string(errors.size()) + " problem(s)")
                  << '\n';
        return errors.isEmpty() ? 0 : 1;
    }
    throw UsageError{"tutorials: unknown action '" + what + "' (list or check)"};
}

}  // namespace enkang::cli
