#!/usr/bin/env bash
# A crash during `enkang --self-test` is reported, not only exited: the step
# it was in and a backtrace naming the app's own functions, so that a crash
# seen once on a loaded CI machine can be traced from its log.
# Usage: self_test_crash.sh ENKANG
set -uo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; cat "$work/stderr"; exit 1; }
ENKANG_SELF_TEST_CRASH=1 QT_QPA_PLATFORM=offscreen "$1" --self-test --db "$work/db.sqlite" \
  2>"$work/stderr"
rc=$?
[ "$rc" -eq 139 ] || fail "exit status $rc, not 139 (killed by SIGSEGV)"
grep -q "self-test: FAIL: crashed while creating each page and component alone" "$work/stderr" \
  || fail "the step it crashed in is not said"
grep -q "runSelfTest" "$work/stderr" || fail "no backtrace naming runSelfTest"
echo "reported: $(grep -c . "$work/stderr") lines, the step and $(grep -c '\[0x' "$work/stderr") frames"
