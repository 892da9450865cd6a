#!/usr/bin/env bash
# Installs what Enkang needs to build, test and run on Debian 12 (bookworm).
# Runs apt-get as root (directly, or through sudo when not root).
set -euo pipefail
packages=(
  build-essential cmake ninja-build git python3
  qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-declarative-dev-tools libqt6sql6-sqlite libgl-dev
  # The archive calls SQLite's C API on Qt's connection for its bulk paths (issue 15).
  libsqlite3-dev
  # The QML modules, each listed: Debian's do not depend on one another
  # (scripts/qml-modules.txt says which module needs which; a test checks it).
  qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
  qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtquick-shapes
  qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel
  qml6-module-qtcore qml6-module-qttest qml6-module-qt-labs-platform qml6-module-qt-labs-settings
  python3-bibtexparser pandoc strace fonts-dejavu-core fonts-noto-core clang-format clang libclang-rt-14-dev
  # The package: ctest package_install validates the desktop entry and metainfo, renders the man pages;
  # cpack's Debian generator needs file (to find the binaries for dpkg-shlibdeps).
  desktop-file-utils appstream man-db file
  # The shared archive (issue 19): Qt's PostgreSQL driver, and a server for ctest -L server.
  libqt6sql6-psql postgresql
  # ctest app_accessibility reads the app through AT-SPI in a virtual X server.
  at-spi2-core python3-pyatspi dbus xvfb xauth
  # The PDF game sheet is checked through its extracted text (tests/app/tst_exporter.cpp).
  poppler-utils
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
