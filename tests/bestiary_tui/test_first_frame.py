"""The chooser's first frame pays for no game: neither game's engine nor app is loaded
until one is chosen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from engine.tui.bench import BenchGame, write_autosave

ROOT = Path(__file__).resolve().parents[2]
CHECK = """
import json, sys
import bestiary_tui.cli, bestiary_tui.front_door, bestiary_tui.chooser
app = bestiary_tui.chooser.ChooserApp()  # its entries read, resume lines included
assert [e.key for e in app.entries] == ["1", "2", "3", "4", "5", "6", "7"], app.entries
games = sorted(m for m in sys.modules
               if m.startswith(("engine.wondrous", "engine.cryptic", "wondrous_tui",
                                "cryptic_tui")))
print(json.dumps(games))
"""


def test_the_chooser_loads_neither_game(_isolated_home: Path) -> None:
    for game in ("wondrous", "cryptic"):  # a game left in each: their resume lines too
        write_autosave(BenchGame(f"{game}_tui.app:make_app", f"{game}_tui.sim_command:config_for"),
                       _isolated_home, 3)
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True,
                         check=True, cwd=ROOT, env=_env(_isolated_home)).stdout
    assert json.loads(out) == []


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "BESTIARY_HOME": str(home), "PYTHONPATH": str(ROOT)}
