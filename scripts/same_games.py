"""Check that a change of shape changed no game: play the same seeds in every mode with this
checkout and with an earlier commit, and compare `sim --json` (without the speed figure).

    .venv/bin/python scripts/same_games.py REV [--games N]

REV is checked out into a temporary git worktree (removed afterwards). The exit status is 0
when every mode printed the same JSON, 1 otherwise; each mode's line says which."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

WONDROUS_LEVELS = ("lazy", "easygoing", "wild", "terrifying")
WONDROUS_SCENARIOS = ("poor:easy", "poor:medium", "poor:hard", "outlaws:easy",
                      "outlaws:medium", "haze:easy", "haze:medium", "haze:hard")
WINTERFALL_SCENARIOS = ("unfair:medium", "unfair:hard", "double:hard", "eggpocalypse:hard")


def modes() -> Iterator[tuple[str, ...]]:
    """Every mode the issue names: (game, sim arguments...)."""
    for players in ("2", "3", "4"):
        yield "wondrous", "--players", players
        yield "wondrous", "--players", players, "--winterfall"
        yield "cryptic", "--players", players
        yield "cryptic", "--players", players, "--wolpertinger"
        yield "cryptic", "--players", players, "--no-bids"
        yield "cryptic", "--players", players, "--wolpertinger", "--no-bids"
    for level in WONDROUS_LEVELS:
        yield "wondrous", "--solo", level
        yield "wondrous", "--solo", level, "--winterfall"
    yield "wondrous", "--solo", "nightmare", "--winterfall"
    for scenario in WONDROUS_SCENARIOS:
        yield "wondrous", "--solo", "wild", "--scenario", scenario
    for scenario in WINTERFALL_SCENARIOS:
        yield "wondrous", "--solo", "wild", "--winterfall", "--scenario", scenario
    yield "cryptic", "--solo"
    yield "cryptic", "--solo", "--wolpertinger"


def play(checkout: Path, mode: tuple[str, ...], games: int) -> str:
    """The mode's `sim --json` at `checkout`, without the speed figure."""
    game, *args = mode
    code = (f"import sys; from {game}_tui.cli import main; "
            f"sys.argv = [{game!r}, 'sim', *sys.argv[1:]]; main()")
    command = [sys.executable, "-c", code, "--json", "--games", str(games), "--seed", "1",
               *args]
    env = dict(os.environ, PYTHONPATH=str(checkout), PYTHONHASHSEED="random")
    done = subprocess.run(command, cwd=checkout, env=env, capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        return f"exit {done.returncode}: {done.stderr.strip()[-300:]}"
    result = json.loads(done.stdout)
    for timed_or_new in ("games_per_second", "decision_ms", "agents", "agent_results"):
        result.pop(timed_or_new, None)  # times vary; the agent keys came with #36
    for game in result.get("per_game", []):
        game.pop("agents", None)
    return json.dumps(result, sort_keys=True)


def worktree(rev: str, into: Path) -> Path:
    subprocess.run(["git", "worktree", "add", "--detach", str(into), rev], cwd=ROOT,
                   check=True, capture_output=True)
    # an installed checkout reads its data through this name (see pyproject.toml)
    (into / "bestiary_assets").symlink_to("assets")
    return into


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rev", help="the earlier commit to compare with")
    parser.add_argument("--games", type=int, default=8, help="games per mode (default 8)")
    args = parser.parse_args()
    differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        before = worktree(args.rev, Path(tmp) / "before")
        try:
            for mode in modes():
                old, new = play(before, mode, args.games), play(ROOT, mode, args.games)
                same = old == new and not new.startswith("exit")  # two failures are no match
                differ += not same
                print(f"{'same   ' if same else 'DIFFERS'} {' '.join(mode)}", flush=True)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(before)], cwd=ROOT,
                           check=False, capture_output=True)
    print(f"{differ} of {len(list(modes()))} modes differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
