"""`wondrous`: start the Wondrous Creatures app, or run one of its commands."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from engine.tui.bench import BenchGame
from engine.tui.cli import AppCommands, DataCommand
from engine.tui.cli import main as shared_main
from engine.wondrous.api import load_components
from wondrous_tui import data_command
from wondrous_tui.sim_command import BALANCE, SIM


def _open_app(args: argparse.Namespace) -> Any:
    # lazy: start-up time (sim, fuzz and data open no app: 0.15 s less for each)
    from wondrous_tui.app import WondrousApp

    return WondrousApp(seed=args.seed, resume=False if args.new else None,
                       winterfall=args.app_winterfall)


COMMANDS = AppCommands(
    prog="wondrous",
    game_id="wondrous",
    description="Play Wondrous Creatures.",
    open_app=_open_app,
    load_data=load_components,
    sim=SIM,
    balance=BALANCE,
    bench=BenchGame("wondrous_tui.app:make_app", "wondrous_tui.sim_command:config_for"),
    data=DataCommand(data_command.add_parser, data_command.run),
    app_flags=(("--winterfall", "tick Winterfall on the new-game screen"),),
)


def main(argv: list[str] | None = None) -> int:
    return shared_main(COMMANDS, argv)


if __name__ == "__main__":
    sys.exit(main())
