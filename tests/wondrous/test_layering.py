"""Wondrous modules import in one direction: data, primitives, reactions, composite rewards,
actions, turn flow (LAYERS). No module reaches up by an import inside a function, and no
chain of module imports comes back to where it started."""

from __future__ import annotations

import ast
from pathlib import Path

from engine.wondrous import rules, triggers

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "engine.wondrous"
#: the modules once tied in a cycle by imports inside functions: no such import at all
ONCE_TIED = ("gains", "discovery", "cards", "triggers", "recharge", "time_track",
             "solo.haze", "solo.area")


def module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_only(node: ast.If) -> bool:
    return "TYPE_CHECKING" in ast.unparse(node.test)


def imports(source: str, known: set[str]) -> list[tuple[str, bool, int]]:
    """(module imported, inside a function, line) for each import run at import time or in a
    function; `from pkg import name` names the submodule when `pkg.name` is `known`."""
    found: list[tuple[str, bool, int]] = []

    def walk(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking_only(child):
                continue  # never runs: no import-time edge
            inside = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
            if isinstance(child, ast.Import):
                found.extend((a.name, inside, child.lineno) for a in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module and not child.level:
                for alias in child.names:
                    sub = f"{child.module}.{alias.name}"
                    found.append((sub if sub in known else child.module, inside, child.lineno))
            walk(child, inside)

    walk(ast.parse(source), False)
    return found


def package_modules(root: Path) -> dict[str, str]:
    """Every module of engine/wondrous under `root`, by dotted name, with its source."""
    base = root / "engine" / "wondrous"
    return {
        module_name(path, root): path.read_text(encoding="utf-8")
        for path in sorted(base.rglob("*.py"))
    }


def import_graph(modules: dict[str, str]) -> dict[str, set[str]]:
    known = set(modules)
    return {
        name: {target for target, _, _ in imports(source, known)
               if target in known and target != name}
        for name, source in modules.items()
    }


def cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle as a path that ends where it starts, or [] when there is none."""
    done: set[str] = set()
    path: list[str] = []

    def visit(node: str) -> list[str]:
        if node in path:
            return [*path[path.index(node):], node]
        if node in done:
            return []
        path.append(node)
        for target in sorted(graph[node]):
            found = visit(target)
            if found:
                return found
        path.pop()
        done.add(node)
        return []

    for start in sorted(graph):
        found = visit(start)
        if found:
            return found
    return []


#: the late imports allowed, each down the layers (the checks below still see them): they
#: put off what a start does not need, Winterfall's models and checks, which only a check
#: of its files (a cache miss, `wondrous data --check`) imports
#: (Winterfall's component set imports them: engine.wondrous.component_sets)
PUT_OFF = {(f"{PACKAGE}.winterfall.component_set", f"{PACKAGE}.winterfall.asset_files"),
           (f"{PACKAGE}.winterfall.component_set", f"{PACKAGE}.winterfall.asset_checks")}


def late_imports(modules: dict[str, str]) -> list[str]:
    """Imports inside functions: of any engine.wondrous module anywhere in the package (but
    those PUT_OFF), and of anything at all in the modules once tied in a cycle."""
    known = set(modules)
    strict = {f"{PACKAGE}.{name}" for name in ONCE_TIED}
    return sorted({
        f"{name}:{line} imports {target}"
        for name, source in modules.items()
        for target, inside, line in imports(source, known)
        if inside and (name in strict or target.startswith(f"{PACKAGE}."))
        and (name, target) not in PUT_OFF
    })


def test_the_checks_see_a_late_import_and_the_cycle_it_hides() -> None:
    modules = {
        f"{PACKAGE}.gains": "def f():\n    from engine.wondrous.cards import deal\n",
        f"{PACKAGE}.cards": "from engine.wondrous import gains\n",
        f"{PACKAGE}.place": "from engine.wondrous.cards import deal\n",
    }
    assert late_imports(modules) == [f"{PACKAGE}.gains:2 imports {PACKAGE}.cards"]
    assert cycle(import_graph(modules)) == [f"{PACKAGE}.cards", f"{PACKAGE}.gains",
                                            f"{PACKAGE}.cards"]
    modules[f"{PACKAGE}.gains"] = "from engine.wondrous import discovery\n"
    assert late_imports(modules) == []
    assert cycle(import_graph(modules)) == []


def test_no_import_inside_a_function_reaches_a_wondrous_module() -> None:
    assert late_imports(package_modules(ROOT)) == []


def test_wondrous_modules_import_without_a_cycle() -> None:
    assert cycle(import_graph(package_modules(ROOT))) == []


#: every module's layer, lowest first: a module imports only from its own layer or below
LAYERS: dict[str, tuple[str, ...]] = {
    "data": ("state", "solo.state", "winterfall.state", "components", "solo.components",
             "winterfall.components",
             "winterfall.asset_files", "asset_checks", "winterfall.names", "winterfall.played",
             "winterfall.asset_checks", "component_sets", "solo.component_set",
             "winterfall.component_set", "registered", "loading", "balance",
             "winterfall.balance", "board",
             "ctx", "winterfall.catalog", "registry", "modules", "skip"),
    "primitives": ("deck", "wilderness", "reserve", "habitats", "spot_options", "discovery",
                   "solo.mode", "solo.area", "scoring", "tallies", "view", "invariants",
                   "solo.invariants", "hidden",
                   "winterfall.snowfields", "winterfall.projects", "winterfall.blizzards",
                   "winterfall.wild_habitats", "winterfall.mountain_tiles"),
    "reactions": ("triggers",),
    "composite rewards": ("cards", "eggs", "gains", "prices", "time_track"),
    "actions": ("free", "place", "play", "recharge", "achieve", "effects",
                "effects.captains", "effects.common", "effects.continuous", "effects.energy",
                "effects.instant", "effects.recharge", "winterfall.effects",
                "winterfall.effects.captains", "winterfall.effects.instant",
                "winterfall.effects.continuous", "winterfall.effects.energy",
                "winterfall.effects.icons", "winterfall.effects.recharge",
                "winterfall.effects.events", "solo.haze", "solo.place", "solo.board_icons",
                "winterfall.auroras", "winterfall.placement", "winterfall.tingent",
                "solo.scenarios",
                "winterfall.view", "solo.view", "winterfall.invariants"),
    "turn flow": ("flow", "solo.tingent", "setup", "rules", "winterfall.track_events",
                  "winterfall.expansion", "solo", "winterfall", "api",
                  # the bots play whole turns in sampled worlds; the api offers them
                  "bots", "bots.evaluation", "bots.prior", "bots.reasons"),
}


def layer_of() -> dict[str, int]:
    return {f"{PACKAGE}.{name}": level
            for level, names in enumerate(LAYERS.values()) for name in names}


def test_every_wondrous_module_has_a_layer() -> None:
    modules = set(package_modules(ROOT)) - {PACKAGE}
    assert sorted(modules ^ set(layer_of())) == []


def test_imports_go_down_the_layers() -> None:
    level = layer_of()
    upward = [
        f"{name} ({list(LAYERS)[level[name]]}) imports {target} ({list(LAYERS)[level[target]]})"
        for name, targets in import_graph(package_modules(ROOT)).items() if name in level
        for target in sorted(targets) if target in level and level[target] > level[name]
    ]
    assert upward == []


def test_every_moment_has_the_continuous_cards_reacting() -> None:
    assert rules.WondrousRules  # importing the rules registers every reaction
    assert [m for m in triggers.MOMENTS if not triggers.reactions(m)] == []
