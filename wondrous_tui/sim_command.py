"""What Wondrous Creatures gives the shared `sim` and `fuzz` commands: its solo options and
the configs of its random games (the commands themselves are engine.core.commands)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from engine.core import ConfigError, GameConfig, Seat, SeatKind
from engine.core.agents import AgentMaker
from engine.core.balance_runs import BalanceGame
from engine.core.commands import SimGame
from engine.wondrous.api import (
    AGENTS,
    COLOURS,
    LEVELS,
    SOLO,
    WINTERFALL,
    WondrousRules,
    balance_tally,
)


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--winterfall", action="store_true",
                        help="play with the Winterfall expansion")
    parser.add_argument("--solo", choices=LEVELS, metavar="LEVEL",
                        help=f"one random player against Tingent ({', '.join(LEVELS)})")
    parser.add_argument("--scenario", action="append", default=[], type=_scenario,
                        metavar="NAME:DIFFICULTY",
                        help="a solo scenario, e.g. haze:hard (poor, outlaws, haze; with "
                        "--winterfall: unfair, double, eggpocalypse); repeatable")


def _scenario(text: str) -> tuple[str, str]:
    name, _, difficulty = text.partition(":")
    if not name or not difficulty:
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME:DIFFICULTY (e.g. haze:easy)")
    return name, difficulty


def config_for(players: int, seed: int, modules: tuple[str, ...] = ()) -> GameConfig:
    seats = tuple(Seat(name=f"Player {i + 1}", colour=COLOURS[i]) for i in range(players))
    return GameConfig(game="wondrous", seats=seats, seed=seed, modules=modules)


def solo_config(level: str, scenarios: dict[str, str], seed: int, name: str = "Player 1",
                colour: str = "blue", modules: tuple[str, ...] = ()) -> GameConfig:
    seats = (Seat(name=name, colour=colour),
             Seat(name="Tingent", colour="red", kind=SeatKind.AUTOMA))
    options = {SOLO: {"level": level, "scenarios": dict(scenarios)}}
    return GameConfig(game="wondrous", seats=seats, options=options, seed=seed, modules=modules)


def config_maker(args: argparse.Namespace) -> Callable[[int], GameConfig]:
    """Seed -> config for the games the arguments ask for (checked once, up front)."""
    modules = (WINTERFALL,) if args.winterfall else ()
    if args.solo is None:
        if args.scenario:
            raise SystemExit("wondrous: --scenario needs --solo LEVEL")
        return lambda seed: config_for(args.players, seed, modules)
    scenarios = dict(args.scenario)
    try:
        wondrous_rules().validate(solo_config(args.solo, scenarios, 0, modules=modules))
    except ConfigError as e:
        raise SystemExit(f"wondrous: {e}") from None
    return lambda seed: solo_config(args.solo, scenarios, seed, modules=modules)


def wondrous_rules() -> WondrousRules:
    return WondrousRules()


def agents() -> dict[str, AgentMaker]:
    """The bots `sim --agents` may name (a function, as `--jobs` sends it to each process)."""
    return AGENTS


SIM = SimGame(prog="wondrous", rules=wondrous_rules, configs=config_maker,
              add_options=add_options, agents=agents)


def solo_levels() -> tuple[str, ...]:
    """Tingent's levels, for `balance --solo LEVEL,LEVEL|all`."""
    return LEVELS


BALANCE = BalanceGame(sim=SIM, tally=balance_tally, solo_levels=solo_levels)
