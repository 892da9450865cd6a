#!/usr/bin/env bash
# From a fresh Debian 12: installs what the build needs, builds the Debian
# package and installs it with apt-get (as root, or through sudo), so that
# Enkang is in the menu and `enkang`, `enkang-cli` and their man pages are
# on the system. `apt-get purge enkang` removes it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
deb=$(scripts/build-package.sh)
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y "$deb"
