#!/usr/bin/env bash
# Run as root on a throwaway Debian 12 (scripts/test-package.sh runs it on a
# brand-new one): installs enkang_*.deb with apt-get as a user would, runs
# both programs from /usr/bin (the app's self-test at desktop and phone size,
# a move, a record file opened as the file manager opens it), then purges
# it and checks that nothing of it is left and the machine has exactly the
# packages it had before. SHOT=FILE saves a picture of the installed app.
# Usage: check-installed-package.sh ./enkang_VERSION_ARCH.deb
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "check-installed-package.sh: run as root on a throwaway machine" >&2; exit 2; }
deb=$(realpath "$1")
export DEBIAN_FRONTEND=noninteractive
step() { echo "== $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
packages() { dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' | awk '$1 == "ii" {print $2}' | sort; }
work=$(mktemp -d)
packages >"$work/before"

step "$(basename "$deb")"
dpkg-deb --field "$deb" Package Version Architecture Section Maintainer Homepage Depends Recommends
dpkg-deb --contents "$deb" | awk '{print $6}'

step "apt-get install ./$(basename "$deb")"
apt-get update -qq
(cd "$(dirname "$deb")" && apt-get install -y -qq "./$(basename "$deb")" >/dev/null)
comm -13 "$work/before" <(packages) >"$work/added"
wc -l <"$work/added" | xargs echo "packages installed:"

step "running the installed programs"
cd /
[ "$(command -v enkang)" = /usr/bin/enkang ] || fail "enkang is not /usr/bin/enkang"
[ "$(command -v enkang-cli)" = /usr/bin/enkang-cli ] || fail "enkang-cli is not /usr/bin/enkang-cli"
enkang-cli play kimasai-mackay b3
QT_QPA_PLATFORM=offscreen enkang --self-test --db "$work/self-test.sqlite"
QT_QPA_PLATFORM=offscreen enkang --self-test --size 390x844 --db "$work/self-test-phone.sqlite"
id=io.github.enkang.Enkang
for f in /usr/share/man/man1/enkang.1.gz /usr/share/man/man1/enkang-cli.1.gz \
         /usr/share/applications/$id.desktop /usr/share/metainfo/$id.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/$id.svg /usr/share/icons/hicolor/48x48/apps/$id.png \
         /usr/share/doc/enkang/copyright /usr/share/doc/enkang/changelog.gz \
         /usr/share/mime/application/x-enkang-record.xml; do  # the last one: made by the MIME trigger
  [ -s "$f" ] || fail "$f is missing"
done
echo "man pages, desktop entry, metainfo, icons and MIME type in place"

step "opening a record file as the file manager does: enkang FILE"
enkang-cli record new --db "$work/a.sqlite" kimasai-mackay --tag Place=Engaruka b3 c8 >/dev/null
enkang-cli record export --db "$work/a.sqlite" --all -o "$work/game.enkang"
QT_QPA_PLATFORM=offscreen enkang --db "$work/b.sqlite" --screenshot "$work/opened.png" "$work/game.enkang"
enkang-cli record list --db "$work/b.sqlite" | grep Engaruka || fail "enkang FILE did not import the record"
printf '[Game "kimasai-mackay"]\n1. b3 2. zz9 *\n' >"$work/bad.enkang"
QT_QPA_PLATFORM=offscreen enkang --db "$work/b.sqlite" --screenshot "$work/refused.png" \
  "$work/bad.enkang" 2>&1 | grep "bad.enkang:2:" || fail "enkang FILE did not name the malformed file's error"
[ "$(enkang-cli record list --db "$work/b.sqlite" | wc -l)" -eq 1 ] || fail "a malformed file changed the archive"
if [ -n "${SHOT:-}" ]; then
  QT_QPA_PLATFORM=offscreen enkang --db "$work/shot.sqlite" --screenshot "$SHOT"
  QT_QPA_PLATFORM=offscreen enkang --db "$work/shot.sqlite" --size 390x844 --screenshot "${SHOT%.png}-phone.png"
  cp "$work/opened.png" "${SHOT%.png}-opened-file.png"
fi

step "apt-get purge enkang"
dpkg-query -L enkang >"$work/files"
# What the install brought in goes with it (not autoremove: on a machine that
# had orphaned packages before, such as CI's, it would remove those too).
# shellcheck disable=SC2046
apt-get purge -y -qq $(cat "$work/added") >/dev/null
left=0
while read -r f; do
  # Folders such as /usr/share/man are shared: only files (and a folder of ours) must go.
  if [ -e "$f" ] && { [ ! -d "$f" ] || [ "$f" = /usr/share/doc/enkang ]; }; then
    echo "left behind: $f"; left=1
  fi
done <"$work/files"
[ ! -e /usr/share/mime/application/x-enkang-record.xml ] || { echo "left behind: the MIME type"; left=1; }
diff -u "$work/before" <(packages) || { echo "the installed packages differ from before"; left=1; }
[ "$left" -eq 0 ] || fail "the purge left things behind"
rm -rf "$work"
echo "installed package test passed"
