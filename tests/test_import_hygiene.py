"""Imports: the rules packages load neither Textual nor Rich; no import cycle among our
modules; no import inside a function but one that keeps a start fast.

For the first, a fresh interpreter imports every module of the rules packages itself (a
package's `__init__` may load nothing) and reports which UI modules ended up loaded."""

from __future__ import annotations

import functools
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

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


# --------------------------------------------------------------------------- cycles, late imports
# Issue #35, item 7: no import cycle among our modules, and no import inside a function to
# dodge one. Both read scripts/shape.py's parse of the source (nothing is imported).

ROOT = Path(__file__).resolve().parent.parent


def _load_shape_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bestiary_shape", ROOT / "scripts" / "shape.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


shape = _load_shape_script()

@functools.cache
def measured() -> Any:
    return shape.measure(ROOT)


def test_no_import_cycle_among_our_modules() -> None:
    cycles = [" -> ".join(cycle) for cycle in measured().cycles()]
    assert cycles == [], "modules that import one another (TYPE_CHECKING imports count too)"


def test_no_import_inside_a_function_unless_it_keeps_a_start_fast() -> None:
    late = [f"{i.path}:{i.line} {i.target or i.written}"
            for i in measured().function_imports(lazy=False)]
    assert late == [], f"import at module level, or mark a start-up one '{shape.LAZY_MARK}'"


def write_package(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_the_checks_find_a_cycle_in_every_form_of_import(tmp_path: Path) -> None:
    write_package(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/den.py": "from pkg import nest\n",  # `from package import module`
        "pkg/nest.py": ("from typing import TYPE_CHECKING\n"
                        "if TYPE_CHECKING:\n    from pkg.den import Den\n"),
        "pkg/burrow.py": "def dig():\n    from . import warren\n",  # relative, in a function
        "pkg/warren.py": "import pkg.burrow\n",
        "pkg/lone.py": "import pkg.den\n",
    })
    found = shape.measure(tmp_path, ("pkg",))
    assert found.cycles() == [["pkg.burrow", "pkg.warren", "pkg.burrow"],
                              ["pkg.den", "pkg.nest", "pkg.den"]]
    assert found.cycles(shape.FUNCTION) == [["pkg.burrow", "pkg.warren", "pkg.burrow"]]
    assert found.cycles(shape.MODULE) == []


def test_the_checks_find_an_unmarked_import_inside_a_function(tmp_path: Path) -> None:
    write_package(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/den.py": ("import json\n\n"
                       "def dodge():\n    from pkg import nest\n\n"
                       "class Den:\n    def open(self):\n"
                       "        import yaml  # lazy: start-up time (a cache miss only)\n\n"
                       "def late():\n    # lazy: start-up time (only the report needs it)\n"
                       "    from rich.table import Table\n"
                       "    from rich.text import Text\n\n"
                       "def after():\n    x = 1  # lazy: start-up time\n"
                       "    import csv\n"),
        "pkg/nest.py": "",
    })
    found = shape.measure(tmp_path, ("pkg",))
    assert next((i.path, i.line, i.target) for i in found.function_imports(lazy=False)) == (
        "pkg/den.py", 4, "pkg.nest")
    assert [(i.line, i.written) for i in found.function_imports(lazy=True)] == [
        (8, "yaml"), (12, "rich.table"), (13, "rich.text")]
    assert [i.line for i in found.function_imports(lazy=False)] == [4, 17]  # the mark
    # serves the run of imports right under it, not an import after other code
