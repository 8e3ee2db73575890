"""The console scripts exist and answer."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("module", ["wondrous_tui.cli", "cryptic_tui.cli"])
def test_version(module):
    out = subprocess.run(
        [sys.executable, "-m", module, "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.startswith("Bestiary ")
