#!/usr/bin/env python3
"""The archive as a scholar reads it: every source annotated, every
disagreement compared side by side, every interpretation flagged.

Checks archive/content/*.json:

- every source has an annotation for each game it covers; a primary source
  at least three (what it says, at first or second hand, and what is not
  known of it); a secondary source at least one;
- comparisons.json: each comparison has a known game and topic, statements
  from at least two different sources, each an existing annotation of that
  game, and a ruling that exists (or null where the archive does not
  decide); every annotation of kind "disagreement" is in some comparison;
- every ruling that is an interpretation names at least one alternative
  (reading and reason), one passage of an existing source and one
  annotation it interprets; a ruling that is not has no alternatives;
- an annotation's rulingId and the ruling's interprets agree both ways.

    sources_coverage.py [--root DIR]
"""
import argparse
import collections
import json
import os
import re
import sys

GAMES = ("kimasai-mackay", "kimasai-klamroth", "en-gehe")
MIN_ANNOTATIONS = {"primary": 3, "secondary": 1, "founding-text": 1}


def load(root, name):
    with open(os.path.join(root, "archive", "content", name), encoding="utf-8") as f:
        return json.load(f)


def topics(root):
    """The annotation topics the app knows (kAnnotationTopics in source_catalog.cpp)."""
    with open(os.path.join(root, "archive", "source_catalog.cpp"), encoding="utf-8") as f:
        text = f.read()
    block = re.search(r"kAnnotationTopics\s*=\s*\{(.*?)\};", text, re.S)
    return set(re.findall(r'"([a-z0-9-]+)"', block.group(1))) if block else set()


def check(root):
    problems = []
    sources = {s["id"]: s for s in load(root, "sources.json")}
    annotations = {a["id"]: a for a in load(root, "annotations.json")}
    rulings = {r["id"]: r for r in load(root, "rulings.json")}
    try:
        comparisons = load(root, "comparisons.json")
    except FileNotFoundError:
        comparisons = None
        problems.append("archive/content/comparisons.json is missing: no source is compared")

    by_source = collections.defaultdict(list)
    for a in annotations.values():
        by_source[a["sourceId"]].append(a)
    for sid, s in sources.items():
        mine = by_source[sid]
        wanted = MIN_ANNOTATIONS.get(s["kind"], 1)
        if len(mine) < wanted:
            problems.append(f"source {sid} ({s['kind']}): {len(mine)} annotation(s), "
                            f"at least {wanted} wanted")
        for game in s["games"]:
            if not any(a["game"] in (game, "all") for a in mine):
                problems.append(f"source {sid}: nothing annotated on {game}")

    if comparisons is not None:
        known_topics = topics(root)
        compared = set()
        ids = [c["id"] for c in comparisons]
        for dup in sorted({i for i in ids if ids.count(i) > 1}):
            problems.append(f"comparison {dup}: id used twice")
        for c in comparisons:
            where = f"comparison {c['id']}"
            if c["game"] not in GAMES + ("all",):
                problems.append(f"{where}: unknown game {c['game']}")
            if c["topic"] not in known_topics:
                problems.append(f"{where}: unknown topic {c['topic']}")
            if not c.get("title"):
                problems.append(f"{where}: no title")
            statements = [annotations.get(a) for a in c["annotations"]]
            for aid, a in zip(c["annotations"], statements):
                if a is None:
                    problems.append(f"{where}: no annotation {aid}")
                elif c["game"] != "all" and a["game"] not in (c["game"], "all"):
                    problems.append(f"{where}: {aid} is about {a['game']}, not {c['game']}")
            found = [a for a in statements if a]
            compared.update(a["id"] for a in found)
            if len({a["sourceId"] for a in found}) < 2:
                problems.append(f"{where}: fewer than two sources side by side")
            if c.get("rulingId") is not None and c["rulingId"] not in rulings:
                problems.append(f"{where}: no ruling {c['rulingId']}")
        for a in annotations.values():
            if a["kind"] == "disagreement" and a["id"] not in compared:
                problems.append(f"annotation {a['id']}: a disagreement in no comparison")

    for rid, r in rulings.items():
        if r["isInterpretation"]:
            alternatives = [x for x in r["alternatives"]
                            if x.get("reading") and x.get("rejectedBecause")]
            if not alternatives:
                problems.append(f"ruling {rid}: an interpretation with no alternative")
            if not [p for p in r["passages"] if p.get("sourceId") in sources and p.get("where")]:
                problems.append(f"ruling {rid}: an interpretation with no passage")
            if not r["interprets"]:
                problems.append(f"ruling {rid}: an interpretation of no annotation")
        elif r["alternatives"]:
            problems.append(f"ruling {rid}: alternatives, but not marked as an interpretation")
        for aid in r["interprets"]:
            if aid not in annotations:
                problems.append(f"ruling {rid}: interprets unknown annotation {aid}")
            elif annotations[aid]["rulingId"] != rid:
                problems.append(f"ruling {rid}: interprets {aid}, whose ruling is "
                                f"{annotations[aid]['rulingId']}")
    for a in annotations.values():
        if a["sourceId"] not in sources:
            problems.append(f"annotation {a['id']}: unknown source {a['sourceId']}")
        rid = a["rulingId"]
        if rid is not None and (rid not in rulings or a["id"] not in rulings[rid]["interprets"]):
            problems.append(f"annotation {a['id']}: ruling {rid} does not list it")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    args = parser.parse_args()
    problems = check(args.root)
    for p in problems:
        print(p)
    if problems:
        print(f"FAIL: {len(problems)} gap(s) in the archive's scholarship")
        return 1
    print("ok: every source annotated, every disagreement compared, every interpretation flagged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
