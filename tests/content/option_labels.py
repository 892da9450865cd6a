#!/usr/bin/env python3
"""The rule texts name each game option as the app labels it.

A rule text names an option by its label in the New game dialog, with the
command-line key in backticks beside it ("Pits per row" (`columns=N`),
translations/rules/README.md). This check takes each key's label from the
interface's source (qml/components/GameInfo.qml, and "Who starts" for
`first`), its translation from translations/enkang_<lang>.ts, and fails on
any line of a rule text that gives a key without the label the reader sees
in that language, or on a key the interface has no label for.

    option_labels.py [--root DIR]
"""
import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET

LANGUAGES = ["en", "es", "pt", "sk"]
# Where the New game dialog's labels come from.
LABEL_CONTEXTS = {"GameInfo", "NewGameDialog"}
# Opening and closing quotation marks of each language's rule texts.
QUOTES = {"en": ('"', '"'), "es": ("«", "»"), "pt": ("«", "»"), "sk": ("„", "“")}


def english_labels(root):
    """{key: label} from GameInfo.optionLabel, plus the starter's combo box."""
    with open(os.path.join(root, "qml/components/GameInfo.qml"), encoding="utf-8") as f:
        source = f.read()
    labels = dict(re.findall(r'key === "([a-z-]+)"\) return qsTr\("([^"]+)"\)', source))
    with open(os.path.join(root, "qml/components/NewGameDialog.qml"), encoding="utf-8") as f:
        if 'qsTr("Who starts")' not in f.read():
            sys.exit("NewGameDialog.qml no longer labels the starter \"Who starts\"")
    labels["first"] = "Who starts"
    return labels


def translations(root, language, contexts=LABEL_CONTEXTS):
    """{English source: translations} of the finished messages of `contexts` in a .ts file."""
    tree = ET.parse(os.path.join(root, f"translations/enkang_{language}.ts"))
    out = {}
    for context in tree.iter("context"):
        if context.findtext("name") not in contexts:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete",
                                                                   "vanished"):
                continue
            out.setdefault(message.findtext("source"), set()).add(translation.text or "")
    return out


def root_argument():
    """The project's root: --root, or two folders up from these checks."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "../.."))
    return parser.parse_args().root


def main():
    root = root_argument()
    labels = english_labels(root)
    if len(labels) < 5:
        sys.exit(f"found only {sorted(labels)} in GameInfo.qml: has optionLabel changed shape?")
    problems, checked = [], 0
    rules = os.path.join(root, "translations/rules")
    for language in LANGUAGES:
        shown = translations(root, language) if language != "en" else {}
        opening, closing = QUOTES[language]
        for name in sorted(os.listdir(rules)):
            if not name.endswith(f".{language}.md"):
                continue
            with open(os.path.join(rules, name), encoding="utf-8") as f:
                lines = f.read().splitlines()
            for number, line in enumerate(lines, 1):
                for key in re.findall(r"`([a-z-]+)=[^`]*`", line):
                    where = f"translations/rules/{name}:{number}"
                    if key not in labels:
                        problems.append(f"{where}: `{key}=` has no label in the interface")
                        continue
                    wanted = {labels[key]} if language == "en" else shown.get(labels[key], set())
                    if not wanted:
                        problems.append(f"{where}: \"{labels[key]}\" is not translated in "
                                        f"enkang_{language}.ts")
                        continue
                    checked += 1
                    if not any(opening + label + closing in line for label in wanted):
                        quoted = " or ".join(opening + label + closing for label in sorted(wanted))
                        problems.append(f"{where}: `{key}=` without its label {quoted}")
    return report(problems, checked, "option keys checked in the rule texts",
                  "no option key found in any rule text")


def report(problems, checked, counted, none_found):
    """Prints the problems and how many `counted` were checked; the exit status."""
    for problem in problems:
        print(problem)
    if checked == 0:
        sys.exit(none_found)
    print(f"{checked} {counted}, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
