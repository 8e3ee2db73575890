"""Our asset texts never repeat the rulebooks word for word (10-word runs)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT.parent / "shared" / "tools" / "own_words.py"


@pytest.mark.skipif(not TOOL.exists(), reason="the shared rulebook tools are not here")
def test_assets_are_in_our_own_words():
    files = sorted(str(p) for p in (ROOT / "assets" / "wondrous").rglob("*.yaml"))
    files += [str(ROOT / "wondrous_tui" / "data_command.py")]
    files += sorted(str(p) for p in (ROOT / "engine" / "wondrous").glob("*.py"))
    out = subprocess.run(
        [sys.executable, str(TOOL), *files], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert out.returncode == 0, out.stdout
