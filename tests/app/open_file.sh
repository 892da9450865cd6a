#!/usr/bin/env bash
# `enkang FILE`, as the file manager runs it on a .enkang record file:
# the records land in the archive (a scratch one through --db) and the app
# says so; a malformed file, or one that cannot be read, is refused with its
# place (FILE:LINE:COLUMN) and leaves the archive exactly as it was, even
# when a good file is opened with it (all or nothing).
# Usage: open_file.sh ENKANG ENKANG_CLI
set -euo pipefail
app=$1 cli=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
fail() { echo "FAIL: $*"; exit 1; }
# The app in English, headless: --screenshot quits once the import is shown.
open_in_app() {
  local db=$1; shift
  "$app" --lang en --db "$db" --screenshot "$work/shot.png" "$@" 2>"$work/stderr" \
    || { cat "$work/stderr"; fail "enkang $* exited $?"; }
  cat "$work/stderr"
}

"$cli" record new --db "$work/field.sqlite" kimasai-mackay --tag Place=Engaruka b3 c8 >/dev/null
"$cli" record new --db "$work/field.sqlite" en-gehe --tag Place=Monduli a3 >/dev/null
"$cli" record export --db "$work/field.sqlite" --all -o "$work/games.enkang"

echo "== a record file opened into an empty archive"
open_in_app "$work/archive.sqlite" "$work/games.enkang"
grep -qx "enkang: Records imported: 2." "$work/stderr" || fail "the app did not say that 2 records came in"
"$cli" record list --db "$work/archive.sqlite" >"$work/list"
cat "$work/list"
[ "$(wc -l <"$work/list")" -eq 2 ] && grep -q Engaruka "$work/list" && grep -q Monduli "$work/list" \
  || fail "the archive does not hold the file's 2 records"
"$cli" record export --db "$work/archive.sqlite" --all -o "$work/again.enkang"
cmp "$work/games.enkang" "$work/again.enkang" || fail "the imported records differ from the file's"

printf '[Game "kimasai-mackay"]\n1. b3 2. zz9 *\n' >"$work/bad.enkang"
refused() {  # refused DESCRIPTION EXPECTED-STDERR FILE...
  local what=$1 expected=$2; shift 2
  echo "== $what"
  "$cli" record export --db "$work/archive.sqlite" --all -o "$work/before.enkang"
  open_in_app "$work/archive.sqlite" "$@"
  grep -qx "enkang: Nothing was imported: the files have these problems." "$work/stderr" \
    || fail "the app did not say that nothing was imported"
  grep -q -- "$expected" "$work/stderr" || fail "no '$expected' in what the app said"
  "$cli" record export --db "$work/archive.sqlite" --all -o "$work/after.enkang"
  cmp "$work/before.enkang" "$work/after.enkang" || fail "the archive changed"
}
refused "a malformed file, with a good one" "^enkang: $work/bad.enkang:2:[0-9]*: 'z' is not a pit name" \
  "$work/bad.enkang" "$work/games.enkang"
refused "a file that does not exist" "^enkang: $work/missing.enkang: " "$work/missing.enkang"
echo "enkang FILE: OK"
