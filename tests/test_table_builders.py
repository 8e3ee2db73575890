"""Each game's rules tests lay their tables with one builder (tests/<game>/builder.py,
issue #35): a test module may name a table of its own (`def table`, `def haoa_table`, a
fixture), but that function lays it through the builder and only sets its own situation on
top; eight factories that each built the game their own way were folded into these."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
GAMES = ("wondrous", "cryptic")


def own_tables(folder: Path) -> list[str]:
    """Functions named `table` or `*_table` (tests aside) in `folder`'s modules (the
    builder aside) that do not call the builder's `table`, as "file:line name"."""
    found = []
    for path in sorted(folder.glob("*.py")):
        if path.name == "builder.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {alias.asname or alias.name for node in ast.walk(tree)
                    if isinstance(node, ast.ImportFrom) and (node.module or "").endswith(
                        ".builder") for alias in node.names if alias.name == "table"}
        tables = [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)
                  and (node.name == "table" or node.name.endswith("_table"))
                  and not node.name.startswith("test_")]
        found += [f"{path.name}:{node.lineno} {node.name}" for node in tables
                  if not any(lays_with_builder(call, imported) for call in ast.walk(node))]
    return found


def lays_with_builder(node: ast.AST, imported: set[str]) -> bool:
    """`builder.table(...)`, or a call of `table` imported from a builder module."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Attribute):
        return (func.attr == "table" and isinstance(func.value, ast.Name)
                and func.value.id == "builder")
    return isinstance(func, ast.Name) and func.id in imported


@pytest.mark.parametrize("game", GAMES)
def test_every_table_of_the_rules_tests_is_laid_by_the_builder(game: str) -> None:
    assert (TESTS / game / "builder.py").is_file()
    assert own_tables(TESTS / game) == []


def test_the_check_finds_a_factory_of_its_own(tmp_path: Path) -> None:
    (tmp_path / "builder.py").write_text("def table():\n    return 1\n")
    (tmp_path / "test_own.py").write_text(
        "from tests.wondrous import builder\n"
        "from tests.wondrous.builder import table as lay\n\n"
        "def table():\n    return started(2)\n\n"  # its own: found
        "def haoa_table():\n    return builder.table(empty_map=True)\n\n"
        "def winter_table():\n    return lay(winterfall=True)\n\n"
        "def test_the_table():\n    assert table()\n")
    assert own_tables(tmp_path) == ["test_own.py:4 table"]
