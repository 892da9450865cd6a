#!/usr/bin/env bash
# Builds the Debian package from a build folder (cpack -G DEB, into a scratch
# folder) and checks what a user would get: its fields; both programs, their
# man pages, the desktop entry, metainfo, icons, MIME type, copyright and
# changelog; the desktop entry and metainfo validate; each man page has every
# option of its program's help (it is made from it); Depends names the SQLite
# driver of Qt SQL and the package of every QML module the app loads
# (scripts/qml-modules.txt), and nothing only the tests need.
# Usage: check_deb.sh BUILD_DIR SOURCE_DIR QT_QML_DIR
set -euo pipefail
build=$(cd "$1" && pwd) source=$(cd "$2" && pwd) qml_dir=$3
id=io.github.enkang.Enkang
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; status=1; }
status=0

start=$SECONDS
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1 \
  || { cat "$work/cpack.log"; echo "FAIL: cpack"; exit 1; }
deb=$(echo "$work"/out/enkang_*.deb)
echo "$(basename "$deb"): built in $((SECONDS - start)) s"
field() { dpkg-deb --field "$deb" "$1"; }

echo "== fields"
dpkg-deb --field "$deb" Package Version Section Priority Maintainer Homepage
[ "$(field Package)" = enkang ] || fail "Package is not enkang"
[ "$(field Section)" = education ] || fail "Section is not education (games would need /usr/games)"
for f in Maintainer Homepage Description; do [ -n "$(field $f)" ] || fail "no $f"; done

echo "== files"
dpkg-deb --contents "$deb" | awk '$1 !~ /^d/ {sub(/^\.\//, "", $6); print $6}' | sort >"$work/files"
expected=(usr/bin/enkang usr/bin/enkang-cli usr/share/man/man1/enkang.1.gz
  usr/share/man/man1/enkang-cli.1.gz "usr/share/applications/$id.desktop"
  "usr/share/metainfo/$id.metainfo.xml" "usr/share/mime/packages/$id.xml"
  "usr/share/icons/hicolor/scalable/apps/$id.svg"
  usr/share/doc/enkang/copyright usr/share/doc/enkang/changelog.gz)
for size in 16 22 24 32 48 64 128 256; do
  expected+=("usr/share/icons/hicolor/${size}x${size}/apps/$id.png")
done
diff <(printf '%s\n' "${expected[@]}" | sort) "$work/files" \
  || fail "the package's files differ from the expected (<) list"
dpkg-deb -x "$deb" "$work/root"
root=$work/root
desktop-file-validate "$root/usr/share/applications/$id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml" || fail "appstreamcli validate"
zcat "$root/usr/share/doc/enkang/changelog.gz" | head -1 | grep -q "^enkang ($(field Version))" \
  || fail "changelog.gz does not start with this version"

echo "== man pages made from the help text"
# Each item of a help text (an option of enkang, a command line of enkang-cli)
# is in its page, as roff writes it (a hyphen is "\-").
check_page() {  # PAGE HELP-TEXT-FILE ITEM-PATTERN
  local page=$root/usr/share/man/man1/$1.1.gz n=0
  man --warnings -l "$page" >/dev/null 2>"$work/warnings"
  [ ! -s "$work/warnings" ] || fail "$1.1: $(cat "$work/warnings")"
  while read -r item; do
    n=$((n + 1))
    zgrep -qF -- "\\fB$(sed 's/-/\\-/g' <<<"$item")" "$page" || fail "$1.1 lacks the help's '$item'"
  done < <(grep -oE "$3" "$2" | sed 's/^ *//')
  echo "$1.1: the help's $n items"
  [ "$n" -gt 0 ] || fail "found nothing in $1's help"
}
QT_QPA_PLATFORM=offscreen "$root/usr/bin/enkang" --help >"$work/enkang.help" 2>/dev/null
check_page enkang "$work/enkang.help" '^ +(-[a-zA-Z], )?--[a-z-]+'
"$root/usr/bin/enkang-cli" help | sed -n '/^Commands:/,/^$/p' >"$work/enkang-cli.help"
check_page enkang-cli "$work/enkang-cli.help" '^  [a-z].*'

echo "== Depends"
field Depends | tr ',' '\n' | sed 's/^ *//; s/ .*//' | sort -u >"$work/depends"
tr '\n' ' ' <"$work/depends"; echo
grep -qx libqt6sql6-sqlite "$work/depends" || fail "Depends lacks libqt6sql6-sqlite (the archive's driver)"
grep -qx libqt6quick6 "$work/depends" || fail "Depends lacks libqt6quick6 (dpkg-shlibdeps did not run?)"
# Every QML module the app loads (the same resolution as the test qml_packages,
# from the app's own QML and C++ only), each by its package.
python3 - "$source" "$work/depends" "$qml_dir" <<'PY' || status=1
import os, sys
sys.path.insert(0, os.path.join(sys.argv[1], "tests", "packaging"))
import check_qml_packages as qml
source, depends = sys.argv[1], set(open(sys.argv[2]).read().split())
table = qml.read_table(os.path.join(source, "scripts", "qml-modules.txt"))
qml_dir = sys.argv[3]
why = {m: f"imported by {f}" for m, f in qml.app_imports(source, qml.APP_PLACES).items()}
rows, _, problems = qml.resolve(why, table, qml.installed_modules(qml_dir), qml_dir)
bad = problems[:]
for module, package in rows:
    if package != "-" and package not in depends:
        bad.append(f"Depends lacks {package}, for {module} ({why[module]})")
listed = {package for package, _ in table.values()}
for package in sorted(depends):
    if package.startswith("qml6-module-") and package not in listed:
        bad.append(f"Depends names {package}, which scripts/qml-modules.txt does not list")
print(f"{len(rows)} QML modules the app loads, in {len({p for _, p in rows if p != '-'})} packages")
for b in bad:
    print("FAIL:", b)
sys.exit(1 if bad else 0)
PY
for test_only in qml6-module-qttest libqt6test6 libqt6quicktest6; do
  ! grep -qx "$test_only" "$work/depends" || fail "Depends names $test_only, which only the tests need"
done
! grep -E -- '-dev$' "$work/depends" || fail "Depends names a development package"
[ "$status" -eq 0 ] && echo "the package OK"
exit $status
