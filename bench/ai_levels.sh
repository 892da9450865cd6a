#!/usr/bin/env bash
# Measures the AI's levels with enkang-cli match: each level against the one
# below (40 games, each pair of games opening with the same few random moves,
# so that deterministic players do not replay the same games) and level 5
# against random play (100 games), per game. Prints a Markdown table row per
# match as soon as it is done. Slow (level 5 thinks up to a second a move):
# run it in the background, on an otherwise idle machine.
#   bench/ai_levels.sh [path/to/enkang-cli] [games-scale] [ladder|random|all]
set -euo pipefail
cli=${1:-build/app/enkang-cli}
scale=${2:-1}
part=${3:-all}
threads=$(nproc)
row() {  # game label first second games [options...]
  local game=$1 label=$2 a=$3 b=$4 n=$5; shift 5
  "$cli" match "$game" --south "$a" --north "$b" --games "$n" --seed 7 --threads "$threads" "$@" |
    python3 -c '
import json, sys
d = json.load(sys.stdin); s = d["results"]["south"]; n = d["results"]["north"]
g = d["games"]
cells = [sys.argv[1], d["south"] + " vs " + d["north"], str(g), str(d["openingPlies"]),
         "%d-%d-%d" % (s["wins"], s["draws"], s["losses"]),
         "%.0f%%" % (100 * (s["wins"] + 0.5 * s["draws"]) / g),
         "%.3f" % s["meanSecondsPerMove"], "%.3f" % n["meanSecondsPerMove"]]
print("| " + " | ".join(cells) + " |")
' "$label"
}
echo "| game | match | games | random opening plies | W-D-L (first) | score | s/move (first) | s/move (second) |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
# id | label | random opening plies for the ladder
games=("kimasai-mackay|Kimasai two-phase|4" "kimasai-klamroth|Kimasai four-row|8" "en-gehe|En Gehé 2x40|2")
if [[ $part != random ]]; then
  for level in 2 3 4 5; do
    for g in "${games[@]}"; do
      IFS='|' read -r id label opening <<<"$g"
      row "$id" "$label" "ai:$level" "ai:$((level - 1))" $((40 * scale)) --opening "$opening"
    done
  done
fi
if [[ $part != ladder ]]; then
  for g in "${games[@]}"; do
    IFS='|' read -r id label _ <<<"$g"
    row "$id" "$label" ai:5 random $((100 * scale))
  done
  row en-gehe "En Gehé 2x50" ai:5 random $((20 * scale)) --set columns=50
fi
