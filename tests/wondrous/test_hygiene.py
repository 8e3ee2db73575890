"""The Wondrous Creatures data modules load neither Textual nor Rich."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize(
    "module",
    [
        "engine.wondrous.components",
        "engine.wondrous.loading",
        "engine.wondrous.balance",
        "engine.wondrous.board",
    ],
)
def test_data_modules_do_not_import_ui(module):
    code = (
        f"import sys, {module}\n"
        f"{module}  # noqa\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"{module} loads {out.stdout.strip()}"
