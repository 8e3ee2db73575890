"""`cryptic`: start the Cryptic Nature app, or run one of its commands."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from cryptic_tui import data_command
from cryptic_tui.sim_command import SIM
from engine.tui.cli import AppCommands, DataCommand
from engine.tui.cli import main as shared_main

NOT_YET = (
    "Cryptic Nature is not playable yet: its components, rules and screens will be "
    "built (see the status table in README.md).\n\nPress q to quit."
)


def _open_app(args: argparse.Namespace) -> Any:
    from engine.tui.placeholder import NotPlayableApp

    return NotPlayableApp("Cryptic Nature", NOT_YET)


# The app (#15) will bring `bench` by giving a BenchGame here.
COMMANDS = AppCommands(prog="cryptic", game_id="cryptic", description="Play Cryptic Nature.",
                       open_app=_open_app, play_options=False, sim=SIM,
                       data=DataCommand(data_command.add_parser, data_command.run))


def main(argv: list[str] | None = None) -> int:
    return shared_main(COMMANDS, argv)


if __name__ == "__main__":
    sys.exit(main())
