#!/usr/bin/env python3
"""Writes the seed inputs of the database-opener fuzzer into fuzz/db-corpus/:
small archives as Enkang makes them (clean, and with commits still in the
WAL), one from schema 1, and another program's database. Each input is
4 bytes of main-file length, the main file, then the WAL (if any).

Usage: fuzz/make-db-corpus.py path/to/enkang-cli
"""
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile

cli = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "db-corpus")
os.makedirs(out, exist_ok=True)
work = tempfile.mkdtemp()


def seed(name, main_path, wal_bytes=b""):
    with open(main_path, "rb") as f:
        main = f.read()
    with open(os.path.join(out, name), "wb") as f:
        f.write(len(main).to_bytes(4, "big") + main + wal_bytes)


def small_pages(path):
    """Rewrites an archive with 512-byte pages so that seeds stay small."""
    c = sqlite3.connect(path)
    c.execute("PRAGMA journal_mode = DELETE")
    c.execute("PRAGMA page_size = 512")
    c.execute("VACUUM")
    c.execute("PRAGMA journal_mode = WAL")
    c.close()


ours = os.path.join(work, "ours.sqlite")
subprocess.run([cli, "record", "new", "--db", ours, "kimasai-mackay", "--tag", "Place=Šaľa", "b3", "c8"],
               check=True, stdout=subprocess.DEVNULL)
records = os.path.join(work, "games.txt")
with open(records, "w") as f:
    f.write('[Game "en-gehe"]\n[Options "columns=40"]\n\n1. a1 {note} (1. a2 (1. a3)) *\n')
subprocess.run([cli, "record", "import", "--db", ours, records], check=True, stdout=subprocess.DEVNULL)
small_pages(ours)
seed("archive-clean", ours)

# Commits that only the WAL holds: copy the files while a connection is open.
c = sqlite3.connect(ours)
c.execute("PRAGMA wal_autocheckpoint = 0")
c.execute("UPDATE records SET place = 'Engaruka', place_folded = 'engaruka'")
c.commit()
with open(ours + "-wal", "rb") as f:
    wal = f.read()
seed("archive-with-wal", ours, wal)
c.close()

legacy = os.path.join(work, "v1.sqlite")
c = sqlite3.connect(legacy)
c.executescript("""
PRAGMA page_size = 512;
CREATE TABLE records (id INTEGER PRIMARY KEY, game TEXT NOT NULL, result TEXT NOT NULL DEFAULT '*',
 comment TEXT NOT NULL DEFAULT '', date TEXT NOT NULL DEFAULT '', place TEXT NOT NULL DEFAULT '',
 event TEXT NOT NULL DEFAULT '', observer TEXT NOT NULL DEFAULT '', players TEXT NOT NULL DEFAULT '',
 created TEXT NOT NULL DEFAULT '', modified TEXT NOT NULL DEFAULT '');
CREATE TABLE record_tags (record_id INTEGER NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL,
 value TEXT NOT NULL, PRIMARY KEY (record_id, position));
CREATE TABLE record_moves (id INTEGER PRIMARY KEY, record_id INTEGER NOT NULL, parent_id INTEGER,
 variation INTEGER NOT NULL DEFAULT 0, position INTEGER NOT NULL, pit TEXT NOT NULL,
 irregular INTEGER NOT NULL DEFAULT 0, glyph TEXT NOT NULL DEFAULT '', comment TEXT NOT NULL DEFAULT '',
 handler TEXT NOT NULL DEFAULT '', time TEXT NOT NULL DEFAULT '');
INSERT INTO records (id, game, place) VALUES (1, 'en-gehe', 'Engaruka');
INSERT INTO record_tags VALUES (1, 0, 'Game', 'en-gehe');
INSERT INTO record_moves (record_id, position, pit) VALUES (1, 0, 'a1');
PRAGMA user_version = 1;
""")
c.close()
seed("legacy-v1", legacy)

foreign = os.path.join(work, "inventory.sqlite")
c = sqlite3.connect(foreign)
c.executescript("PRAGMA page_size = 512; CREATE TABLE inventory (item TEXT, count INTEGER);"
                "INSERT INTO inventory VALUES ('goats', 12);")
c.close()
seed("foreign-inventory", foreign)
shutil.rmtree(work)
print("seeds written to", out)
