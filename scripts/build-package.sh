#!/usr/bin/env bash
# Builds the Debian package in ./build-package (Release, warnings as errors,
# Debian's hardening flags from dpkg-buildflags, no tests: a package build of
# its own) and prints the .deb's path. Needs what scripts/install-deps.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."
# As a Debian build would compile it (bindnow, fortify, stack protector, relro),
# without -g: the package's binaries are stripped.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all DEB_CXXFLAGS_MAINT_STRIP=-g
cmake -S . -B build-package -G Ninja -DCMAKE_BUILD_TYPE=Release -DENKANG_WERROR=ON \
  -DENKANG_TESTS=OFF \
  -DCMAKE_CXX_FLAGS="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)" \
  -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)" >/dev/null
cmake --build build-package >&2
rm -f build-package/enkang_*.deb
(cd build-package && cpack -G DEB >&2)
ls "$PWD"/build-package/enkang_*.deb
