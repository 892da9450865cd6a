#!/usr/bin/env bash
# The install as a user meets it: builds the .deb (or takes the one given),
# then on a brand-new minimal Debian 12 (../shared/tools/fresh-machine, as
# root) installs it with apt-get, runs it from /usr/bin and purges it
# (scripts/check-installed-package.sh). Run from a committed tree: the fresh
# machine gets a clone of HEAD, plus the .deb. Slow (a debootstrap, Qt's
# runtime packages); the pictures of the installed app land in build-package/.
# Usage: scripts/test-package.sh [ENKANG.deb]
set -euo pipefail
cd "$(dirname "$0")/.."
project=$PWD
fresh=${FRESH_MACHINE:-$project/../shared/tools/fresh-machine}
deb=$(realpath "${1:-$(scripts/build-package.sh)}")
# The fresh machine clones HEAD of the folder it runs in: a scratch clone
# with the .deb committed on top brings the package in.
src=$(mktemp -d)
trap 'rm -rf "$src"' EXIT
git clone -q "$project" "$src/enkang"
cp "$deb" "$src/enkang/"
git -C "$src/enkang" add -f "$(basename "$deb")"
git -C "$src/enkang" -c user.name=test-package -c user.email=test-package@localhost \
  commit -q -m "the package under test"
(cd "$src/enkang" && "$fresh" "SHOT=/src/installed.png scripts/check-installed-package.sh ./$(basename "$deb")")
# fresh-machine leaves its root in place until the next run.
mkdir -p build-package
cp "${TMPDIR:-/tmp}"/enkang-fresh/root/src/installed*.png build-package/ 2>/dev/null || true
