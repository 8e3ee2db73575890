"""`sim` and `fuzz` for any game: their arguments, the playing loops and the JSON they print.

A game gets both commands by describing itself in a `SimGame`: its rules, the player
counts it takes, its own extra options and a config factory (arguments -> seed -> config).
Drawing progress bars and tables is the apps' part (`engine.tui.cli`); this module only
plays and counts, so it needs neither Textual nor Rich.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.core.agents import GameSummary, play_one, random_agents
from engine.core.config import SEED_END, GameConfig
from engine.core.fuzz import Failure, FuzzPlan, fuzz
from engine.core.game import Game
from engine.core.rules import Rules

ConfigMaker = Callable[[int], GameConfig]  # a game's seed -> its config


def seed_argument(text: str) -> int:
    """A command line's seed (an argparse type): refused in one line when no game takes it."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= seed < SEED_END:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to {SEED_END - 1}")
    return seed


def positive_int(text: str) -> int:
    """A count on the command line (an argparse type): a whole number from 1 up, since no
    game is played zero or -1 times, nor a check made every 0 choices."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a count: give a whole number from 1 up")
    return number


def refuse_seeds_past_the_last(prog: str, args: argparse.Namespace) -> None:
    """Games run seeds seed .. seed + games - 1: one line, not a game, when the last of them
    is past the last seed a game takes."""
    last = args.seed + args.games - 1
    if last >= SEED_END:
        raise SystemExit(f"{prog}: --seed {args.seed} with --games {args.games} would play "
                         f"seed {last}; the last seed is {SEED_END - 1}")


def _no_options(parser: argparse.ArgumentParser) -> None:
    """A game without options of its own beyond players, games and seed."""


@dataclass(frozen=True)
class SimGame:
    """What a game gives to get `sim` and `fuzz`.

    `configs` reads the parsed arguments once, checks them (raising SystemExit with one
    line on a bad combination) and returns the seed -> config function for the games.
    """

    prog: str
    rules: Callable[[], Rules[Any]]
    configs: Callable[[argparse.Namespace], ConfigMaker]
    players: tuple[int, ...] = (2, 3, 4)
    add_options: Callable[[argparse.ArgumentParser], None] = field(default=_no_options)


def add_sim_parsers(sub: Any, game: SimGame) -> None:
    """Register `sim` and `fuzz` on a command line's sub-commands."""
    sim = sub.add_parser("sim", help="play random games headless and report the scores")
    _common(sim, game)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--rounds", type=positive_int, metavar="N",
                     help="score each game as it stands after N rounds (every seat has had N "
                          "turns): compares solo levels at a chosen game length")
    fuzz_parser = sub.add_parser("fuzz", help="play random games with every consistency check")
    _common(fuzz_parser, game)
    fuzz_parser.add_argument("--save-every", type=positive_int, default=25, metavar="N",
                             help="save/load round trip every N choices (it replays the game)")
    fuzz_parser.add_argument("--check-every", type=positive_int, default=1, metavar="N",
                             help="clone, undo and hidden-information checks every N choices "
                                  "(the invariants are checked at every choice); a long run "
                                  "thins them out")


def _common(parser: argparse.ArgumentParser, game: SimGame) -> None:
    parser.add_argument("--players", type=int, choices=game.players, default=game.players[0])
    parser.add_argument("--games", type=positive_int, default=100)
    parser.add_argument("--seed", type=seed_argument, default=1)
    game.add_options(parser)


def after_rounds(rules: Rules[Any], rounds: int) -> Callable[[Game[Any]], bool]:
    """True once every seat has had `rounds` turns (setup decisions are not turns)."""
    return lambda game: rules.turn_count(game.state) >= rounds * len(game.config.seats)


def play_games(
    rules: Rules[Any], make: ConfigMaker, args: argparse.Namespace
) -> Iterator[GameSummary]:
    """The random games `sim` asks for, one summary at a time (seeds seed, seed+1, ...)."""
    stop = None if args.rounds is None else after_rounds(rules, args.rounds)
    for number in range(args.games):
        yield play_one(rules, make(args.seed + number), random_agents, stop)


def errors_of(summaries: list[GameSummary]) -> list[dict[str, Any]]:
    return [{"seed": s.seed, "choice": s.error_choice, "error": s.error}
            for s in summaries if s.error]


def sim_data(summaries: list[GameSummary], rate: float) -> dict[str, Any]:
    """`sim --json`: other tools read these keys, so they and their order stay."""
    return {
        "games": len(summaries),
        "games_per_second": round(rate, 2),
        "errors": errors_of(summaries),
        "per_game": [s.to_data() for s in summaries if not s.error],
    }


def fuzz_games(
    rules: Rules[Any], make: ConfigMaker, args: argparse.Namespace
) -> Iterator[list[Failure]]:
    """Each game `fuzz` asks for, played with every check; yields its failures."""
    every = args.check_every
    plan = FuzzPlan(clone_every=every, undo_every=every, view_every=every,
                    save_every=args.save_every)
    for number in range(args.games):
        yield fuzz(rules, make, 1, args.seed + number, plan).failures


__all__ = [
    "ConfigMaker",
    "SimGame",
    "add_sim_parsers",
    "after_rounds",
    "errors_of",
    "fuzz_games",
    "play_games",
    "positive_int",
    "sim_data",
]
