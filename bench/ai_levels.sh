#!/usr/bin/env bash
# Measures the AI's levels with enkang-cli match: each level against the one
# below (40 games) and level 5 against random play (100 games), per game.
# Prints a Markdown table row per match as soon as it is done. Slow (level 5
# thinks up to a second a move): run it in the background.
#   bench/ai_levels.sh [path/to/enkang-cli] [games-scale]
set -euo pipefail
cli=${1:-build/app/enkang-cli}
scale=${2:-1}
row() {  # game label first second games [settings...]
  local game=$1 label=$2 a=$3 b=$4 n=$5; shift 5
  "$cli" match "$game" --south "$a" --north "$b" --games "$n" --seed 7 "$@" | python3 -c '
import json, sys
d = json.load(sys.stdin); s = d["results"]["south"]; n = d["results"]["north"]
g = d["games"]
cells = [sys.argv[1], d["south"] + " vs " + d["north"], str(g),
         "%d-%d-%d" % (s["wins"], s["draws"], s["losses"]),
         "%.0f%%" % (100 * (s["wins"] + 0.5 * s["draws"]) / g),
         "%.3f" % s["meanSecondsPerMove"], "%.3f" % n["meanSecondsPerMove"]]
print("| " + " | ".join(cells) + " |")
' "$label"
}
echo "| game | match | games | W-D-L (first) | score | s/move (first) | s/move (second) |"
echo "|---|---|---:|---:|---:|---:|---:|"
games=("kimasai-mackay|Kimasai two-phase|" "kimasai-klamroth|Kimasai four-row|" "en-gehe|En Gehé 2x40|")
for level in 2 3 4 5; do
  for g in "${games[@]}"; do
    IFS='|' read -r id label _ <<<"$g"
    row "$id" "$label" "ai:$level" "ai:$((level - 1))" $((40 * scale))
  done
done
for g in "${games[@]}"; do
  IFS='|' read -r id label _ <<<"$g"
  row "$id" "$label" ai:5 random $((100 * scale))
done
row en-gehe "En Gehé 2x50" ai:5 random $((20 * scale)) --set columns=50
