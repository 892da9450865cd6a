#!/usr/bin/env bash
# Builds the record parser's libFuzzer target with clang (address and
# undefined-behaviour sanitizers) and runs it for a while (default 30 s) on
# fuzz/corpus. A crash leaves its input in fuzz/crashes/; make it a
# regression test in tests/archive/tst_record_text.cpp. FUZZ_SEED (default 1)
# keeps CI runs repeatable; set it to explore further.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
mkdir -p build-fuzz fuzz/crashes
clang++ -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I. \
  fuzz/record_parser_fuzzer.cpp archive/record_text.cpp archive/game_record.cpp -o build-fuzz/record_parser_fuzzer
work=$(mktemp -d)
cp fuzz/corpus/* "$work"/
build-fuzz/record_parser_fuzzer -seed="${FUZZ_SEED:-1}" -max_total_time="$seconds" -max_len=4096 -artifact_prefix=fuzz/crashes/ "$work"
