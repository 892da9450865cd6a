#!/usr/bin/env bash
# Re-draws the README's pictures from the built app (offscreen), into
# docs/screenshots/. Usage: scripts/screenshots.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
app=${1:-build}/app/enkang
export QT_QPA_PLATFORM=offscreen
db=$(mktemp -d)/shots.sqlite
shot() {  # shot NAME SIZE ARGS...
  local name=$1 size=$2
  shift 2
  "$app" --db "$db" --size "$size" "$@" --screenshot "docs/screenshots/$name.png" 2>/dev/null
}
shot home-desktop 1280x800 --page home
shot play-mackay-desktop 1280x800 --page play --game kimasai-mackay --moves b3,c8,b2
shot sources-desktop 1280x800 --page sources
shot records-desktop 1280x800 --page records
shot play-engehe50-phone 390x844 --page play --game en-gehe --set columns=50
shot play-klamroth-phone 390x844 --page play --game kimasai-klamroth --moves b2,d2
shot lesson-engehe-pt-phone 390x844 --page learn --lang pt --tutorial engehe-relay --step 2
shot rules-engehe-es-phone 390x844 --page rules --game en-gehe --lang es
shot sources-sk-phone 390x844 --page sources --lang sk
shot settings-phone 390x844 --page settings
# The narrowest phone (360 px): the 4x8 board edge to edge, the records'
# filters behind their button.
shot play-mackay-360 360x740 --page play --game kimasai-mackay --moves b1,c8
shot recording-mackay-pt-360 360x740 --page records --lang pt --recorder recording --game kimasai-mackay
shot records-sk-360 360x740 --page records --lang sk
# A phone on its side: the board beside its controls.
shot play-klamroth-side 844x390 --page play --game kimasai-klamroth --moves b2,c11,b3
shot recording-mackay-es-side 844x390 --page records --lang es --recorder recording --game kimasai-mackay
shot lesson-mackay-pt-side 844x390 --page learn --lang pt --tutorial mackay-sowing --step 2
shot records-side 844x390 --page records
