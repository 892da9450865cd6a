#!/usr/bin/python3
# Reads the app's accessibility tree through AT-SPI, as a screen reader
# does, on Home, Play, Learn and Rules: every control has a name, no still picture
# is a button, the page tabs are named, and no name reads "(s)".
# Run it under an X server and a D-Bus session:
#   xvfb-run -a dbus-run-session -- tests/app/check_accessibility.py build/app/enkang
import os
import subprocess
import sys
import tempfile
import time

import pyatspi

PAGES = ["home", "play", "learn", "rules"]
LANGUAGES = ["en", "es", "pt", "sk"]
# Roles a person acts on: each must have a name.
CONTROL_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_SLIDER, pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT,
}
BUTTON_ROLES = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
                pyatspi.ROLE_RADIO_BUTTON}


def find_app(pid, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app and app.get_process_id() == pid and app.childCount > 0:
                    return app
            except Exception:
                pass
        time.sleep(0.25)
    return None


def has_action(node):
    try:
        return node.queryAction().nActions > 0
    except NotImplementedError:
        return False


def walk(node, path, out, in_picture=False):
    """Collects (node, path, inside a picture) for every node that is shown."""
    try:
        states = node.getState()
        role = node.getRole()
    except Exception:
        return
    if not states.contains(pyatspi.STATE_SHOWING) and role != pyatspi.ROLE_APPLICATION:
        return
    out.append((node, path, in_picture))
    picture = in_picture or role == pyatspi.ROLE_IMAGE
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            walk(child, path + [f"{child.getRoleName()} '{child.name}'"], out, picture)


def check_page(enkang, page, lang, workdir):
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
               QT_ACCESSIBILITY="1")
    db = os.path.join(workdir, f"{page}-{lang}.sqlite")
    app_process = subprocess.Popen([enkang, "--page", page, "--lang", lang, "--size", "390x844",
                                    "--db", db], env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, text=True)
    problems = []
    try:
        app = find_app(app_process.pid)
        if app is None:
            return [f"{page} {lang}: the app never showed up on the accessibility bus"], 0
        time.sleep(1.0)  # the pages fill in (the archive answers from its thread)
        nodes = []
        walk(app, [], nodes)
        where = f"{page} {lang}"
        controls = 0
        for node, path, in_picture in nodes:
            role, name = node.getRole(), node.name or ""
            said = f"{node.getRoleName()} '{name}' at {' > '.join(path[-3:])}"
            if "(s)" in name or "(s)" in (node.description or ""):
                problems.append(f"{where}: '(s)' read out: {said}")
            if role in CONTROL_ROLES:
                controls += 1
                if not name.strip():
                    problems.append(f"{where}: a {node.getRoleName()} with no name: {said}")
            if role in BUTTON_ROLES and not has_action(node):
                problems.append(f"{where}: a button that offers no action: {said}")
            if role in BUTTON_ROLES and in_picture:
                problems.append(f"{where}: a button inside a still picture: {said}")
            if role == pyatspi.ROLE_IMAGE and not (name.strip() and (node.description or "").strip()):
                problems.append(f"{where}: a picture with no name or description: {said}")
        if page in ("home", "rules"):
            pits = [n for n, _, _ in nodes if n.getRole() in BUTTON_ROLES
                    and n.name[:1] in "abcd" and n.name[1:2].isdigit()]
            if pits:
                problems.append(f"{where}: {len(pits)} pits of still boards are buttons "
                                f"(the first: '{pits[0].name}')")
        if page == "play":
            playable = [n for n, _, _ in nodes if n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                        and n.name[:1] in "abcd" and n.name[1:2].isdigit()]
            if not playable:
                problems.append(f"{where}: the board's pits are not buttons a reader can press")
        if controls == 0:
            problems.append(f"{where}: no control found in the tree")
        return problems, controls
    finally:
        app_process.terminate()
        try:
            app_process.wait(10)
        except subprocess.TimeoutExpired:
            app_process.kill()


def main():
    enkang = sys.argv[1]
    problems, total = [], 0
    pyatspi.Registry.getDesktop(0)  # starts the registry before the first app looks for it
    with tempfile.TemporaryDirectory() as workdir:
        for page in PAGES:
            for lang in LANGUAGES:
                found, controls = check_page(enkang, page, lang, workdir)
                problems += found
                total += controls
    for p in problems:
        print("FAIL:", p)
    print(f"{total} controls read on {len(PAGES)} pages in {len(LANGUAGES)} languages; "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
