"""`balance` for any game: its arguments, the modes it plays and the games it plays in them.

A balance run plays many games with given agents, like `sim`, and keeps what each seat
took in every finished game, read by the game's tally hook (`BalanceGame.tally`), so that
`engine.core.balance_figures` can say how each card, captain, cryptid or tile does. With
an automa, `--solo` may name several of its levels (or `all`): each is a mode of the run,
played with the same seeds. Drawing the report is the apps' part (`engine.tui.balance_cli`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.core.agents import GameSummary, Timings
from engine.core.commands import (
    LEAST_THINK,
    ConfigMaker,
    SimGame,
    add_common_options,
    play_games,
    positive_int,
    refuse_seeds_past_the_last,
    sim_tasks,
    think_ms,
)
from engine.core.config import GameConfig, SeatKind
from engine.core.game import Game
from engine.core.records import Frozen


@dataclass
class GameTally:
    """What one finished game shows: per seat, each kind of thing taken ("creature",
    "captain", "cryptid found", ...) with the names taken; every name of each kind this
    game could have given (`pool`, so that a thing never taken is seen); the rounds played."""

    seats: list[dict[str, list[str]]]
    rounds: int
    pool: dict[str, list[str]] = field(default_factory=dict)


#: A game's tally hook: reads a FINISHED game (its final state, or its events).
TallyHook = Callable[[Game[Any]], GameTally]


def _all_levels() -> tuple[str, ...]:
    return ()


class BalanceGame(Frozen):
    """What a game gives to get `balance`: its `sim` description, its tally hook (a
    module-level function: `--jobs` sends it to each process) and, for an automa with
    levels, the levels `--solo` may name (the sim options' `--solo` gets one level)."""

    sim: SimGame
    tally: TallyHook
    solo_levels: Callable[[], tuple[str, ...]] = _all_levels


#: A mode of a balance run: its automa level ("" for none) and the arguments that play it.
Mode = tuple[str, argparse.Namespace]


def add_balance_parser(sub: Any, game: BalanceGame) -> None:
    """Register `balance` on a command line's sub-commands."""
    parser = sub.add_parser("balance", conflict_handler="resolve",
                            help="play many games with bots and report how each seat, score "
                                 "category, card and automa level does")
    add_common_options(parser, game.sim)
    levels = game.solo_levels()
    if levels:  # replaces the sim options' --solo LEVEL: here a list, or all
        parser.add_argument("--solo", type=_levels(levels), metavar="LEVEL,LEVEL|all",
                            help="one player against the automa, at each level named "
                                 f"({', '.join(levels)}) or at all the mode allows")
    parser.add_argument("--agents", type=_names, metavar="NAME,NAME",
                        help="who plays each seat, in seat order (one name for the player in "
                             f"solo): {', '.join(game.sim.agents())}; normal when not given")
    parser.add_argument("--seat-rotate", action="store_true",
                        help="play each seed once per rotation of the agents over the seats")
    parser.add_argument("--think", type=think_ms, default=1000, metavar="MS",
                        help="milliseconds a searching bot (hard) may think per decision "
                             f"(from {LEAST_THINK}; 1000 when not given)")
    parser.add_argument("--jobs", type=positive_int, default=1, metavar="N",
                        help="play the games on N processes (the results are the same)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(rounds=None)  # the sim player reads it: every game is played out


def _names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",")]


def _levels(known: tuple[str, ...]) -> Callable[[str], list[str]]:
    def parse(text: str) -> list[str]:
        names = _names(text)
        if names == ["all"]:
            return names
        for name in names:
            if name not in known:
                raise argparse.ArgumentTypeError(
                    f"there is no level {name!r} (levels: {', '.join(known)}, or all)")
        return list(dict.fromkeys(names))
    return parse


def balance_modes(game: BalanceGame, args: argparse.Namespace) -> list[tuple[Mode, ConfigMaker]]:
    """Each mode the arguments ask for with its seed -> config function (checked up front:
    SystemExit with one line on a bad combination). `--solo all` keeps the levels this
    mode can play (a level of an expansion only with it)."""
    asked = getattr(args, "solo", None)
    if not game.solo_levels() or not isinstance(asked, list):
        return [(("", args), game.sim.configs(args))]
    every = asked == ["all"]
    modes = []
    for level in game.solo_levels() if every else asked:
        level_args = argparse.Namespace(**{**vars(args), "solo": level})
        try:
            make = game.sim.configs(level_args)
        except SystemExit:
            if every:
                continue
            raise
        modes.append(((level, level_args), make))
    if not modes:
        raise SystemExit(f"{game.sim.prog} balance: this mode allows no solo level")
    return modes


Played = tuple[str, GameSummary, Timings]  # a game's mode label, its summary, its times


def balance_games(game: BalanceGame, args: argparse.Namespace) -> tuple[int, Iterator[Played]]:
    """How many games the run plays, and each of them as it ends (mode by mode, seeds in
    order). SystemExit with one line when the options do not fit."""
    prog = f"{game.sim.prog} balance"
    refuse_seeds_past_the_last(prog, args)
    modes = balance_modes(game, args)
    if args.agents is None:
        args.agents = _default_agents(game, modes[0][1](args.seed))
        for (_, mode_args), _ in modes:
            mode_args.agents = args.agents
    planned = [(label, mode_args, sim_tasks(game.sim, make, mode_args, "balance"))
               for (label, mode_args), make in modes]

    def played() -> Iterator[Played]:
        for label, mode_args, tasks in planned:
            for summary, times in play_games(game.sim, mode_args, tasks, game.tally):
                yield label, summary, times

    return sum(len(tasks) for _, _, tasks in planned), played()


def _default_agents(game: BalanceGame, config: GameConfig) -> list[str]:
    """`normal` in every player seat (the bots that play with purpose), else random."""
    level = "normal" if "normal" in game.sim.agents() else "random"
    return [level for seat in config.seats if seat.kind is not SeatKind.AUTOMA]


__all__ = [
    "BalanceGame",
    "GameTally",
    "Mode",
    "Played",
    "TallyHook",
    "add_balance_parser",
    "balance_games",
    "balance_modes",
]
