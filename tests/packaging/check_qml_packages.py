#!/usr/bin/env python3
"""Fails unless scripts/install-deps.sh installs every QML module the app loads.

The modules: every `import X` in the app's QML (qml/, tests/qml/ and QML held
in C++ strings), then, through the installed Qt, every module those load in
turn (their qmldir's import/depends lines and the imports of their own .qml
files, such as the non-native FileDialog's Qt.labs.folderlistmodel), plus
what scripts/qml-modules.txt says a module loads from C++. Each module must
have a line in scripts/qml-modules.txt, and its package must be in
install-deps.sh.

Usage: check_qml_packages.py SOURCE_DIR QT_QML_DIR
"""
import os
import re
import shutil
import subprocess
import sys

IMPORT = re.compile(r"^\s*import\s+([A-Za-z_][\w.]*)", re.MULTILINE)


def read_table(path):
    """module -> (package, [modules it loads from C++]); '-' is built in."""
    table = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            words = line.split("#", 1)[0].split()
            if words:
                table[words[0]] = (words[1], words[2:])
    return table


def package_of(table, module):
    if module in table:
        return table[module][0]
    parts = module.split(".")
    for n in range(len(parts) - 1, 0, -1):
        wildcard = ".".join(parts[:n]) + ".*"
        if wildcard in table:
            return table[wildcard][0]
    return None


def listed_packages(install_deps):
    text = open(install_deps, encoding="utf-8").read()
    block = re.search(r"^packages=\((.*?)^\)", text, re.MULTILINE | re.DOTALL)
    if not block:
        sys.exit(f"FAIL: no packages=( ... ) list in {install_deps}")
    return {w for line in block.group(1).splitlines() for w in line.split("#", 1)[0].split()}


# Where the app and its tests write QML imports; the package needs only APP_PLACES.
APP_PLACES = [("qml", (".qml", ".js")), ("app", (".cpp", ".h"))]
ALL_PLACES = APP_PLACES + [("tests/qml", (".qml",))] + [(d, (".cpp", ".h")) for d in ("bench", "tests")]


def app_imports(source, places=ALL_PLACES):
    """module -> the first file (of places) that imports it."""
    found = {}
    for folder, suffixes in places:
        for root, _, files in os.walk(os.path.join(source, folder)):
            for name in sorted(files):
                if not name.endswith(suffixes):
                    continue
                path = os.path.join(root, name)
                text = open(path, encoding="utf-8").read()
                for module in IMPORT.findall(text):
                    found.setdefault(module, os.path.relpath(path, source))
    return found


def installed_modules(qml_dir):
    """module -> its folder in the installed Qt."""
    modules = {}
    for root, _, files in os.walk(qml_dir):
        if "qmldir" in files:
            for line in open(os.path.join(root, "qmldir"), encoding="utf-8"):
                if line.startswith("module "):
                    modules[line.split()[1]] = root
    return modules


def loads(folder, modules):
    """What an installed module imports: its qmldir, then its own .qml files."""
    out = set()
    for line in open(os.path.join(folder, "qmldir"), encoding="utf-8"):
        w = line.split()
        if len(w) >= 2 and w[0] in ("import", "depends"):
            out.add(w[1])
        elif len(w) >= 3 and w[0] in ("optional", "default") and w[1] == "import":
            # An optional style for another platform (Windows, macOS) is never there.
            if w[0] == "default" or w[2] in modules:
                out.add(w[2])
    for root, dirs, files in os.walk(folder):
        # Sub-folders with a qmldir are modules of their own; designer/ is Qt Design Studio's.
        dirs[:] = [
            d for d in dirs
            if d != "designer" and not os.path.exists(os.path.join(root, d, "qmldir"))
        ]
        for name in files:
            if name.endswith(".qml"):
                text = open(os.path.join(root, name), encoding="utf-8").read()
                out.update(IMPORT.findall(text))
    return out


def resolve(why, table, installed, qml_dir):
    """Follows what the modules in `why` (module -> why it is needed) load in
    turn; `why` grows with them. Returns [(module, package)], {qmldir path:
    (module, package)} of the installed ones, and the problems found."""
    queue, problems, rows, qmldirs = sorted(why), [], [], {}
    while queue:
        module = queue.pop(0)
        package = package_of(table, module)
        if package is None:
            problems.append(f"{module} ({why[module]}): no line in scripts/qml-modules.txt; "
                            f"find its package (dpkg -S {qml_dir}/<module path>/qmldir), "
                            "add it there and to scripts/install-deps.sh")
            continue
        rows.append((module, package))
        if package == "-":
            continue
        nexts = set(table.get(module, ("", []))[1])
        if module in installed:
            qmldirs[os.path.join(installed[module], "qmldir")] = (module, package)
            nexts |= loads(installed[module], installed)
        else:
            problems.append(f"{module} ({why[module]}): not installed in {qml_dir}, so what it "
                            f"loads cannot be checked; run scripts/install-deps.sh ({package})")
        for n in sorted(nexts):
            if n not in why and n != module:
                why[n] = f"loaded by {module}, {why[module]}"
                queue.append(n)
    return rows, qmldirs, problems


def dpkg_owners(paths):
    """path -> the package that installed it, as dpkg knows it (one call: dpkg is slow)."""
    if not paths or not shutil.which("dpkg"):
        return {}
    r = subprocess.run(["dpkg", "-S", *paths], capture_output=True, text=True)
    owners = {}
    for line in r.stdout.splitlines():  # "qml6-module-qtquick:amd64: /usr/.../qmldir"
        package, _, path = line.partition(": ")
        owners[path.strip()] = package.split(":", 1)[0]
    return owners


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    source, qml_dir = sys.argv[1], sys.argv[2]
    table_path = os.path.join(source, "scripts", "qml-modules.txt")
    table = read_table(table_path)
    listed = listed_packages(os.path.join(source, "scripts", "install-deps.sh"))
    installed = installed_modules(qml_dir)

    why = {m: f"imported by {f}" for m, f in app_imports(source).items()}
    if not why:
        sys.exit("FAIL: found no QML import at all (is SOURCE_DIR right?)")
    rows, qmldirs, problems = resolve(why, table, installed, qml_dir)
    for module, package in rows:
        if package != "-" and package not in listed:
            problems.append(f"{module} ({why[module]}): its package {package} "
                            "is not in scripts/install-deps.sh")

    # The table is checked against what dpkg says installed each module.
    for path, owner in dpkg_owners(sorted(qmldirs)).items():
        module, package = qmldirs.get(path, (None, owner))
        if owner != package:
            problems.append(f"{module}: scripts/qml-modules.txt says {package}, "
                            f"but dpkg says {owner} installed it")

    for module, package in sorted(rows):
        print(f"  {module:32} {package}")
    for p in problems:
        print("FAIL:", p)
    print(f"{len(rows)} QML modules checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
