"""Every key binding has an id, so keys.json can remap any of them; in an app an id names
one binding, but for the commands found on several screens (Help, Save...), where one
entry moves the command on every screen that has it."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from collections.abc import Iterable
from pathlib import Path

import pytest
from textual.binding import Binding
from textual.dom import DOMNode

from engine.tui.screens import HelpScreen
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.test_pebble_app import SIZE, notes, settle

ROOT = Path(__file__).resolve().parents[2]
CODE = ("engine", "wondrous_tui", "cryptic_tui")

#: one command on several screens, under one id
SHARED = frozenset({"help", "quit", "back", "save", "load", "new_game", "cancel"})


def bindings_without_id(source: str) -> list[int]:
    """The lines of `source` where a Binding is made without an id."""
    return [
        node.lineno for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and (getattr(node.func, "id", None) or getattr(node.func, "attr", None)) == "Binding"
        and not any(keyword.arg == "id" for keyword in node.keywords)
    ]


def test_a_binding_without_an_id_is_found() -> None:
    sample = ('BINDINGS = [\n    Binding("y", "stay", "Stay", id="stay"),\n'
              '    Binding("x", "go", "Go"),\n]')
    assert bindings_without_id(sample) == [3]


def test_every_binding_has_an_id() -> None:
    missing = [
        f"{path.relative_to(ROOT)}:{line}"
        for top in CODE for path in sorted((ROOT / top).rglob("*.py"))
        for line in bindings_without_id(path.read_text(encoding="utf-8"))
    ]
    assert missing == []


def classes_with_bindings(packages: Iterable[str]) -> list[type[DOMNode]]:
    """Every class in `packages` (all their modules imported) with bindings of its own."""
    for name in packages:
        package = importlib.import_module(name)
        for module in pkgutil.walk_packages(package.__path__, f"{name}."):
            importlib.import_module(module.name)
    seen: set[type[DOMNode]] = set()
    todo: list[type[DOMNode]] = [DOMNode]
    while todo:  # a class with two bases among them is reached twice
        cls = todo.pop()
        seen.add(cls)
        todo.extend(c for c in cls.__subclasses__() if c not in seen)
    return sorted((c for c in seen if c.__module__.startswith(tuple(packages))
                   and c.__dict__.get("BINDINGS")), key=lambda c: c.__qualname__)


def ids_on_several_classes(classes: Iterable[type[DOMNode]]) -> dict[str, list[str]]:
    """Ids given by more than one binding, but for the SHARED commands: id -> where."""
    where: dict[str, list[str]] = {}
    for cls in classes:
        for binding in cls.__dict__["BINDINGS"]:
            if isinstance(binding, Binding) and binding.id:
                where.setdefault(binding.id, []).append(cls.__qualname__)
    return {i: sorted(names) for i, names in where.items()
            if len(names) > 1 and (i not in SHARED or len(set(names)) < len(names))}


def test_an_id_given_twice_is_found() -> None:
    class One(DOMNode):
        BINDINGS = [Binding("a", "x", "X", id="twice"), Binding("b", "y", "Y", id="help")]

    class Two(DOMNode):
        BINDINGS = [Binding("c", "z", "Z", id="twice"), Binding("d", "y", "Y", id="help")]

    assert ids_on_several_classes([One, Two]) == {
        "twice": ["test_an_id_given_twice_is_found.<locals>.One",
                  "test_an_id_given_twice_is_found.<locals>.Two"]}


@pytest.mark.parametrize("app", ["wondrous_tui", "cryptic_tui"])
def test_in_each_app_an_id_names_one_binding(app: str) -> None:
    classes = classes_with_bindings(("engine.tui", app))
    assert len(classes) > 10
    assert ids_on_several_classes(classes) == {}


async def test_a_binding_given_its_id_now_is_remapped_by_keys_json(_isolated_home) -> None:
    _isolated_home.mkdir(parents=True, exist_ok=True)
    (_isolated_home / "keys.json").write_text('{"close_help": "f10"}')
    app = make_app(config(players=1, seed=4), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert notes(app) == []
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("f10")
        await settle(pilot)
        assert not isinstance(app.screen, HelpScreen)


async def test_only_keys_of_one_screen_clash(_isolated_home) -> None:
    """Help's Page Down may take Ctrl+Z, which only the table keeps; not Down (its list's)
    nor Ctrl+W (its search box's)."""
    _isolated_home.mkdir(parents=True, exist_ok=True)
    (_isolated_home / "keys.json").write_text(
        '{"read_on": "ctrl+z", "read_back": "down", "close_help": "ctrl+w"}')
    app = make_app(config(players=1, seed=4), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        said = " ".join(notes(app))
        assert 'read_back: "down" is Topics already' in said
        assert 'close_help: "ctrl+w" is' in said
        assert "read_on" not in said
