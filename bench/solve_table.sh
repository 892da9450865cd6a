#!/usr/bin/env bash
# The four-row game solved on 4xN boards with enkang-cli solve, both
# starters: prints docs/solved.md's table, a Markdown row per run as soon
# as it is done (on a loss the JSON's move is null, and the line's first move is
# shown). 4x8 takes minutes; 4x9 an hour or more on a busy 2-core
# machine (run it niced, with a scratch directory on a disk with ~15 GB free).
# THREADS=T solves T blocks at once (enkang-cli solve --threads T; default 1).
#   [THREADS=T] bench/solve_table.sh [path/to/enkang-cli] [first-columns] [last-columns] [scratch-dir]
set -euo pipefail
cli=${1:-build/app/enkang-cli}
from=${2:-3}
to=${3:-8}
scratch=${4:-}
echo "| board | first | value | move | plies | positions | won / lost / drawn | longest | seconds | peak memory | best line begins |"
echo "|---|---|---|---|---:|---:|---|---:|---:|---:|---|"
for ((n = from; n <= to; n++)); do
  for first in south north; do
    args=(solve kimasai-klamroth --set "columns=$n" --set "first=$first" --threads "${THREADS:-1}")
    [[ -n $scratch ]] && args+=(--scratch "$scratch")
    nice "$cli" "${args[@]}" 2>/dev/null | python3 -c '
import json, sys
d = json.load(sys.stdin)
plies = str(d["plies"]) if "plies" in d else "-"
cells = ["4x%d" % d["options"]["columns"], d["options"]["first"], d["value"],
         d["move"] or d["line"][0], plies,  # on a loss: the only first move there is
         "{:,}".format(d["positions"]),
         "{:,} / {:,} / {:,}".format(d["positionsWon"], d["positionsLost"], d["positionsDrawn"]),
         str(d["longestPlies"]), "%.1f" % d["seconds"], "%.0f MB" % (d["peakBytes"] / 1e6),
         " ".join(d["line"][:8]) + (" ..." if len(d["line"]) > 8 else "")]
print("| " + " | ".join(cells) + " |")
'
  done
done
