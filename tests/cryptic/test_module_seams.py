"""The Cryptic base rules never name a module: the Poacher (solo), the Wolpertinger and the
mode without bid markers plug in through `engine.cryptic.modules` (the registry and its
hooks). The check reads the base rules modules (engine/cryptic/*.py) with ast: their
identifiers, attribute names, imports and strings (docstrings aside: they may say where a
module's rules are) must not name one. The component files (engine/cryptic/parts/*.py) are
read the same way: a module's own file of records plugs in as `ModuleParts`."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from engine.cryptic.modules import REGISTRY
from engine.cryptic.rules import CrypticRules  # noqa: F401 (registers the modules)

CRYPTIC = Path(__file__).resolve().parents[2] / "engine" / "cryptic"
NAMES = re.compile(r"poacher|wolpertinger|solo|no[-_ ]?bids?\b|\bhares?\b", re.IGNORECASE)

# the modules themselves, and the one place that registers them all (and assembles the view
# records with a field for each module's section)
MODULE_FILES = {"wolpertinger.py", "no_bids.py", "registered.py"}
PARTS = CRYPTIC / "parts"
# the modules' own component files, and the one parts file that lists them
MODULE_PART_FILES = {"wolpertinger_tokens.py", "poacher_cards.py", "registered.py"}
# base component files that may name a module, each with why
PARTS_ALLOWED = {
    "table_export.py": "the report's row for one player on the base initiative track",
}
# base files that may name a module, each with why
ALLOWED = {
    # saved games and their state checks read these fields by name: the Wolpertinger
    # tokens a player holds, his hares, the Poacher's own record
    "state.py": "the game state's field names stay as saves know them",
    "api.py": "the public face re-exports the modules' names for the apps",
}


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes (a module's, a class's, a function's)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value,
                                                                     ast.Constant):
                found.add(id(body[0].value))
    return found


def names_of_modules(source: str) -> list[str]:
    """Each place in `source` that names a module: "line: the name"."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    found = []

    def check(line: int, text: str) -> None:
        if NAMES.search(text):
            found.append(f"{line}: {text}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            check(node.lineno, node.id)
        elif isinstance(node, ast.Attribute):
            check(node.lineno, node.attr)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            check(node.lineno, node.name)
        elif isinstance(node, ast.arg):
            check(node.lineno, node.arg)
        elif isinstance(node, ast.keyword) and node.arg:
            check(node.value.lineno, node.arg)
        elif isinstance(node, ast.ImportFrom):
            check(node.lineno, node.module or "")
            for alias in node.names:
                check(node.lineno, f"{alias.name} {alias.asname or ''}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                check(node.lineno, f"{alias.name} {alias.asname or ''}")
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
              and id(node) not in docs):
            check(node.lineno, node.value)
    return found


def base_modules() -> list[Path]:
    return sorted(p for p in CRYPTIC.glob("*.py")
                  if p.name not in MODULE_FILES and p.name not in ALLOWED)


def base_part_files() -> list[Path]:
    return sorted(p for p in PARTS.glob("*.py")
                  if p.name not in MODULE_PART_FILES and p.name not in PARTS_ALLOWED)


def test_no_base_component_file_names_a_module():
    named = {p.name: names_of_modules(p.read_text(encoding="utf-8"))
             for p in base_part_files()}
    assert {name: found for name, found in named.items() if found} == {}
    assert len(base_part_files()) > 8
    for name in MODULE_PART_FILES:
        assert (PARTS / name).exists(), name


def test_no_base_module_names_a_module():
    named = {p.name: names_of_modules(p.read_text(encoding="utf-8")) for p in base_modules()}
    assert {name: found for name, found in named.items() if found} == {}


def test_the_check_finds_a_module_named_in_code_strings_and_imports():
    source = '''"""The Poacher may be named in a docstring."""
from engine.cryptic.solo.seats import YOU
def score(ctx):
    if ctx.with_wolpertinger:
        return "no-bids"
'''
    found = names_of_modules(source)
    assert [line.split(":")[0] for line in found] == ["2", "4", "5"]
    assert names_of_modules('"""Only the Poacher\'s docstring."""\nx = 1\n') == []


def test_the_base_modules_are_read_and_every_module_file_exists():
    assert len(base_modules()) > 20
    for name in MODULE_FILES:
        assert (CRYPTIC / name).exists(), name


def test_every_module_is_registered_once_in_hook_order():
    assert [m.id for m in REGISTRY.registered()] == ["wolpertinger", "no-bids", "poacher"]
    assert sorted(m.id for m in REGISTRY.registered() if m.in_config) == [
        "no-bids", "wolpertinger"]
