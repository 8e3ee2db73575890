"""Our Cryptic Nature texts never repeat the rulebook word for word (10-word runs)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT.parent / "shared" / "tools" / "own_words.py"


@pytest.mark.skipif(not TOOL.exists(), reason="the shared rulebook tools are not here")
def test_cryptic_texts_are_in_our_own_words():
    files = sorted(str(p) for p in (ROOT / "assets" / "cryptic").glob("*.yaml"))
    files += sorted(str(p) for p in (ROOT / "engine" / "cryptic").glob("*.py"))
    files += sorted(str(p) for p in (ROOT / "cryptic_tui").glob("*.py"))
    out = subprocess.run(
        [sys.executable, str(TOOL), *files], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert out.returncode == 0, out.stdout
