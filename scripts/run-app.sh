#!/usr/bin/env bash
# From a fresh Debian 12: installs what is needed, builds, and starts Enkang.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
if [ -x build/app/enkang ]; then
  exec build/app/enkang "$@"
fi
# Before the GUI lands: a short demonstration of the engine.
build/app/enkang-cli help
build/app/enkang-cli play kimasai-mackay b3 c8
build/app/enkang-cli selfplay en-gehe --games 1000
