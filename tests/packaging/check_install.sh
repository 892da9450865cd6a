#!/usr/bin/env bash
# Installs the build into a scratch folder (cmake --install with DESTDIR)
# and checks what lands there: exactly the expected files, a desktop entry
# and AppStream metadata that validate, a MIME type that parses, man pages
# that render, and an installed enkang-cli that runs from elsewhere (its
# content is compiled in: no file of the source or build tree is needed).
# Usage: check_install.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
id=io.github.enkang.Enkang
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
DESTDIR="$root" cmake --install "$build" --prefix /usr >/dev/null

expected=(usr/bin/enkang usr/bin/enkang-cli usr/share/man/man1/enkang.1.gz
  usr/share/man/man1/enkang-cli.1.gz "usr/share/applications/$id.desktop"
  "usr/share/metainfo/$id.metainfo.xml" "usr/share/mime/packages/$id.xml"
  "usr/share/icons/hicolor/scalable/apps/$id.svg"
  usr/share/doc/enkang/copyright usr/share/doc/enkang/changelog.gz)
for size in 16 22 24 32 48 64 128 256; do
  expected+=("usr/share/icons/hicolor/${size}x${size}/apps/$id.png")
done
if ! diff <(printf '%s\n' "${expected[@]}" | sort) <(cd "$root" && find . -type f | sed 's|^\./||' | sort); then
  echo "FAIL: the installed files differ from the expected (<) list"; exit 1
fi

desktop-file-validate "$root/usr/share/applications/$id.desktop"
appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml"
python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$root/usr/share/mime/packages/$id.xml"
# The desktop entry names what is installed: the program, the icon, the MIME type.
grep -qx "Exec=enkang %F" "$root/usr/share/applications/$id.desktop"
grep -qx "Icon=$id" "$root/usr/share/applications/$id.desktop"
grep -q 'type="application/x-enkang-record"' "$root/usr/share/mime/packages/$id.xml"
for page in enkang enkang-cli; do
  out=$(man --warnings -l "$root/usr/share/man/man1/$page.1.gz" 2>&1 >/dev/null)
  [ -z "$out" ] || { echo "FAIL: $page.1: $out"; exit 1; }
  zgrep -q '^\.SH SYNOPSIS' "$root/usr/share/man/man1/$page.1.gz"
done
(cd / && "$root/usr/bin/enkang-cli" play kimasai-mackay b3 | grep -q '"ply": 1')
# The app's help with no display at all (a terminal over ssh, a script).
env -u QT_QPA_PLATFORM -u DISPLAY -u WAYLAND_DISPLAY "$root/usr/bin/enkang" --help 2>&1 | grep -q '^Usage: '
echo "install tree OK: ${#expected[@]} files"
