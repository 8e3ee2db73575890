"""How fast the engine plays and copies games, here and at an earlier commit, side by side.

    .venv/bin/python scripts/engine_speed.py [REV] [--rounds N] [--seconds S]

Two figures per mode, each the median of `--rounds` alternating runs (before, after, before,
after...), so a busy machine slows both alike:

- games/s: random 2-player games played to the end (what `sim` does), seeds 1, 2, ...;
- copies+decisions/s: from mid-game positions of those games (after 40% of their choices),
  what a searching bot does: take a sampled world (a copy with the hidden parts dealt again)
  and play 20 random decisions in it; one copy and its 20 decisions count 21.

Without REV it measures this checkout alone. REV is checked out into a temporary git worktree
(removed afterwards). The figures are CPU time (process_time), not the clock.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

MODES = {
    "wondrous": ("wondrous", []),
    "winterfall": ("wondrous", ["--winterfall"]),
    "cryptic": ("cryptic", []),
}
PLAYOUT = 20  # random decisions played in each sampled world


def measure(mode: str, seconds: float) -> dict[str, float]:
    """Run in a child process whose PYTHONPATH is the checkout being measured."""
    import importlib
    import time
    from typing import Any

    from engine.core.agents import SeatTable
    from engine.core.game import Game
    from engine.core.rng import Rng

    game_name, extra = MODES[mode]
    sim = importlib.import_module(f"{game_name}_tui.sim_command").SIM
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2)
    sim.add_options(parser)
    make = sim.configs(parser.parse_args(extra))
    rules = sim.rules()

    def random_game(seed: int) -> Game[Any]:
        game = Game(rules, make(seed))
        pick = Rng(seed, stream=0xA6E7)
        while game.prompt is not None:
            game.choose(pick.choice(game.prompt.enabled).id)
        return game

    started, games, seed = time.process_time(), 0, 0
    positions: list[Game[Any]] = []
    while time.process_time() - started < seconds or games < 2:
        seed += 1
        game = random_game(seed)
        games += 1
        if len(positions) < 8:  # the same mid-game positions each run: replay 40% in
            mid = Game(rules, make(seed))
            for choice in game.choices[: len(game.choices) * 2 // 5]:
                mid.choose(choice.option)
            positions.append(mid)
    games_per_s = games / (time.process_time() - started)

    rng, steps, started = Rng(7, stream=0x5EED), 0, time.process_time()
    while time.process_time() - started < seconds:
        for position in positions:
            world = SeatTable(position).sample(rng)
            steps += 1
            for _ in range(PLAYOUT):
                if world.prompt is None:
                    break
                world.choose(rng.choice(world.prompt.enabled).id)
                steps += 1
    return {"games_per_s": games_per_s, "steps_per_s": steps / (time.process_time() - started)}


def run(checkout: Path, mode: str, seconds: float) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(checkout))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a cold checkout would recompile every run
    done = subprocess.run([sys.executable, __file__, "--measure", mode, "--seconds",
                           str(seconds)], cwd=checkout, env=env, capture_output=True,
                          text=True, check=True)
    figures: dict[str, float] = json.loads(done.stdout)
    return figures


def worktree(rev: str, into: Path) -> Path:
    subprocess.run(["git", "worktree", "add", "--detach", str(into), rev], cwd=ROOT,
                   check=True, capture_output=True)
    (into / "bestiary_assets").symlink_to("assets")
    return into


def report(checkouts: dict[str, Path], rounds: int, seconds: float) -> None:
    for mode in MODES:
        runs: dict[str, list[dict[str, float]]] = {name: [] for name in checkouts}
        for _ in range(rounds):
            for name, checkout in checkouts.items():
                runs[name].append(run(checkout, mode, seconds))
        medians = {name: {key: statistics.median(r[key] for r in results)
                          for key in ("games_per_s", "steps_per_s")}
                   for name, results in runs.items()}
        line = [f"{mode:11}"]
        for key, label in (("games_per_s", "games/s"), ("steps_per_s", "copies+decisions/s")):
            figures = [f"{name} {medians[name][key]:8.1f}" for name in checkouts]
            ratio = ""
            if len(checkouts) == 2:
                before, after = (medians[name][key] for name in checkouts)
                ratio = f" ({after / before:.2f}x)"
            line.append(f"{label}: {', '.join(figures)}{ratio}")
        print("  ".join(line), flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rev", nargs="?", help="the earlier commit to compare with")
    parser.add_argument("--rounds", type=int, default=3, help="runs per checkout (median)")
    parser.add_argument("--seconds", type=float, default=4.0, help="CPU seconds per figure")
    parser.add_argument("--measure", choices=MODES, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.measure, args.seconds)))
        return 0
    if not args.rev:
        report({"here": ROOT}, args.rounds, args.seconds)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        before = worktree(args.rev, Path(tmp) / "before")
        try:
            report({args.rev[:7]: before, "here": ROOT}, args.rounds, args.seconds)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(before)], cwd=ROOT,
                           check=False, capture_output=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
