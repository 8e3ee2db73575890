"""`cryptic`: start the Cryptic Nature app, or run one of its commands."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from cryptic_tui import data_command
from cryptic_tui.sim_command import BALANCE, SIM
from engine.cryptic.api import load_data
from engine.tui.bench import BenchGame
from engine.tui.cli import AppCommands, DataCommand
from engine.tui.cli import main as shared_main


def _open_app(args: argparse.Namespace) -> Any:
    # lazy: start-up time (sim, fuzz and data open no app: 0.18 s less for each)
    from cryptic_tui.app import CrypticApp

    return CrypticApp(seed=args.seed, resume=False if args.new else None)


COMMANDS = AppCommands(prog="cryptic", game_id="cryptic", description="Play Cryptic Nature.",
                       open_app=_open_app, load_data=load_data, sim=SIM, balance=BALANCE,
                       bench=BenchGame("cryptic_tui.app:make_app",
                                       "cryptic_tui.sim_command:config_for"),
                       data=DataCommand(data_command.add_parser, data_command.run))


def main(argv: list[str] | None = None) -> int:
    return shared_main(COMMANDS, argv)


if __name__ == "__main__":
    sys.exit(main())
