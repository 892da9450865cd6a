#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (address and undefined-behaviour
# sanitizers) and runs each for a while (default 30 s in all, split between
# them): the record text parser on fuzz/corpus, and the archive's file
# opener on fuzz/db-corpus (archives, their WAL, another program's file).
# A crash leaves its input in fuzz/crashes/ (parser) or fuzz/db-crashes/
# (opener); make it a regression test (tests/archive/tst_record_text.cpp, or
# keep it in fuzz/db-crashes/, which tst_archive_faults replays). FUZZ_SEED
# (default 1) keeps CI runs repeatable; set it to explore further.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
mkdir -p build-fuzz fuzz/crashes fuzz/db-crashes
flags=(-std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I.)
clang++ "${flags[@]}" fuzz/record_parser_fuzzer.cpp archive/record_text.cpp archive/game_record.cpp engine/wording.cpp \
  -o build-fuzz/record_parser_fuzzer
qt=/usr/include/x86_64-linux-gnu/qt6
[ -d "$qt" ] || qt=$(dirname "$(find /usr/include -maxdepth 3 -type d -name QtCore -path '*qt6*' | head -1)")
clang++ "${flags[@]}" -fPIC -isystem "$qt" -isystem "$qt/QtCore" -isystem "$qt/QtSql" \
  fuzz/database_opener_fuzzer.cpp archive/database.cpp archive/archive_fault.cpp archive/file_probe.cpp \
  archive/text_fold.cpp archive/record_store.cpp archive/record_text.cpp archive/game_record.cpp engine/wording.cpp \
  archive/record_writer.cpp archive/record_loader.cpp archive/sqlite_statement.cpp \
  archive/search_index.cpp archive/multi_row_insert.cpp archive/analysis_store.cpp archive/analysis_values.cpp \
  -lQt6Sql -lQt6Core -lsqlite3 -o build-fuzz/database_opener_fuzzer

run() {  # run TARGET CORPUS CRASHES MAX_LEN SECONDS
  local work
  work=$(mktemp -d)
  cp "$2"/* "$work"/
  "build-fuzz/$1" -seed="${FUZZ_SEED:-1}" -max_total_time="$5" -max_len="$4" \
    -artifact_prefix="$3/" "$work"
  rm -rf "$work"
}
half=$(( (seconds + 1) / 2 ))
run record_parser_fuzzer fuzz/corpus fuzz/crashes 4096 "$half"
# Qt's own allocations outlive the fuzzer's process by design; leaks there are not ours.
ASAN_OPTIONS=detect_leaks=0 run database_opener_fuzzer fuzz/db-corpus fuzz/db-crashes 65536 "$half"
