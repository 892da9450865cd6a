#!/usr/bin/env python3
# Every control a thumb uses is at least 44x44 px at phone size, none is
# cut by the window's edge where nothing scrolls, no button's text is cut, no dialog button is left in English and no text or
# control is drawn over another (app/gui/overlaps.h): runs
# `enkang --controls` on every page in every language and lists each control
# under the minimum (board pits included).
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

MINIMUM = 44
# Each page as it opens, the states a learner reaches first (a lesson, the long boards), and
# the screens a field worker goes through.
PAGES = [(page, page, []) for page in
         ["home", "play", "learn", "rules", "sources", "records", "settings"]] + [
    ("lesson", "learn", ["--tutorial", "mackay-board"]),
    # A step the learner plays: four buttons (Back, Hint, Again, Next) on the 4x12 board.
    ("lesson-move", "learn", ["--tutorial", "klamroth-capture", "--step", "2"]),
    ("en-gehe", "play", ["--game", "en-gehe"]),
    # The archive's links between sources, rulings and comparisons.
    ("comparison", "sources", ["--comparison", "sowing-direction"]),
    ("ruling", "sources", ["--ruling", "raid-before-relay"]),
    ("four-row", "play", ["--game", "kimasai-klamroth"]),
    # The field recorder's three screens (the widest board).
    ("record-form", "records", ["--recorder", "form"]),
    ("record-setup", "records", ["--recorder", "setup", "--game", "kimasai-klamroth"]),
    ("recording", "records", ["--recorder", "recording", "--game", "kimasai-klamroth"]),
    # And the longest (En Gehé's board beside a column of its own width on a phone on its side).
    ("recording-en-gehe", "records", ["--recorder", "recording", "--game", "en-gehe"]),
]
LANGUAGES = ["en", "es", "pt", "sk"]
# Qt's English names of a dialog's standard buttons, which Qt 6.4 has no
# catalogue for in these languages: a button so named was left in English
# (Spanish spells "No" as English does).
QT_ENGLISH = {"OK", "Cancel", "Save", "Open", "Yes", "No", "Close"}
SAME_IN = {"es": {"No"}, "pt": {"OK"}, "sk": {"OK"}}


def controls(enkang, workdir, case, lang, size):
    label, page, extra = case
    out = os.path.join(workdir, f"{label}-{lang}.json")
    db = os.path.join(workdir, f"{label}-{lang}.sqlite")
    run = subprocess.run([enkang, "--page", page, "--lang", lang, "--size", size, "--db", db,
                          "--controls", out] + extra, capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    if run.returncode != 0 or not os.path.exists(out):
        return None, f"{label} {lang}: enkang exited {run.returncode}: {run.stderr.strip()[-400:]}"
    with open(out, encoding="utf-8") as f:
        return json.load(f), None


def main():
    enkang = sys.argv[1]
    size = sys.argv[2] if len(sys.argv) > 2 else "390x844"
    problems, seen = [], 0
    with tempfile.TemporaryDirectory() as workdir, ThreadPoolExecutor(2) as pool:
        jobs = [(case, l, pool.submit(controls, enkang, workdir, case, l, size))
                for case in PAGES for l in LANGUAGES]
        for (page, shown, _), lang, job in jobs:
            data, error = job.result()
            if error:
                problems.append(error)
                continue
            if data.get("page") != shown:
                problems.append(f"{page} {lang}: the window showed page {data.get('page')!r}")
            found = data["controls"]
            seen += len(found)
            if not found:
                problems.append(f"{page} {lang}: no controls found")
            for c in found:
                if c.get("clipped"):
                    problems.append(f"{page} {lang}: {c['kind']} {c['name']!r} has its text "
                                    f"cut at {c['width']}x{c['height']}")
                if c.get("offWindow"):
                    where = f" in {c['popup']}" if "popup" in c else ""
                    problems.append(f"{page} {lang}: {c['kind']} {c['name']!r}{where} is cut by "
                                    f"the window's edge at ({c['x']},{c['y']}) "
                                    f"{c['width']}x{c['height']}, with nothing to scroll")
                if (lang != "en" and c["kind"] == "Button" and c["name"] in QT_ENGLISH
                        and c["name"] not in SAME_IN.get(lang, set())):
                    problems.append(f"{page} {lang}: button {c['name']!r} left in English")
                if c["width"] < MINIMUM or c["height"] < MINIMUM:
                    problems.append(f"{page} {lang}: {c['kind']} {c['name']!r} is "
                                    f"{c['width']}x{c['height']} at ({c['x']},{c['y']})")
            for o in data.get("overlaps", []):
                where = f" in {o['popup']}" if "popup" in o else ""
                problems.append(f"{page} {lang}: {o['a']} and {o['b']} overlap{where} by "
                                f"{o['width']}x{o['height']} at ({o['x']},{o['y']})")
    for p in problems:
        print("FAIL:", p)
    print(f"{seen} controls on {len(PAGES)} pages in {len(LANGUAGES)} languages at {size}; "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
