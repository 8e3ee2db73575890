"""`python -m tests.tinygame.cli`: Pebble Dice on the shared command line (app, sim, fuzz,
bench), proving that a game needs only its rules, a config factory and an app factory."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from engine.core.commands import ConfigMaker, SimGame
from engine.tui.bench import BenchGame
from engine.tui.cli import AppCommands
from engine.tui.cli import main as shared_main
from tests.tinygame.rules import PebbleRules, config


def _configs(args: argparse.Namespace) -> ConfigMaker:
    return lambda seed: config(args.players, seed)


def _open_app(args: argparse.Namespace) -> Any:
    from tests.tinygame.app import make_app

    return make_app(config(seed=args.seed or 1), resume=False if args.new else None)


COMMANDS = AppCommands(
    prog="pebbles",
    game_id="pebbles",
    description="Play Pebble Dice, the test game.",
    open_app=_open_app,
    sim=SimGame(prog="pebbles", rules=PebbleRules, configs=_configs, players=(2, 3)),
    bench=BenchGame("tests.tinygame.app:make_app", "tests.tinygame.rules:config"),
)


def main(argv: list[str] | None = None) -> int:
    return shared_main(COMMANDS, argv)


if __name__ == "__main__":
    sys.exit(main())
