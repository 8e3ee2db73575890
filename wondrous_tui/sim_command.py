"""`wondrous sim` and `wondrous fuzz`: random games headless, for numbers and for bugs."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
from rich.table import Table

from engine.core import ConfigError, GameConfig, Seat, SeatKind
from engine.core.agents import GameSummary, play_one, random_agents
from engine.wondrous.solo import LEVELS, SOLO

COLOURS = ("red", "blue", "green", "yellow")


def add_parsers(sub: Any) -> None:
    sim = sub.add_parser("sim", help="play random games headless and report the scores")
    _common(sim)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--rounds", type=int, metavar="N",
                     help="score each game as it stands after N rounds (every seat has had N "
                          "turns): compares solo levels at a chosen game length")
    fuzz = sub.add_parser("fuzz", help="play random games with every consistency check")
    _common(fuzz)
    fuzz.add_argument("--save-every", type=int, default=25,
                      help="save/load round trip every N choices (it replays the game)")


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--solo", choices=LEVELS, metavar="LEVEL",
                        help=f"one random player against Tingent ({', '.join(LEVELS)})")
    parser.add_argument("--scenario", action="append", default=[], type=_scenario,
                        metavar="NAME:DIFFICULTY",
                        help="a solo scenario, e.g. haze:hard (poor, outlaws, haze); repeatable")


def _scenario(text: str) -> tuple[str, str]:
    name, _, difficulty = text.partition(":")
    if not name or not difficulty:
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME:DIFFICULTY (e.g. haze:easy)")
    return name, difficulty


def config_for(players: int, seed: int) -> GameConfig:
    seats = tuple(Seat(name=f"Player {i + 1}", colour=COLOURS[i]) for i in range(players))
    return GameConfig(game="wondrous", seats=seats, seed=seed)


def solo_config(level: str, scenarios: dict[str, str], seed: int, name: str = "Player 1",
                colour: str = "blue") -> GameConfig:
    seats = (Seat(name=name, colour=colour),
             Seat(name="Tingent", colour="red", kind=SeatKind.AUTOMA))
    options = {SOLO: {"level": level, "scenarios": dict(scenarios)}}
    return GameConfig(game="wondrous", seats=seats, options=options, seed=seed)


def config_maker(args: argparse.Namespace) -> Callable[[int], GameConfig]:
    """Seed -> config for the games the arguments ask for (checked once, up front)."""
    if args.solo is None:
        if args.scenario:
            raise SystemExit("wondrous: --scenario needs --solo LEVEL")
        return lambda seed: config_for(args.players, seed)
    scenarios = dict(args.scenario)
    try:
        _rules().validate(solo_config(args.solo, scenarios, 0))
    except ConfigError as e:
        raise SystemExit(f"wondrous: {e}") from None
    return lambda seed: solo_config(args.solo, scenarios, seed)


def after_rounds(rules: Any, rounds: int) -> Callable[[Any], bool]:
    """True once every seat has had `rounds` turns (setup decisions are not turns)."""
    return lambda game: bool(rules.turn_count(game.state) >= rounds * len(game.config.seats))


def _rules() -> Any:
    from engine.wondrous.rules import WondrousRules

    return WondrousRules()


def _progress(console: Console, enabled: bool) -> Progress:
    return Progress("[progress.description]{task.description}", BarColumn(),
                    MofNCompleteColumn(), TimeRemainingColumn(), console=console,
                    disable=not enabled, transient=True)


def run_sim(args: argparse.Namespace) -> int:
    rules = _rules()
    make = config_maker(args)
    stop = None if args.rounds is None else after_rounds(rules, args.rounds)
    err = Console(stderr=True)
    summaries: list[GameSummary] = []
    started = time.perf_counter()
    with _progress(err, err.is_terminal) as progress:
        task = progress.add_task("playing", total=args.games)
        for number in range(args.games):
            seed = args.seed + number
            summaries.append(play_one(rules, make(seed), random_agents, stop))
            progress.advance(task)
    elapsed = time.perf_counter() - started
    rate = len(summaries) / elapsed if elapsed > 0 else float("inf")
    errors = [{"seed": s.seed, "choice": s.error_choice, "error": s.error}
              for s in summaries if s.error]
    if args.json:
        data = {
            "games": len(summaries),
            "games_per_second": round(rate, 2),
            "errors": errors,
            "per_game": [s.to_data() for s in summaries if not s.error],
        }
        print(json.dumps(data))
    else:
        _report(Console(), summaries, rate, errors)
    return 1 if errors else 0


def _report(console: Console, summaries: list[GameSummary], rate: float,
            errors: list[dict[str, Any]]) -> None:
    table = Table(title="Random games")
    for column in ("seed", "players", "turns", "end", "scores", "winner"):
        table.add_column(column)
    for s in summaries[:50]:
        if s.error:
            table.add_row(str(s.seed), str(s.players), str(s.turns), "ERROR", s.error[:60], "")
            continue
        scores = " ".join(str(x["total"]) for x in s.scores)
        winner = "tie" if s.tie else str(s.winner)
        table.add_row(str(s.seed), str(s.players), str(s.turns), s.end_reason, scores, winner)
    console.print(table)
    good = [s for s in summaries if not s.error]
    if good:
        totals = [x["total"] for s in good for x in s.scores]
        turns = [s.turns for s in good]
        console.print(f"turns: mean {statistics.mean(turns):.1f}, min {min(turns)}, "
                      f"max {max(turns)}")
        console.print(f"scores: mean {statistics.mean(totals):.1f}, min {min(totals)}, "
                      f"max {max(totals)}")
        categories: dict[str, list[int]] = {}
        for s in good:
            for x in s.scores:
                for name, points in x["breakdown"].items():
                    categories.setdefault(name, []).append(points)
        parts = ", ".join(f"{k} {statistics.mean(v):.1f}" for k, v in categories.items())
        console.print(f"mean per category: {parts}")
    console.print(f"{len(summaries)} games, {rate:.1f} games per second, {len(errors)} errors")
    for e in errors:
        console.print(f"  seed {e['seed']} failed at choice {e['choice']}: {e['error']}")


def run_fuzz(args: argparse.Namespace) -> int:
    from engine.core.fuzz import FuzzPlan, fuzz

    rules = _rules()
    make = config_maker(args)
    plan = FuzzPlan(save_every=args.save_every)
    started = time.perf_counter()
    failures = []
    err = Console(stderr=True)
    with _progress(err, err.is_terminal) as progress:
        task = progress.add_task("fuzzing", total=args.games)
        for number in range(args.games):
            report = fuzz(rules, make, 1, args.seed + number, plan)
            for failure in report.failures:
                print(failure, flush=True)  # at once: a long run may be stopped early
            failures += report.failures
            progress.advance(task)
            if not err.is_terminal and (number + 1) % 10 == 0:
                print(f"{number + 1} games, {len(failures)} failures", flush=True)
    elapsed = time.perf_counter() - started
    print(f"{args.games} games with every check in {elapsed:.1f} s: {len(failures)} failures")
    return 1 if failures else 0


def main(argv: list[str]) -> int:
    """For `python -m wondrous_tui.sim_command`: the same as `wondrous sim ...`."""
    from wondrous_tui.cli import main as cli_main

    return cli_main(["sim", *argv])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
