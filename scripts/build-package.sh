#!/usr/bin/env bash
# Builds the Debian package in ./build-package (Release, warnings as errors,
# no tests: a package build of its own) and prints the .deb's path.
# Needs what scripts/install-deps.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-package -G Ninja -DCMAKE_BUILD_TYPE=Release -DENKANG_WERROR=ON \
  -DENKANG_TESTS=OFF >/dev/null
cmake --build build-package >&2
rm -f build-package/enkang_*.deb
(cd build-package && cpack -G DEB >&2)
ls "$PWD"/build-package/enkang_*.deb
