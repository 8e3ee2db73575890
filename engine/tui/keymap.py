"""keys.json: players remap keys beside their saves, {"undo": "ctrl+u"}, by binding id.

A key the file gives that another binding keeps (or that another entry gives too) would do
one of the two things, neither surely the one asked for: such entries are left out, and the
player is told which and why. Only keys that answer together clash: those of one screen
(the app's, the screen's, its widgets'). Every binding has an id, so any can be remapped.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from textual.app import App
from textual.binding import Binding
from textual.widgets import Button, OptionList

from engine.core.files import read_text
from engine.core.paths import keymap_path
from engine.tui.game_screen import GameScreen
from engine.tui.inputs import TypedInput
from engine.tui.prompt_panel import Choices
from engine.tui.result_screen import ResultScreen
from engine.tui.save_screens import LoadScreen, SaveScreen
from engine.tui.screens import ConfirmScreen, HelpScreen


def read_keymap(path: Path) -> dict[str, str]:
    """The binding id -> keys map in `path`; OSError or ValueError when it is no such map
    (a pipe or a device is refused, not read)."""
    keymap = json.loads(read_text(path))
    if not isinstance(keymap, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in keymap.items()
    ):
        raise ValueError("it must map binding ids to keys")
    return keymap


#: Keys active together: the classes whose bindings one screen answers to (the app's, the
#: screen's and those of the widgets on it).
Scope = tuple[type, ...]


def key_scopes(app: type, table_widgets: Iterable[type] = ()) -> list[Scope]:
    """The app's keys with each screen's that a start has loaded, and its widgets': the
    table (its option list and `table_widgets`, the board's widgets with keys of their
    own), the final scores, saving, loading, a question and help. The new-game form, a
    choice's list and a replay are loaded when first shown: their bindings are in no scope
    (see keymap_clashes)."""
    screens: list[tuple[type, ...]] = [
        (GameScreen, Choices, *table_widgets), (ResultScreen,), (SaveScreen, TypedInput),
        (LoadScreen, OptionList), (ConfirmScreen, Button), (HelpScreen, TypedInput, OptionList),
    ]
    return [(*app.__mro__, *(c for cls in screen for c in cls.__mro__)) for screen in screens]


def _bindings(cls: type) -> list[Binding]:
    return [b for b in cls.__dict__.get("BINDINGS", ()) if isinstance(b, Binding)]


def keymap_clashes(keymap: dict[str, str], scopes: Iterable[Scope]) -> dict[str, str]:
    """The entries of `keymap` that give a key another binding keeps, or that another entry
    gives too, where both answer together: in a scope (a screen's keys) that has the
    entry's binding, or in any scope for a binding none has (one of a screen not loaded
    yet). Binding id -> why it is left out, in the file's order."""
    scopes = list(scopes)
    ids = [{b.id for cls in scope for b in _bindings(cls)} for scope in scopes]
    known = set().union(*ids)
    clashes: dict[str, str] = {}
    for scope, scope_ids in zip(scopes, ids, strict=True):
        entries = {i: keys for i, keys in keymap.items() if i in scope_ids or i not in known}
        for binding_id, why in _clashes_in(scope, entries, keymap).items():
            clashes.setdefault(binding_id, why)
    return {binding_id: clashes[binding_id] for binding_id in keymap if binding_id in clashes}


def _clashes_in(scope: Scope, entries: dict[str, str], keymap: dict[str, str]) -> dict[str, str]:
    """The `entries` that give a key a binding of `scope` keeps (one `keymap` leaves where
    it is), or that an entry before gives."""
    owners: dict[str, str] = {}  # key -> what it does now
    for cls in scope:
        for binding in _bindings(cls):
            if binding.id not in keymap:
                for key in binding.key.split(","):
                    owners.setdefault(key.strip(), binding.description or binding.action)
    clashes: dict[str, str] = {}
    for binding_id, keys in entries.items():
        for key in (k.strip() for k in keys.split(",")):
            if key in owners:
                clashes[binding_id] = f'{binding_id}: "{key}" is {owners[key]} already'
            owners.setdefault(key, binding_id)
    return clashes


def apply_keymap(app: App[Any], scopes: Iterable[Scope]) -> dict[str, str]:
    """Remap `app`'s keys as keys.json says, but for the entries that clash with a binding
    of the same screen (`scopes`: see key_scopes), and say what was left out and why: the
    keymap applied."""
    path = keymap_path()
    if not path.exists():
        return {}
    try:
        keymap = read_keymap(path)
    except (OSError, ValueError) as exc:
        app.notify(f"Ignoring {path}: {exc}", severity="warning")
        return {}
    clashes = keymap_clashes(keymap, scopes)
    if clashes:  # a key doing two things does one of them: neither is what was asked
        app.notify(f"Ignoring part of {path}: {'; '.join(clashes.values())}.",
                   severity="warning")
    keymap = {binding: keys for binding, keys in keymap.items() if binding not in clashes}
    app.set_keymap(keymap)
    return keymap
