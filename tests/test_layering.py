"""Read, don't reach in: outside engine/core nobody touches a private attribute of Game.

Apps, agents, tools and tests read `game.state`, `view()` and events; the test-only
helpers that must reach further live in `engine.core.testing`."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "engine" / "core"
CHECKED = ("engine", "wondrous_tui", "cryptic_tui", "tests")


def game_privates() -> set[str]:
    """The private names Game keeps: attributes it sets on self and its private methods."""
    tree = ast.parse((CORE / "game.py").read_text(encoding="utf-8"))
    game = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Game")
    names = {f.name for f in game.body if isinstance(f, ast.FunctionDef)}
    names |= {
        n.attr for n in ast.walk(game)
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "self"
    }
    return {n for n in names if n.startswith("_") and not n.startswith("__")}


def reach_ins(source: str, privates: set[str]) -> list[int]:
    """Lines where something other than `self` is asked for one of `privates`."""
    return [
        node.lineno for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute) and node.attr in privates
        and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
    ]


def test_game_privates_are_found() -> None:
    assert {"_state", "_table", "_run", "_restore"} <= game_privates()


def test_the_check_sees_a_reach_in() -> None:
    assert reach_ins("x = game._state.players\nself._state = 1\n", {"_state"}) == [1]


def test_no_code_outside_engine_core_reads_a_private_attribute_of_game() -> None:
    privates = game_privates()
    found = []
    for top in CHECKED:
        for path in sorted((ROOT / top).rglob("*.py")):
            if CORE in path.parents or "__snapshots__" in path.parts:
                continue
            for line in reach_ins(path.read_text(encoding="utf-8"), privates):
                found.append(f"{path.relative_to(ROOT)}:{line}")
    assert found == []


#: Each app and the one module of the games' engines it may import: the game's public face.
#: Everything else under engine/<game> is the rules' inside and may move.
APPS = {"wondrous_tui": "engine.wondrous.api", "cryptic_tui": "engine.cryptic.api"}
GAMES = ("engine.wondrous", "engine.cryptic")


def reached_internals(source: str, allowed: str) -> list[tuple[int, str]]:
    """(line, module) for each import of a game's engine other than `allowed`, in every
    form (`import engine.x.y`, `from engine.x.y import z`, `from engine.x import y`), in
    functions and `if TYPE_CHECKING:` blocks too."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules = ([f"{node.module}.{alias.name}" for alias in node.names]
                       if node.module in GAMES else [node.module])
        else:
            continue
        found += [(node.lineno, m) for m in modules
                  if m.startswith(tuple(f"{g}." for g in GAMES)) or m in GAMES
                  if m != allowed]
    return sorted(found)


def test_the_app_check_sees_an_internal_import() -> None:
    source = ("from engine.wondrous.api import Catalog\n"
              "from engine.wondrous.ctx import Catalog\n"
              "def f():\n    import engine.cryptic.view\n"
              "from engine.wondrous import api, rules\n"
              "from engine.core import Game\n")
    assert reached_internals(source, "engine.wondrous.api") == [
        (2, "engine.wondrous.ctx"), (4, "engine.cryptic.view"), (5, "engine.wondrous.rules")]


def test_an_app_imports_only_its_games_api() -> None:
    found = []
    for app, allowed in APPS.items():
        for path in sorted((ROOT / app).rglob("*.py")):
            for line, module in reached_internals(path.read_text(encoding="utf-8"), allowed):
                found.append(f"{path.relative_to(ROOT)}:{line}: {module} (use {allowed})")
    assert found == []
