"""keys.json: players remap keys beside their saves, {"undo": "ctrl+u"}, by binding id.

A key the file gives that another binding keeps (or that another entry gives too) would do
one of the two things, neither surely the one asked for: such entries are left out, and the
player is told which and why.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from textual.app import App
from textual.binding import Binding

from engine.core.files import read_text
from engine.core.paths import keymap_path


def read_keymap(path: Path) -> dict[str, str]:
    """The binding id -> keys map in `path`; OSError or ValueError when it is no such map
    (a pipe or a device is refused, not read)."""
    keymap = json.loads(read_text(path))
    if not isinstance(keymap, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in keymap.items()
    ):
        raise ValueError("it must map binding ids to keys")
    return keymap


def keymap_clashes(keymap: dict[str, str], classes: Iterable[type]) -> dict[str, str]:
    """The entries of `keymap` that give a key another binding of `classes` keeps, or that
    another entry gives too: binding id -> why it is left out."""
    owners: dict[str, str] = {}  # key -> what it does now
    for cls in classes:
        for binding in cls.__dict__.get("BINDINGS", ()):
            if isinstance(binding, Binding) and binding.id not in keymap:
                for key in binding.key.split(","):
                    owners.setdefault(key.strip(), binding.description or binding.action)
    clashes: dict[str, str] = {}
    for binding_id, keys in keymap.items():
        for key in (k.strip() for k in keys.split(",")):
            if key in owners:
                clashes[binding_id] = f'{binding_id}: "{key}" is {owners[key]} already'
            owners.setdefault(key, binding_id)
    return clashes


def apply_keymap(app: App[Any], classes: Iterable[type]) -> dict[str, str]:
    """Remap `app`'s keys as keys.json says, but for the entries that clash with a binding
    of `classes` (the app's and its screens'), and say what was left out and why: the
    keymap applied."""
    path = keymap_path()
    if not path.exists():
        return {}
    try:
        keymap = read_keymap(path)
    except (OSError, ValueError) as exc:
        app.notify(f"Ignoring {path}: {exc}", severity="warning")
        return {}
    clashes = keymap_clashes(keymap, classes)
    if clashes:  # a key doing two things does one of them: neither is what was asked
        app.notify(f"Ignoring part of {path}: {'; '.join(clashes.values())}.",
                   severity="warning")
    keymap = {binding: keys for binding, keys in keymap.items() if binding not in clashes}
    app.set_keymap(keymap)
    return keymap
