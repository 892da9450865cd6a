#!/usr/bin/env python3
"""The archive's content in four languages, and its terms used consistently.

Checks archive/content/i18n/<lang>.json for es, pt and sk against the
English records (archive/content/*.json):

- every translated entry exists: each source's summary and note (and its
  title where the title is the archive's description, in brackets; a title as
  published is never translated), each
  annotation, each ruling's title, text, alternatives and passages, each
  glossary meaning and note, each comparison's title; no entry for an id
  the content does not have;
- prose is translated: no translated string of four words or more is
  identical to its English (short names such as "En Gehé" may be);
- the glossary (archive/content/glossary.json) is the one list of terms:
  every entry has a rendering in every language; no text of a language
  (content translations, rule texts, tutorials) uses a variant the glossary
  rejects for that language, outside quotation marks; a Maa term or plural
  in an English text appears, spelled the same, in each translation; and a
  translation of a text that uses a glossary concept uses that language's
  rendering of it.

    translations.py [--root DIR]
"""
import argparse
import glob
import json
import os
import re
import sys
import unicodedata

LANGUAGES = ("es", "pt", "sk")
QUOTED = re.compile(r"«[^»]*»|“[^”]*”|„[^“”]*[“”]|\"[^\"]*\"|'[^']*'")


def load(root, name):
    with open(os.path.join(root, "archive", "content", name), encoding="utf-8") as f:
        return json.load(f)


def is_description(title):
    """A title in brackets is the archive's own description, translated like its
    notes; a title as published is not."""
    return title.startswith("[") and title.endswith("]")


def pairs(content, translated):
    """(where, english, translation or None) for every translatable text."""
    t = translated.get("sources", {})
    for s in content["sources"]:
        for field in ("summary", "note"):
            if s.get(field):
                yield (f"sources {s['id']}.{field}", s[field], t.get(s["id"], {}).get(field))
        if is_description(s.get("title") or ""):
            yield (f"sources {s['id']}.title", s["title"], t.get(s["id"], {}).get("title"))
    t = translated.get("annotations", {})
    for a in content["annotations"]:
        yield (f"annotations {a['id']}", a["text"], t.get(a["id"]))
    t = translated.get("rulings", {})
    for r in content["rulings"]:
        tr = t.get(r["id"], {})
        for field in ("title", "text"):
            yield (f"rulings {r['id']}.{field}", r[field], tr.get(field))
        alternatives = tr.get("alternatives", [])
        for i, alt in enumerate(r["alternatives"]):
            got = alternatives[i] if i < len(alternatives) else [None, None]
            yield (f"rulings {r['id']}.alternatives[{i}].reading", alt["reading"], got[0])
            yield (f"rulings {r['id']}.alternatives[{i}].rejectedBecause",
                   alt["rejectedBecause"], got[1])
        passages = tr.get("passages", [])
        for i, p in enumerate(r["passages"]):
            yield (f"rulings {r['id']}.passages[{i}]", p["where"],
                   passages[i] if i < len(passages) else None)
    t = translated.get("glossary", {})
    for g in content["glossary"]:
        for field in ("meaning", "note"):
            if g.get(field):
                yield (f"glossary {g['id']}.{field}", g[field], t.get(g["id"], {}).get(field))
    t = translated.get("comparisons", {})
    for c in content["comparisons"]:
        yield (f"comparisons {c['id']}", c["title"], t.get(c["id"]))


def unquoted(text):
    return QUOTED.sub(" ", text)


def fold(text):
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


def has_word(text, word, case=False):
    flags = 0 if case else re.IGNORECASE
    return re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text, flags) is not None


def starts_word(text, stem):
    return re.search(r"(?<!\w)" + re.escape(fold(stem)), fold(text)) is not None


def stems(rendering):
    """The beginnings of a rendering's words (accents folded), enough to
    match inflected forms: Slovak "kolo" as kola, kôl; "krava" as kráv."""
    return [w[:min(5, max(3, len(w) - 2))] for w in rendering.split() if len(w) > 3]


def language_texts(root, lang, translated):
    def walk(value, where):
        if isinstance(value, str):
            yield where, value
        elif isinstance(value, list):
            for i, item in enumerate(value):
                yield from walk(item, f"{where}[{i}]")
        elif isinstance(value, dict):
            for key, item in value.items():
                yield from walk(item, f"{where}.{key}")

    yield from walk(translated, f"i18n/{lang}.json")
    for path in sorted(glob.glob(os.path.join(root, "translations", "rules", f"*.{lang}.md"))):
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                yield f"{os.path.relpath(path, root)}:{n}", line
    for path in sorted(glob.glob(os.path.join(root, "tutorials", "*.json"))):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        stack = [(data, os.path.relpath(path, root))]
        while stack:
            value, where = stack.pop()
            if isinstance(value, dict):
                for key, item in value.items():
                    if key == lang and isinstance(item, str):
                        yield f"{where}.{key}", item
                    else:
                        stack.append((item, f"{where}.{key}"))
            elif isinstance(value, list):
                stack.extend((item, f"{where}[{i}]") for i, item in enumerate(value))


def editor_changes(text):
    """Why the app's editors would not give `text` back as it is, or None.

    A translation is shown only while the record still holds the English it
    translates, and an edit that leaves a text as shown is saved as the
    record's own by comparing the two (archive/content_language.h): the form
    trims what it is given and Qt's text editor turns these characters into
    plain spaces and line breaks, so a text holding them would stop matching.
    """
    if text != text.strip():
        return "space at its start or end"
    for char, name in (("\u00a0", "a no-break space"), ("\u2028", "a line separator"),
                       ("\u2029", "a paragraph separator")):
        if char in text:
            return f"{name} (an editor would change it)"
    return None


def check(root):
    content = {n: load(root, n + ".json")
               for n in ("sources", "annotations", "rulings", "glossary")}
    try:
        content["comparisons"] = load(root, "comparisons.json")
    except FileNotFoundError:
        content["comparisons"] = []  # content_sources reports it
    glossary = content["glossary"]
    problems = []
    for g in glossary:
        for lang in ("en",) + LANGUAGES:
            if not (g.get("renderings") or {}).get(lang):
                problems.append(f"glossary {g['id']}: no rendering for {lang}")
    maa = [w for g in glossary if g["language"] == "mas"
           for w in (g["term"], g.get("plural")) if w]
    concepts = [g for g in glossary if g.get("concept")]
    for lang in LANGUAGES:
        path = os.path.join(root, "archive", "content", "i18n", lang + ".json")
        if not os.path.exists(path):
            problems.append(f"{lang}: archive/content/i18n/{lang}.json is missing")
            continue
        with open(path, encoding="utf-8") as f:
            translated = json.load(f)
        known = {"sources": {s["id"] for s in content["sources"]},
                 "annotations": {a["id"] for a in content["annotations"]},
                 "rulings": {r["id"] for r in content["rulings"]},
                 "glossary": {g["id"] for g in glossary},
                 "comparisons": {c["id"] for c in content["comparisons"]}}
        for src in content["sources"]:
            title = translated.get("sources", {}).get(src["id"], {}).get("title")
            if title and not is_description(src.get("title") or ""):
                problems.append(f"{lang}: sources {src['id']}.title: a title as published "
                                f"is not translated")
            elif title and not is_description(title):
                problems.append(f"{lang}: sources {src['id']}.title: keep the brackets of a "
                                f"description")
        for part, ids in known.items():
            for extra in sorted(set(translated.get(part, {})) - ids):
                problems.append(f"{lang}: {part} {extra}: no such record in the content")
        for where, english, text in pairs(content, translated):
            if not isinstance(text, str) or not text.strip():
                problems.append(f"{lang}: {where}: not translated")
                continue
            for label, value in (("en", english), (lang, text)):
                if editor_changes(value):
                    problems.append(f"{label}: {where}: {editor_changes(value)}")
            if text.strip() == english.strip() and len(english.split()) >= 4:
                problems.append(f"{lang}: {where}: identical to the English")
            for term in maa:
                if has_word(english, term, case=True) and not has_word(text, term, case=True):
                    problems.append(f"{lang}: {where}: the Maa term {term!r} is missing")
            for g in concepts:
                if g.get("verbToo"):  # "move", "sowing": a verb in English too
                    continue
                if not has_word(unquoted(english), g["renderings"]["en"]):
                    continue
                wanted = g["renderings"][lang]
                if not all(starts_word(text, s) for s in stems(wanted)):
                    problems.append(f"{lang}: {where}: uses '{g['renderings']['en']}' but not "
                                    f"the glossary's '{wanted}'")
        for where, text in language_texts(root, lang, translated):
            plain = unquoted(text)
            for g in glossary:
                for variant in (g.get("avoid") or {}).get(lang, []):
                    if starts_word(plain, variant):
                        problems.append(f"{lang}: {where}: '{variant}' where the glossary has "
                                        f"'{g['renderings'][lang]}' ({g['id']})")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    args = parser.parse_args()
    problems = check(args.root)
    for p in problems:
        print(p)
    if problems:
        print(f"FAIL: {len(problems)} problem(s) in the translated content")
        return 1
    print("ok: the archive's content is in en, " + ", ".join(LANGUAGES) +
          ", its terms as the glossary has them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
