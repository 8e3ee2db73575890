"""`balance` on the command line: plays the run with a progress bar and prints the report
(Rich tables, and plain-character plots where a table reads badly), or `--json`."""

from __future__ import annotations

import argparse
import json
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from engine.core.balance_figures import balance_data, player_seats
from engine.core.balance_runs import BalanceGame, Played, balance_games
from engine.core.text_plots import bar_chart, box_lines, histogram

SPREAD = ("mean", "stdev", "min", "q1", "median", "q3", "max")


def run_balance(game: BalanceGame, args: argparse.Namespace, progress: Any) -> int:
    """Play the run (`progress`: the shared progress bar maker) and print its report."""
    total, games = balance_games(game, args)
    err = Console(stderr=True)
    played: list[Played] = []
    with progress(err, err.is_terminal) as bar:
        task = bar.add_task("playing", total=total)
        for one in games:
            played.append(one)
            bar.advance(task)
    data = balance_data(played, args.agents)
    if args.json:
        print(json.dumps(data))
    else:
        report(Console(), data, _player_totals(played))
    return 1 if data["errors"] else 0


def report(console: Any, data: dict[str, Any], totals: list[int]) -> None:
    """The report of `data` (`balance_data`); `totals`: the players' final scores."""
    agents = ", ".join(data["agents"])
    console.print(f"{data['games']} games, agents {agents}, {len(data['errors'])} errors",
                  markup=False)
    for error in data["errors"]:
        console.print(f"  seed {error['seed']} failed at choice {error['choice']}: "
                      f"{error['error']}", markup=False)
    _seats(console, data["seats"])
    _length(console, data["length"])
    _scores(console, data["scores"])
    _plot(console, "Players' final scores (how many in each band of points)",
          histogram(totals))
    _automa(console, data["automa"])
    for kind, rows in data["taken"].items():
        _taken(console, kind, rows)


def _seats(console: Any, seats: list[dict[str, Any]]) -> None:
    table = Table(title="Win rate by seat position")
    for column in ("seat", "games", "wins", "ties", "win rate"):
        table.add_column(column, justify="right")
    for row in seats:
        _row(table, row["seat"] + 1, row["games"], row["wins"], row["ties"],
             f"{row['win_rate'] * 100:.1f}%")
    console.print(table)
    _plot(console, "Wins by seat (a bar of 40 is every game)",
          bar_chart([(f"seat {row['seat'] + 1}", row["win_rate"]) for row in seats],
                    top=1.0, percent=True))


def _length(console: Any, length: dict[str, Any]) -> None:
    table = Table(title="Game length")
    table.add_column("")
    for column in SPREAD:
        table.add_column(column, justify="right")
    for name, figures in length.items():
        _row(table, name, *(figures[column] for column in SPREAD))
    console.print(table)


def _scores(console: Any, scores: dict[str, Any]) -> None:
    table = Table(title="Players' scores by category")
    table.add_column("category")
    for column in SPREAD:
        table.add_column(column, justify="right")
    spreads = {**scores["categories"], "total": scores["total"]}
    for name, figures in spreads.items():
        _row(table, name, *(figures[column] for column in SPREAD))
    console.print(table)
    _plot(console, "Categories (- min to max, = quartiles, | median)",
          box_lines(scores["categories"]))


def _player_totals(played: list[Played]) -> list[int]:
    """The players' totals of the games that ended (an automa's seat is no player's)."""
    return [score["total"] for _, summary, _ in played if not summary.error
            for score in summary.scores if score["seat"] in player_seats(summary)]


def _automa(console: Any, automa: dict[str, Any]) -> None:
    if not automa:
        return
    table = Table(title="The automa by level")
    for column in ("level", "games", "automa wins", "automa win rate", "player mean score",
                   "automa mean score"):
        table.add_column(column, justify="right")
    for level, row in automa.items():
        _row(table, level, row["games"], row["automa_wins"],
             f"{row['automa_win_rate'] * 100:.1f}%", row["player_mean_score"],
             row["automa_mean_score"])
    console.print(table)
    _plot(console, "The automa's wins by level (a bar of 40 is every game)",
          bar_chart([(level, row["automa_win_rate"]) for level, row in automa.items()],
                    top=1.0, percent=True))


def _taken(console: Any, kind: str, rows: dict[str, dict[str, Any]]) -> None:
    """Most taken first; what no player ever took is named after the table."""
    table = Table(title=f"Each {kind}: how often players took it and how they did")
    for column in ("name", "taken", "of seats", "take rate", "takers won", "takers' mean"):
        table.add_column(column, justify="left" if column == "name" else "right",
                         no_wrap=column == "name")
    ordered = sorted(rows.items(), key=lambda item: (-item[1]["take_rate"], item[0]))
    for name, row in ordered:
        if row["taken"]:
            _row(table, name, row["taken"], row["seats"], f"{row['take_rate'] * 100:.0f}%",
                 f"{row['win_rate'] * 100:.0f}%", row["mean_score"])
    console.print(table)
    never = [name for name, row in ordered if not row["taken"]]
    if never:
        console.print(f"Never taken ({len(never)}): {', '.join(never)}", markup=False)


def _plot(console: Any, title: str, lines: list[str]) -> None:
    if lines:
        console.print(Text("\n".join([title, *lines, ""])))


def _row(table: Any, *cells: object) -> None:
    """Cells as written: a name from the data may hold "[" (Rich markup)."""
    table.add_row(*(Text(str(cell)) for cell in cells))


__all__ = ["report", "run_balance"]
