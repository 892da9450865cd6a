#!/usr/bin/env python3
"""Each course of lessons is titled with its game's name as the app writes it.

The Learn page lists the courses by the titles in tutorials/<game>.json; Play,
Rules and Records name the same games from app/ui/game_catalog.cpp
(translation context "GameInfo"). This check takes each game's English name
from the catalog and its translations from translations/enkang_<lang>.ts,
and fails on a course whose title, in any language, is not that name.

    course_titles.py [--root DIR]
"""
import glob
import json
import os
import re
import sys

from option_labels import LANGUAGES, report, root_argument, translations


def catalog_names(root):
    """{game id: English name}: the first text of each game's case in textsOf."""
    with open(os.path.join(root, "app/ui/game_catalog.cpp"), encoding="utf-8") as f:
        source = f.read()
    body = source[source.index("Texts textsOf(GameId game)"):]
    names = {}
    # A case's texts, or (En Gehé) those after the switch.
    for camel, text in re.findall(
            r'(?:case GameId::(\w+):|return)\s*(?:return\s*)?\{\s*QT_TRANSLATE_NOOP\("GameInfo",\s*"([^"]+)"\)',
            body):
        game = re.sub(r"(?<!^)(?=[A-Z])", "-", camel).lower() if camel else "en-gehe"
        names.setdefault(game, text)
    return names


def main():
    root = root_argument()
    names = catalog_names(root)
    if sorted(names) != ["en-gehe", "kimasai-klamroth", "kimasai-mackay"]:
        sys.exit(f"found the names of {sorted(names)} in game_catalog.cpp: has textsOf changed shape?")
    shown = {language: translations(root, language, {"GameInfo"}) for language in LANGUAGES[1:]}
    problems, checked = [], 0
    for path in sorted(glob.glob(os.path.join(root, "tutorials/*.json"))):
        with open(path, encoding="utf-8") as f:
            course = json.load(f)
        where = os.path.relpath(path, root)
        game = course["game"]
        if game not in names:
            problems.append(f"{where}: game {game!r} is not in the catalog")
            continue
        for language in LANGUAGES:
            wanted = ({names[game]} if language == "en"
                      else shown[language].get(names[game], set()))
            if not wanted:
                problems.append(f"{where}: \"{names[game]}\" is not translated in "
                                f"enkang_{language}.ts")
                continue
            title = course["title"].get(language)
            checked += 1
            if title not in wanted:
                problems.append(f"{where}: the {language} title {title!r} is not the game's "
                                f"name {' or '.join(sorted(wanted))!r}")
    return report(problems, checked, "course titles checked", "no course found in tutorials/")


if __name__ == "__main__":
    sys.exit(main())
