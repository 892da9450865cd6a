#!/usr/bin/env bash
# Counts the threads the app starts (clone/clone3 seen by strace) when it
# opens a page and draws it. Screens that only show positions start no
# thread of their own: the Rules pages (a diagram per lesson, each on a
# GameController whose AI thread starts only when asked) start no more
# threads than Home does.
# Usage: thread_count.sh ENKANG_BINARY
set -euo pipefail
app=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
count() {
  QT_QPA_PLATFORM=offscreen strace -f -e trace=clone,clone3 -o "$work/trace" \
    "$app" "$@" --db "$work/archive.sqlite" --screenshot "$work/shot.png" >/dev/null 2>&1
  grep -c 'clone' "$work/trace" || true
}
home=$(count --page home)
echo "home: $home threads started"
status=0
for page in "rules --game en-gehe" "rules --game kimasai-klamroth" "rules --game kimasai-mackay"; do
  # shellcheck disable=SC2086
  n=$(count --page $page)
  echo "$page: $n threads started"
  if [ "$n" -gt "$home" ]; then
    echo "FAIL: '$page' starts more threads than Home ($n > $home)"
    status=1
  fi
done
exit $status
