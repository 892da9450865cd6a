"""The project's user-facing texts, gathered for the content tests.

Each text is (where, string): `where` names the file and the place in it, so
a failure can be found and fixed. Identifiers, enumerations, pit names,
option keys and addresses are data, not text, and are left out.
"""
import glob
import json
import os

GAMES = ("kimasai-mackay", "kimasai-klamroth", "en-gehe")
LANGUAGES = ("en", "es", "pt", "sk")

# Fields of archive/content/*.json that a reader sees (README.md there).
CONTENT_FIELDS = {
    "sources.json": ("title", "containerTitle", "volume", "pages", "publisher",
                     "publisherPlace", "informant", "placeObserved", "license",
                     "summary", "note"),
    "annotations.json": ("text",),
    "rulings.json": ("title", "text", "alternatives", "passages"),
    "glossary.json": ("term", "plural", "meaning", "note", "renderings"),
    "comparisons.json": ("title",),
}
# Inside a ruling's alternatives and passages, these are the reader's words.
NESTED_TEXT = ("reading", "rejectedBecause", "where")


def _strings(value, where):
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _strings(item, f"{where}[{i}]")
    elif isinstance(value, dict):
        keys = NESTED_TEXT if any(k in value for k in NESTED_TEXT) else sorted(value)
        for key in keys:
            if key in value:
                yield from _strings(value[key], f"{where}.{key}")


def content_texts(root):
    for name, fields in CONTENT_FIELDS.items():
        path = os.path.join(root, "archive", "content", name)
        with open(path, encoding="utf-8") as f:
            records = json.load(f)
        for record in records:
            for field in fields:
                where = f"archive/content/{name} {record.get('id')}.{field}"
                yield from _strings(record.get(field), where)


def translated_texts(root):
    """The archive content's translations (archive/content/i18n/<lang>.json)."""
    def walk(value, where):
        if isinstance(value, str):
            yield where, value
        elif isinstance(value, list):
            for i, item in enumerate(value):
                yield from walk(item, f"{where}[{i}]")
        elif isinstance(value, dict):
            for key, item in value.items():
                yield from walk(item, f"{where}.{key}")

    for path in sorted(glob.glob(os.path.join(root, "archive", "content", "i18n", "*.json"))):
        name = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as f:
            yield from walk(json.load(f), name)


def tutorial_texts(root):
    """Every string given per language: titles, instructions, hints, replies."""
    def walk(value, where):
        if isinstance(value, dict):
            if set(value) and set(value) <= set(LANGUAGES):
                for lang, text in value.items():
                    yield f"{where}.{lang}", text
                return
            for key, item in value.items():
                yield from walk(item, f"{where}.{key}")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                yield from walk(item, f"{where}[{i}]")

    for game in GAMES:
        path = os.path.join(root, "tutorials", game + ".json")
        with open(path, encoding="utf-8") as f:
            yield from walk(json.load(f), f"tutorials/{game}.json:")


def rule_texts(root):
    """The long rule texts, one per game and language, paragraph by paragraph."""
    for path in sorted(glob.glob(os.path.join(root, "translations", "rules", "*.*.md"))):
        name = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if line.strip():
                    yield f"{name}:{n}", line


def all_texts(root):
    yield from content_texts(root)
    yield from translated_texts(root)
    yield from tutorial_texts(root)
    yield from rule_texts(root)
