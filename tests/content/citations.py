#!/usr/bin/env python3
"""Citations that work in real tools.

Exports every source of the archive with `enkang-cli sources export` as
BibTeX and as CSL-JSON, then:

- reads the BibTeX with bibtexparser (Debian's python3-bibtexparser): one
  entry per source, its key the source's id, its type as cslType maps, and
  title, authors, journal or howpublished, volume, pages, publisher,
  address, year and url equal to the source's, once BibTeX's escapes and
  case-protecting braces are read back;
- renders both exports with `pandoc --citeproc` (Chicago author-date, the
  default style) into a plain-text bibliography: no warning, every title and
  container title as published (no change of case), every address verbatim,
  every year and author's family name present.

    citations.py --cli PATH/enkang-cli [--root DIR]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

import bibtexparser

ENTRY_TYPES = {"article-journal": "article", "book": "book"}
BIB_ESCAPE = re.compile(r"\\([\\{}&%$#_])")


def bib_text(value):
    """A BibTeX field's text: escapes read back, grouping braces dropped."""
    out, i = [], 0
    while i < len(value):
        m = BIB_ESCAPE.match(value, i)
        if m:
            out.append(m.group(1))
            i = m.end()
        elif value[i] in "{}":
            i += 1
        else:
            out.append(value[i])
            i += 1
    return "".join(out)


def squash(text):
    """Text as a bibliography shows it, for comparison: quotes and line
    breaks do not count (pandoc curls quotes and wraps lines)."""
    text = re.sub(r"[\"'“”‘’«»]", "", text)
    return re.sub(r"\s+", " ", text).strip()


def export(cli, fmt):
    done = subprocess.run([cli, "sources", "export", "--format", fmt],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"enkang-cli sources export --format {fmt} failed: {done.stderr}")
    return done.stdout


def check_bibtex(bib, sources):
    problems = []
    db = bibtexparser.loads(bib)
    entries = {e["ID"]: e for e in db.entries}
    if len(db.entries) != len(sources):
        problems.append(f"bibtex: {len(db.entries)} entries for {len(sources)} sources")
    for s in sources:
        e = entries.get(s["id"])
        if e is None:
            problems.append(f"bibtex: no entry {s['id']}")
            continue
        want_type = ENTRY_TYPES.get(s["cslType"], "misc")
        if e["ENTRYTYPE"] != want_type:
            problems.append(f"bibtex {s['id']}: @{e['ENTRYTYPE']}, expected @{want_type}")
        container = "journal" if want_type == "article" else "howpublished"
        expected = {"title": s["title"], container: s["containerTitle"], "volume": s["volume"],
                    "pages": s["pages"], "publisher": s["publisher"],
                    "address": s["publisherPlace"], "url": s["url"],
                    "year": str(s["year"]) if s["year"] else None}
        for field, want in expected.items():
            got = e.get(field)
            got = (got if field == "url" else bib_text(got)) if got is not None else None
            if got != want:
                problems.append(f"bibtex {s['id']}.{field}: {got!r}, expected {want!r}")
        families = [bib_text(a).split(",")[0].strip()
                    for a in e.get("author", "").split(" and ") if a.strip()]
        if families != [a["family"] for a in s["authors"]]:
            problems.append(f"bibtex {s['id']}.author: {families}")
    return problems


def render(path, workdir):
    doc = os.path.join(workdir, "cite-all.md")
    with open(doc, "w", encoding="utf-8") as f:
        f.write("---\nnocite: '@*'\n---\n")
    done = subprocess.run(["pandoc", doc, "--citeproc", "--bibliography", path, "-t", "plain",
                           "--wrap=none"], capture_output=True, text=True, check=False)
    return done.returncode, done.stdout, done.stderr


def check_rendered(name, text, sources):
    problems = []
    flat = squash(text)
    for s in sources:
        for field in ("title", "containerTitle", "url"):
            if s[field] and squash(s[field]) not in flat:
                problems.append(f"{name} {s['id']}: {field} {s[field]!r} not rendered as published")
        if s["year"] and str(s["year"]) not in flat:
            problems.append(f"{name} {s['id']}: year {s['year']} missing")
        for a in s["authors"]:
            if a["family"] not in flat:
                problems.append(f"{name} {s['id']}: author {a['family']} missing")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    args = parser.parse_args()
    with open(os.path.join(args.root, "archive", "content", "sources.json"), encoding="utf-8") as f:
        sources = json.load(f)
    bib, csl = export(args.cli, "bibtex"), export(args.cli, "csl-json")
    problems = check_bibtex(bib, sources)
    try:
        if len(json.loads(csl)) != len(sources):
            problems.append("csl-json: not one item per source")
    except json.JSONDecodeError as error:
        problems.append(f"csl-json: not JSON: {error}")
    with tempfile.TemporaryDirectory() as work:
        for name, text, suffix in (("csl-json", csl, ".json"), ("bibtex", bib, ".bib")):
            path = os.path.join(work, "sources" + suffix)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            code, out, err = render(path, work)
            if code != 0 or err.strip():
                problems.append(f"pandoc --citeproc on the {name} export: exit {code}: {err.strip()}")
            problems += check_rendered(f"pandoc({name})", out, sources)
    for p in problems:
        print(p)
    if problems:
        print(f"FAIL: {len(problems)} problem(s) with the exported citations")
        return 1
    print(f"ok: {len(sources)} sources read by bibtexparser and rendered by pandoc --citeproc "
          "from BibTeX and CSL-JSON")
    return 0


if __name__ == "__main__":
    sys.exit(main())
