"""The rules packages must load neither Textual nor Rich.

A fresh interpreter imports every module of the rules packages itself (a package's
`__init__` may load nothing) and reports which UI modules ended up loaded."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

RULES_PACKAGES = ("engine.core", "engine.cryptic", "engine.wondrous")
CHECK = """
import importlib, json, pkgutil, sys
imported = []
for name in sys.argv[1:]:
    package = importlib.import_module(name)
    imported.append(name)
    for found in pkgutil.walk_packages(package.__path__, name + "."):
        importlib.import_module(found.name)
        imported.append(found.name)
ui = sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich"))
print(json.dumps({"imported": imported, "ui": ui}))
"""


def load_in_fresh_interpreter(packages: tuple[str, ...], path: Path | None = None) -> dict:
    """Import every module of `packages` in a new Python; which were imported, which UI
    modules got loaded."""
    extra = [] if path is None else [f"import sys; sys.path.insert(0, {str(path)!r})"]
    code = "\n".join([*extra, CHECK])
    out = subprocess.run(
        [sys.executable, "-c", code, *packages], capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout)


def test_no_rules_module_loads_textual_or_rich() -> None:
    loaded = load_in_fresh_interpreter(RULES_PACKAGES)
    assert loaded["ui"] == [], f"the rules load {loaded['ui']}"
    # every module was imported, not just the packages' (empty) __init__ files
    for module in (
        "engine.core.game",
        "engine.core.testing",
        "engine.wondrous.rules",
        "engine.wondrous.effects.instant",
        "engine.wondrous.view",
    ):
        assert module in loaded["imported"]


def test_the_check_catches_a_module_deep_in_a_package_that_imports_rich(tmp_path: Path) -> None:
    package = tmp_path / "leaky_rules"
    (package / "deep").mkdir(parents=True)
    (package / "__init__.py").write_text('"""Loads nothing."""\n')
    (package / "deep" / "__init__.py").write_text("")
    (package / "deep" / "table.py").write_text("import rich.text\n")
    loaded = load_in_fresh_interpreter(("leaky_rules",), tmp_path)
    assert "leaky_rules.deep.table" in loaded["imported"]
    assert "rich.text" in loaded["ui"]
