#!/usr/bin/env python3
"""Prints the Debian packages of every QML module the installed app loads,
comma-separated, for the .deb's Depends. The modules come from the app's own
imports (not the tests') and what those load in turn, and each package from
scripts/qml-modules.txt: the same table and resolution as the test
tests/packaging/check_qml_packages.py, so the list is written once.

Usage: qml_depends.py SOURCE_DIR QT_QML_DIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "packaging"))
import check_qml_packages as qml  # noqa: E402


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    source, qml_dir = sys.argv[1], sys.argv[2]
    table = qml.read_table(os.path.join(source, "scripts", "qml-modules.txt"))
    why = {m: f"imported by {f}" for m, f in qml.app_imports(source, qml.APP_PLACES).items()}
    rows, _, problems = qml.resolve(why, table, qml.installed_modules(qml_dir), qml_dir)
    if problems:
        sys.exit("\n".join(["qml_depends.py: cannot tell the package's QML dependencies:"] + problems))
    print(", ".join(sorted({package for _, package in rows if package != "-"})))


if __name__ == "__main__":
    main()
