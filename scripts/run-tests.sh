#!/usr/bin/env bash
# From a fresh Debian 12: installs what is needed, builds with warnings as
# errors, runs every test, then builds the engine tests with AddressSanitizer
# and UndefinedBehaviorSanitizer and runs them too. Fails on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure -j2
scripts/check-format.sh
python3 scripts/check-translations.py
build/app/enkang-cli tutorials check
# The record parser under libFuzzer, briefly (crashes land in fuzz/crashes/).
scripts/fuzz.sh 20
# Sanitizer build: the engine, the CLI and their tests (no GUI); the tests
# labelled slow, and the search-against-minimax tests (minutes of pure
# computation, past QTest's 300 s limit under ASan), run in the Release build only.
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DENKANG_WERROR=ON -DENKANG_SANITIZE=ON \
  -DENKANG_GUI=OFF >/dev/null
cmake --build build-asan
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j2 -L "engine|archive" -LE slow -E "^tst_search"
echo "all tests passed"
