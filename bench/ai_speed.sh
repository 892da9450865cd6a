#!/usr/bin/env bash
# Level 5's time and nodes per move: asks `enkang-cli ai --level 5` for a move
# in 12 positions of each game (a line played by level 2, every fifth ply)
# and prints the mean seconds per move, the slowest move, and nodes per
# second. Run it on an otherwise idle machine.
#   bench/ai_speed.sh [path/to/enkang-cli]
set -euo pipefail
cli=${1:-build/app/enkang-cli}
echo "| game | positions | mean s/move | slowest s | nodes/s |"
echo "|---|---:|---:|---:|---:|"
for spec in "kimasai-mackay|Kimasai two-phase|" "kimasai-klamroth|Kimasai four-row|" \
  "en-gehe|En Gehé 2x40|" "en-gehe|En Gehé 2x50|columns=50"; do
  IFS='|' read -r game label setting <<<"$spec"
  opts=()
  [[ -n $setting ]] && opts=(--set "$setting")
  moves=()
  results=()
  for ((ply = 0; ply < 60 && ${#results[@]} < 12; ply++)); do
    if ((ply % 5 == 0)); then
      out=$("$cli" ai "$game" "${opts[@]}" --level 5 "${moves[@]}" 2>/dev/null) || break
      results+=("$out")
    fi
    next=$("$cli" ai "$game" "${opts[@]}" --level 2 --seed "$ply" "${moves[@]}" 2>/dev/null) || break
    moves+=("$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["move"])' "$next")")
  done
  printf '%s\n' "${results[@]}" | python3 -c '
import json, sys
rows = [json.loads(line) for line in sys.stdin if line.strip()]
if not rows:
    sys.exit("no position for " + sys.argv[1])
secs = [r["seconds"] for r in rows]; nodes = sum(r["nodes"] for r in rows)
print("| %s | %d | %.4f | %.4f | %s |" % (sys.argv[1], len(rows), sum(secs) / len(rows), max(secs),
      format(int(nodes / max(sum(secs), 1e-9)), ",")))
' "$label"
done
