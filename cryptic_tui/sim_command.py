"""What Cryptic Nature gives the shared `sim` and `fuzz` commands: its two modes, solo
against the Poacher, and the configs of its random games (the commands themselves are
engine.core.commands)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from engine.core import GameConfig, Seat
from engine.core.agents import AgentMaker
from engine.core.balance_runs import BalanceGame
from engine.core.commands import SimGame
from engine.cryptic.api import AGENTS, COLOURS, CrypticRules, balance_tally, solo_config


def add_mode_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--wolpertinger", action="store_true",
                        help="play with the Wolpertinger module")
    parser.add_argument("--no-bids", action="store_true", help="play without bid markers")
    parser.add_argument("--solo", action="store_true",
                        help="one random player against the Poacher")


def config_for(players: int, seed: int, modules: tuple[str, ...] = ()) -> GameConfig:
    seats = tuple(Seat(name=f"Player {i + 1}", colour=COLOURS[i]) for i in range(players))
    return GameConfig(game="cryptic", seats=seats, modules=modules, seed=seed)


def config_maker(args: argparse.Namespace) -> Callable[[int], GameConfig]:
    modules = tuple(name for name, on in (("wolpertinger", args.wolpertinger),
                                          ("no-bids", args.no_bids)) if on)
    if args.solo:
        if args.no_bids:
            raise SystemExit("cryptic: --solo cannot be played with --no-bids")
        return lambda seed: solo_config(seed, modules)
    return lambda seed: config_for(args.players, seed, modules)


def cryptic_rules() -> CrypticRules:
    return CrypticRules()


def agents() -> dict[str, AgentMaker]:
    """The bots `sim --agents` may name (a function, as `--jobs` sends it to each process)."""
    return AGENTS


SIM = SimGame(prog="cryptic", rules=cryptic_rules, configs=config_maker,
              add_options=add_mode_options, agents=agents)

#: `cryptic balance`: the Poacher has no levels (`--solo` plays against him)
BALANCE = BalanceGame(sim=SIM, tally=balance_tally)
