#!/usr/bin/env python3
"""Fails when a translation is incomplete: any .ts entry unfinished, obsolete
or empty (every numerus form included), a translation left identical to its
English source (unless listed as a name that stays the same), or a rule text
missing for a game and language."""
import pathlib
import sys
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent.parent
LANGS = ["es", "pt", "sk", "en"]  # en: the plural forms of English counts
GAMES = ["kimasai-mackay", "kimasai-klamroth", "en-gehe"]
# Texts that are the same in every language: names, numbers, symbols.
SAME_EVERYWHERE = {"Enkang", "En Gehé", "English", "Español", "Português", "Slovenčina", "%1", "☰",
                   "Bao la Kimasai", "OK"}
# Words that one language happens to spell as English does.
SAME_IN = {"es": {"No"}, "sk": {"Filter"}}

problems = []
for lang in LANGS:
    path = ROOT / "translations" / f"enkang_{lang}.ts"
    if not path.exists():
        problems.append(f"{path.name}: missing")
        continue
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            where = f"{path.name}: [{name}] {source!r}"
            kind = translation.get("type") if translation is not None else "missing"
            if kind in ("unfinished", "obsolete", "vanished", "missing"):
                problems.append(f"{where}: {kind}")
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
            if any(not f.strip() for f in forms):
                problems.append(f"{where}: empty translation")
            elif any("(s)" in f for f in forms):
                problems.append(f"{where}: a count reads '(s)'; give each plural form")
            elif (lang != "en" and source not in SAME_EVERYWHERE | SAME_IN.get(lang, set())
                  and any(f == source for f in forms)):
                problems.append(f"{where}: left in English")

for game in GAMES:
    for lang in ["en"] + LANGS:
        text = ROOT / "translations" / "rules" / f"{game}.{lang}.md"
        if not text.exists() or not text.read_text(encoding="utf-8").strip():
            problems.append(f"rule text missing: {text.relative_to(ROOT)}")

for p in problems:
    print(p)
print(f"{len(problems)} translation problem(s)")
sys.exit(1 if problems else 0)
