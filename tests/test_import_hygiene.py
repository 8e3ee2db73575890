"""The rules packages must load neither Textual nor Rich (checked in a fresh interpreter)."""

import subprocess
import sys

import pytest

RULES_MODULES = [
    "engine.core",
    "engine.core.fuzz",
    "engine.core.save",
    "engine.wondrous",
    "engine.cryptic",
]


@pytest.mark.parametrize("module", RULES_MODULES)
def test_rules_do_not_import_ui(module: str) -> None:
    code = (
        f"import sys, {module}\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"{module} loads {out.stdout.strip()}"
