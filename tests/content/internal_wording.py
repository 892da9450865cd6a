#!/usr/bin/env python3
"""Nothing internal reaches a reader.

Scans every user-facing string (archive content, tutorials, rule texts, and
the citations exported by `enkang-cli sources export` as BibTeX and
CSL-JSON) for the project's internal wording: the file names of the founding
texts, "README", numbered references such as "founding text 2", pointers to
annotations ("see annotation ..."), repository paths and the archive's ids.
A reader cannot follow any of these; a source is named as one would cite it.

    internal_wording.py [--root DIR] [--cli PATH/TO/enkang-cli]
"""
import argparse
import json
import os
import re
import subprocess
import sys

from texts import all_texts

HERE = os.path.dirname(os.path.abspath(__file__))

PATTERNS = [
    (r"\b\d{3}_[0-9a-f]{16}\b|\.txt\b", "a founding text's file name"),
    (r"\bREADME\b", "a README"),
    (r"\bfounding (?:text|document)s?\s+(?:no\.?\s*)?\d+", "a founding text by number"),
    (r"\bsee (?:the )?annotations?\b", "a pointer to an annotation"),
    (r"\bannotations?\s+[a-z0-9]+(?:-[a-z0-9]+)+", "an annotation by id"),
    (r"(?:\bshared|\bseeds|\barchive/content|\btranslations/rules)/|\b[\w-]+\.(?:json|md)\b",
     "a repository path"),
]


def ids(root):
    """Every hyphenated id of the archive, and the game ids (one-word ids are words)."""
    found = {"kimasai-mackay", "kimasai-klamroth", "en-gehe"}
    for name in ("sources", "annotations", "rulings", "glossary"):
        with open(os.path.join(root, "archive", "content", name + ".json"), encoding="utf-8") as f:
            found.update(r["id"] for r in json.load(f) if "-" in r["id"])
    return found


def exported(cli):
    """The exported citations, field by field (the entry keys are ids by design)."""
    bib = subprocess.run([cli, "sources", "export", "--format", "bibtex"], check=True,
                         capture_output=True, text=True).stdout
    for m in re.finditer(r"^@\w+\{([^,]+),\n(.*?)\n\}", bib, re.S | re.M):
        for field in re.finditer(r"^\s+(\w+) = \{(.*)\},?$", m.group(2), re.M):
            yield f"BibTeX {m.group(1)}.{field.group(1)}", field.group(2)
    csl = subprocess.run([cli, "sources", "export", "--format", "csl-json"], check=True,
                         capture_output=True, text=True).stdout
    for item in json.loads(csl):
        for key, value in item.items():
            if key != "id" and isinstance(value, str):
                yield f"CSL-JSON {item['id']}.{key}", value


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.path.join(HERE, "..", ".."))
    parser.add_argument("--cli", help="enkang-cli, for the exported citations")
    args = parser.parse_args()
    checks = [(re.compile(p, re.I), why) for p, why in PATTERNS]
    id_pattern = re.compile(r"(?<![\w-])(" + "|".join(
        re.escape(i) for i in sorted(ids(args.root), key=len, reverse=True)) + r")(?![\w-])")
    texts = list(all_texts(args.root))
    if args.cli:
        texts += list(exported(args.cli))
    else:
        print("note: no --cli given, so the exported citations were not checked")
    bad = 0
    for where, text in texts:
        for pattern, why in checks + [(id_pattern, "an id")]:
            for m in pattern.finditer(text):
                bad += 1
                print(f"{where}: {why}: \"{m.group(0)}\"")
    if bad:
        print(f"FAIL: {bad} piece(s) of internal wording in what readers see")
        return 1
    print(f"ok: {len(texts)} texts, nothing internal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
