#!/usr/bin/env bash
# Refreshes translations/enkang_{es,pt,sk}.ts from the sources (C++ tr() and
# QML qsTr()). Run after changing interface texts, then translate the new
# entries (Qt Linguist, or by hand) and run scripts/check-translations.py.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=/usr/lib/qt6/bin/lupdate
for lang in es pt sk; do
  "$lupdate" -locations relative -no-obsolete app/ui app/gui app/learn archive engine qml -target-language "$lang" \
    -ts "translations/enkang_$lang.ts"
done
# English is the source; its file holds only the plural forms ("%n cow(s)").
"$lupdate" -pluralonly -locations relative -no-obsolete app/ui app/gui app/learn archive engine qml -target-language en \
  -ts translations/enkang_en.ts
