#!/usr/bin/env python3
"""Own words: no run of ten words from a founding text in the project's texts.

The founding texts (the four rule texts in ../shared/seeds/) are not part of
the repository, and CI has no copy of them. What the repository holds is
seed_shingles.txt: a salted hash of every run of ten consecutive words of
those texts, after normalising (lower case, accents and punctuation
dropped). The hashes cannot be read back as text; this test hashes every
ten-word run of every user-facing text (archive content, tutorials, rule
texts, in every language) and fails on any that is in the list.

    own_words.py [--root DIR]              the test
    own_words.py --make-hashes SEEDS_DIR   rewrites seed_shingles.txt
"""
import argparse
import glob
import hashlib
import os
import re
import sys
import unicodedata

from texts import all_texts

RUN = 10
SALT = b"enkang-own-words-v1\n"
HERE = os.path.dirname(os.path.abspath(__file__))
HASH_FILE = os.path.join(HERE, "seed_shingles.txt")


def words(text):
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    return re.sub(r"[\W_]+", " ", text).split()


def shingle_hash(run):
    return hashlib.sha256(SALT + " ".join(run).encode("utf-8")).hexdigest()[:16]


def shingles(text):
    w = words(text)
    for i in range(len(w) - RUN + 1):
        yield i, w, shingle_hash(w[i:i + RUN])


def make_hashes(seeds_dir):
    paths = sorted(glob.glob(os.path.join(seeds_dir, "*.txt")))
    if not paths:
        sys.exit(f"no founding texts (*.txt) in {seeds_dir}")
    hashes = set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            hashes.update(h for _, _, h in shingles(f.read()))
    with open(HASH_FILE, "w", encoding="utf-8") as out:
        out.write(f"# {len(hashes)} hashes of the {RUN}-word runs of {len(paths)} founding"
                  " texts; made by own_words.py --make-hashes\n")
        out.writelines(h + "\n" for h in sorted(hashes))
    print(f"{len(hashes)} hashes from {len(paths)} texts written to {HASH_FILE}")


def check(root):
    with open(HASH_FILE, encoding="utf-8") as f:
        known = {line.strip() for line in f if line.strip() and not line.startswith("#")}
    if not known:
        sys.exit(f"{HASH_FILE} holds no hashes")
    found = 0
    for where, text in all_texts(root):
        last = -RUN
        for i, w, h in shingles(text):
            if h in known:
                if i > last + 1:  # a new run, not the same one going on
                    found += 1
                    print(f"{where}: copied run starting \"{' '.join(w[i:i + RUN])}\"")
                last = i
    if found:
        print(f"FAIL: {found} run(s) of {RUN} or more words copied from the founding texts")
        return 1
    print(f"ok: no run of {RUN} words from the founding texts ({len(known)} hashes)")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.path.join(HERE, "..", ".."))
    parser.add_argument("--make-hashes", metavar="SEEDS_DIR")
    args = parser.parse_args()
    if args.make_hashes:
        make_hashes(args.make_hashes)
        return 0
    return check(args.root)


if __name__ == "__main__":
    sys.exit(main())
