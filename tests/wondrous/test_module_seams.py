"""The base rules never name a module: Winterfall (its package, state and components), the
solo mode against Tingent and its scenarios plug in through the hooks of
`engine.wondrous.modules`. This scans the base modules (engine/wondrous/*.py and effects/,
not solo/ or winterfall/) for identifiers, strings (not docstrings) and imports that name a
module. The public face is not scanned (`PUBLIC_FACE`).

The names still in the base modules when the modules got their own packages are listed in
`STILL_NAMED` per file: a file may name fewer (lower its number then), never more, and a
file not listed names none. The goal is an empty table."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from engine.wondrous.modules import MODULES
from engine.wondrous.rules import WondrousRules

ROOT = Path(__file__).resolve().parents[2] / "engine" / "wondrous"
#: the packages holding modules: a base module imports none of them
MODULE_PACKAGES = ("engine.wondrous.solo", "engine.wondrous.winterfall")
#: words that name a module or what only a module has, as parts of identifiers and strings
#: (Winterfall's state and components, Tingent); module ids are added from the registry
MODULE_WORDS = ("winter", "tingent", "solo", "aurora", "blizzard", "snow", "wild_habitat",
                "prelude", "project", "spirit")
#: not scanned: rules.py is the one place that imports the module packages (so they
#: register) and assembles the typed view with a field per module's section (WondrousView);
#: registered.py lists the modules' component sets for the loader (component_sets.py);
#: api.py is what the apps import, so it names the modules' records and options for them
PUBLIC_FACE = ("api.py", "rules.py", "registered.py")

#: the names each base file still uses (see the module docstring): lower, never raise
STILL_NAMED: dict[str, int] = {
    "components.py": 1,  # the Species type lists the Spirits (Winterfall's files use it)
    "state.py": 9,  # the fields of the modules' own records (winterfall, solo) and their types
}


def module_ids() -> set[str]:
    assert WondrousRules  # importing the rules registers every module
    return {m.id for m in MODULES.registered()}


def pattern() -> re.Pattern[str]:
    words = sorted({*MODULE_WORDS, *module_ids()} - {"double", "poor"}, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, words)), re.IGNORECASE)


def docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            for statement in node.body:
                if (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
                        and isinstance(statement.value.value, str)):
                    found.add(id(statement.value))
    return found


def names_in(source: str) -> list[str]:
    """Each module name in a source: identifiers, strings but docstrings, imports."""
    words, ids = pattern(), module_ids()
    tree = ast.parse(source)
    docs = docstrings(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            where = [a.name for a in node.names] if isinstance(node, ast.Import) else [
                f"{node.module}.{a.name}" for a in node.names]
            found += [f"imports {w}" for w in where
                      if w.startswith(MODULE_PACKAGES) or words.search(w)]
            continue
        if isinstance(node, ast.alias):
            continue
        text = None
        if isinstance(node, ast.Name):
            text = node.id
        elif isinstance(node, ast.Attribute):
            # `state.winterfall.snowfields` is one read: its field counts, not the record
            text = node.attr if node.attr != "winterfall" else None
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            text = node.name
        elif isinstance(node, ast.arg | ast.keyword):
            text = node.arg
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
              and id(node) not in docs):
            if node.value in ids:
                found.append(repr(node.value))
                continue
            text = node.value
        if text and words.search(text):
            found.append(text if not isinstance(node, ast.Constant) else repr(text))
    return found


def base_modules() -> dict[str, str]:
    return {
        str(path.relative_to(ROOT)): path.read_text(encoding="utf-8")
        for path in sorted(ROOT.rglob("*.py"))
        if path.relative_to(ROOT).parts[0] not in ("solo", "winterfall", *PUBLIC_FACE)
    }


def test_the_scan_finds_a_module_named_and_passes_a_docstring() -> None:
    source = '''"""Winterfall's auroras, in a docstring: allowed."""
from engine.wondrous.winterfall import auroras
from engine.wondrous import solo_helpers
def lay(state, seat):
    """The haze, a docstring."""
    if "haze" in state.modules and state.snowfields:
        return auroras.lay(state, seat, kind="double")
'''
    assert sorted(names_in(source)) == sorted([
        "imports engine.wondrous.winterfall.auroras", "imports engine.wondrous.solo_helpers",
        "'haze'", "snowfields", "auroras", "'double'"])


def test_no_base_module_names_more_modules_than_it_did() -> None:
    found = {name: len(names_in(source)) for name, source in base_modules().items()}
    more = {name: f"{count} names (was {STILL_NAMED.get(name, 0)})"
            for name, count in found.items() if count > STILL_NAMED.get(name, 0)}
    assert more == {}, "a base module names a module: add a hook (engine.wondrous.modules)"
