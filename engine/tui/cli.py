"""The command line every app shares: open the app, or run `data`, `sim`, `fuzz`, `balance`,
`bench`.

An app describes itself in an `AppCommands` and calls `main(commands, argv)`. Every
command reads `--assets DIR` (or $BESTIARY_ASSETS) and reports a missing folder, a missing
or broken file, or data that fails validation in one sentence on stderr with exit code 2,
never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from engine import __version__
from engine.core import save as saves
from engine.core.agents import games_per_second
from engine.core.assets import set_asset_root
from engine.core.balance_runs import BalanceGame, add_balance_parser
from engine.core.commands import (
    SimGame,
    add_sim_parsers,
    fuzz_games,
    play_games,
    refuse_seeds_past_the_last,
    seed_argument,
    sim_data,
    sim_tasks,
)
from engine.core.errors import AssetError
from engine.core.paths import autosave_path, finished_dir, saves_dir
from engine.core.records import Frozen
from engine.tui.balance_cli import run_balance
from engine.tui.bench import BenchGame, add_bench_parser, run_bench

ASSET_FAULT_EXIT = 2


def add_data_parser(sub: Any, report: str) -> None:
    """Register the `data` command every game has: `--json`, `--check DIR`, `--report`
    (`report` says what the report shows)."""
    p = sub.add_parser("data", help="print, check or report on the component data")
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument("--json", action="store_true", help="print every component as JSON")
    group.add_argument("--check", type=Path, metavar="DIR", help="validate a corrected folder")
    group.add_argument("--report", action="store_true", help=report)


class DataCommand(Frozen):
    """A game's `data` command: registers its parser and runs it."""

    add_parser: Callable[[Any], None]
    run: Callable[[argparse.Namespace], int]


class AppCommands(Frozen):
    """What an app gives to get its command line.

    `open_app` builds the app from the parsed arguments (`--seed`, `--new`); `load_data`
    loads the game's component data up front so a fault is found before the screen opens.
    """

    prog: str
    game_id: str
    description: str
    open_app: Callable[[argparse.Namespace], Any]
    load_data: Callable[[], object] = lambda: None
    sim: SimGame | None = None
    balance: BalanceGame | None = None
    bench: BenchGame | None = None
    data: DataCommand | None = None
    #: on/off flags that shape the app's new game (`--winterfall`): (flag, help); each is
    #: read as `args.app_<name>` so that no subcommand's option of the same name hides it
    app_flags: tuple[tuple[str, str], ...] = ()


def build_parser(commands: AppCommands) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=commands.prog, description=commands.description)
    parser.add_argument("--version", action="version", version=f"Bestiary {__version__}")
    parser.add_argument("--assets", type=Path, help="load component data from this folder")
    parser.add_argument("--seed", type=seed_argument,
                        help="the seed of the new game (default: random)")
    parser.add_argument("--new", action="store_true", help="start a new game, do not resume")
    for flag, says in commands.app_flags:
        parser.add_argument(flag, action="store_true", help=says,
                            dest=f"app_{flag.lstrip('-').replace('-', '_')}")
    if commands.data or commands.sim or commands.bench:
        sub = parser.add_subparsers(dest="command", metavar="COMMAND")
        if commands.data:
            commands.data.add_parser(sub)
        if commands.sim:
            add_sim_parsers(sub, commands.sim)
        if commands.balance:
            add_balance_parser(sub, commands.balance)
        if commands.bench:
            add_bench_parser(sub)
    return parser


def main(commands: AppCommands, argv: list[str] | None = None) -> int:
    args = build_parser(commands).parse_args(sys.argv[1:] if argv is None else argv)
    try:
        use_asset_folder(args.assets)
        return _dispatch(commands, args)
    except AssetError as exc:
        print(f"{commands.prog}: {asset_sentence(exc)}", file=sys.stderr)
        return ASSET_FAULT_EXIT


def use_asset_folder(folder: Path | None) -> None:
    """Point the loader at --assets DIR; a folder named there or in $BESTIARY_ASSETS must exist."""
    env = os.environ.get("BESTIARY_ASSETS")
    named = f"--assets {folder}" if folder is not None else f"BESTIARY_ASSETS={env}"
    if (folder is not None or env) and not Path(folder or env or "").is_dir():
        raise AssetError([f"{named}: there is no such folder"])
    if folder is not None:
        set_asset_root(folder)


def asset_sentence(exc: AssetError) -> str:
    """One sentence for every asset fault: the first problem, and how many more there are."""
    first = exc.problems[0] if exc.problems else "unknown fault"
    more = len(exc.problems) - 1
    tail = f" (and {more} more problem{'s' if more > 1 else ''})" if more > 0 else ""
    return f"the component data cannot be used: {first}{tail}."


def _dispatch(commands: AppCommands, args: argparse.Namespace) -> int:
    command = getattr(args, "command", None)
    if command == "data" and commands.data:
        return commands.data.run(args)
    commands.load_data()
    if command == "sim" and commands.sim:
        return run_sim(commands.sim, args)
    if command == "fuzz" and commands.sim:
        return run_fuzz(commands.sim, args)
    if command == "balance" and commands.balance:
        return run_balance(commands.balance, args, _progress)
    if command == "bench" and commands.bench:
        return run_bench(commands.bench, args)
    for folder in (autosave_path(commands.game_id).parent, saves_dir(commands.game_id),
                   finished_dir(commands.game_id)):
        saves.remove_stale_temps(folder)  # left by a process killed while it saved
    commands.open_app(args).run()
    return 0


# --------------------------------------------------------------------------- sim and fuzz


def _progress(console: Any, enabled: bool) -> Any:
    # lazy: start-up time (only sim and fuzz show progress; an app start would pay 13 ms)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    return Progress("[progress.description]{task.description}", BarColumn(),
                    MofNCompleteColumn(), TimeRemainingColumn(), console=console,
                    disable=not enabled, transient=True)


def run_sim(game: SimGame, args: argparse.Namespace) -> int:
    refuse_seeds_past_the_last(f"{game.prog} sim", args)
    tasks = sim_tasks(game, game.configs(args), args)
    err = Console(stderr=True)
    summaries = []
    timings: dict[str, list[float]] = {}
    started = time.perf_counter()
    with _progress(err, err.is_terminal) as progress:
        task = progress.add_task("playing", total=len(tasks))
        for summary, times in play_games(game, args, tasks):
            summaries.append(summary)
            for name, spent in times.items():
                timings.setdefault(name, []).extend(spent)
            progress.advance(task)
    data = sim_data(summaries, games_per_second(len(summaries), started),
                    args.agents or [], timings)
    if args.json:
        print(json.dumps(data))
    else:
        _report(Console(), summaries, data)
    return 1 if data["errors"] else 0


def _report(console: Any, summaries: list[Any], data: dict[str, Any]) -> None:
    table = Table(title="Games")
    for column in ("seed", "players", "turns", "end", "scores", "winner"):
        table.add_column(column)
    for s in summaries[:50]:
        if s.error:
            _plain_row(table, s.seed, s.players, s.turns, "ERROR", s.error[:60], "")
            continue
        scores = " ".join(str(x["total"]) for x in s.scores)
        winner = "tie" if s.tie else str(s.winner)
        _plain_row(table, s.seed, s.players, s.turns, s.end_reason, scores, winner)
    console.print(table)
    good = [s for s in summaries if not s.error]
    if good:
        _means(console, good)
    _agents(console, data)
    errors = data["errors"]
    console.print(f"{len(summaries)} games, {data['games_per_second']:.1f} games per second, "
                  f"{len(errors)} errors")
    for e in errors:
        console.print(f"  seed {e['seed']} failed at choice {e['choice']}: {e['error']}",
                      markup=False)


def _agents(console: Any, data: dict[str, Any]) -> None:
    """Each agent's record over its seats, and how long it took to decide."""
    table = Table(title="Agents")
    for column in ("agent", "seats", "wins", "ties", "mean score", "decision ms (median, p95, "
                   "max)"):
        table.add_column(column)
    for name, row in data["agent_results"].items():
        times = data["decision_ms"].get(name, {})
        spent = (f"{times['median']:.2f}, {times['p95']:.2f}, {times['max']:.2f}"
                 if times else "")
        _plain_row(table, name, row["seats"], row["wins"], row["ties"], row["mean_score"],
                   spent)
    console.print(table)


def _plain_row(table: Any, *cells: object) -> None:
    """A row of the report as written: an error or a name may hold "[" (from the data)."""
    table.add_row(*(Text(str(cell)) for cell in cells))


def _means(console: Any, good: list[Any]) -> None:
    totals = [x["total"] for s in good for x in s.scores]
    turns = [s.turns for s in good]
    console.print(f"turns: mean {statistics.mean(turns):.1f}, min {min(turns)}, max {max(turns)}")
    console.print(f"scores: mean {statistics.mean(totals):.1f}, min {min(totals)}, "
                  f"max {max(totals)}")
    categories: dict[str, list[int]] = {}
    for s in good:
        for x in s.scores:
            for name, points in x["breakdown"].items():
                categories.setdefault(name, []).append(points)
    parts = ", ".join(f"{k} {statistics.mean(v):.1f}" for k, v in categories.items())
    console.print(f"mean per category: {parts}")


def run_fuzz(game: SimGame, args: argparse.Namespace) -> int:
    refuse_seeds_past_the_last(f"{game.prog} fuzz", args)
    rules = game.rules()
    make = game.configs(args)
    started = time.perf_counter()
    failures = []
    err = Console(stderr=True)
    with _progress(err, err.is_terminal) as progress:
        task = progress.add_task("fuzzing", total=args.games)
        for number, found in enumerate(fuzz_games(rules, make, args)):
            for failure in found:
                print(failure, flush=True)  # at once: a long run may be stopped early
            failures += found
            progress.advance(task)
            if not err.is_terminal and (number + 1) % 10 == 0:
                print(f"{number + 1} games, {len(failures)} failures", flush=True)
    elapsed = time.perf_counter() - started
    checks = "every check" if args.check_every == 1 else (
        f"invariants at every choice, the other checks every {args.check_every}")
    print(f"{args.games} games with {checks} in {elapsed:.1f} s: {len(failures)} failures")
    return 1 if failures else 0


__all__ = [
    "AppCommands",
    "DataCommand",
    "asset_sentence",
    "build_parser",
    "main",
    "run_fuzz",
    "run_sim",
    "use_asset_folder",
]
