"""GameApp stays in parts: no module of engine/tui grows past about 500 lines, and no two
of them import each other, round about (TYPE_CHECKING imports count: a type that needs a
cycle is a protocol's job)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TUI = ROOT / "engine" / "tui"
MOST_LINES = 500


def tui_imports() -> dict[str, set[str]]:
    """engine.tui module -> the engine.tui modules it imports (anywhere in it)."""
    graph: dict[str, set[str]] = {}
    for path in sorted(TUI.rglob("*.py")):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{a.name}" for a in node.names)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
        graph[name] = found
    return {name: {m for m in found if m in graph and m != name}
            for name, found in graph.items()}


def cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle in `graph`, or []."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for other in sorted(graph[node]):
            if state.get(other) == 1:
                return [*path[path.index(other):], other]
            if other not in state:
                found = visit(other)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def test_the_cycle_check_finds_one() -> None:
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_in_engine_tui() -> None:
    graph = tui_imports()
    assert "engine.tui.game_screen" in graph["engine.tui.app"]  # the check reads imports
    assert cycle(graph) == []


def test_commands_and_the_table_do_not_import_the_app() -> None:
    graph = tui_imports()
    for name in ("engine.tui.commands", "engine.tui.game_screen", "engine.tui.hotseat",
                 "engine.tui.pacer", "engine.tui.file_menu", "engine.tui.opening"):
        assert "engine.tui.app" not in graph[name], name


def test_no_module_in_engine_tui_is_over_about_500_lines() -> None:
    long = {str(p.relative_to(ROOT)): n for p in sorted(TUI.rglob("*.py"))
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert long == {}
