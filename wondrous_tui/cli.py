"""`wondrous`: start the Wondrous Creatures app, or run one of its commands."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="wondrous", description="Play Wondrous Creatures.")
    parser.add_argument("--version", action="version", version=f"Bestiary {__version__}")
    parser.add_argument("--assets", type=Path, help="load component data from this folder")
    parser.add_argument("--seed", type=int, help="the seed of the new game (default: random)")
    parser.add_argument("--new", action="store_true", help="start a new game, do not resume")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    from wondrous_tui import bench_command, data_command, sim_command

    data_command.add_parser(sub)
    sim_command.add_parsers(sub)
    bench_command.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.assets is not None:
        from engine.core.assets import set_asset_root

        set_asset_root(args.assets)
    if args.command == "data":
        from wondrous_tui import data_command

        return data_command.run(args)
    if args.command == "bench":
        from wondrous_tui import bench_command

        return bench_command.run(args)
    if args.command in ("sim", "fuzz"):
        from wondrous_tui import sim_command

        return sim_command.run_sim(args) if args.command == "sim" else sim_command.run_fuzz(args)
    from engine.core import AssetError

    try:
        from wondrous_tui.app import WondrousApp

        app = WondrousApp(seed=args.seed, resume=False if args.new else None)
    except AssetError as exc:
        print(f"The component data cannot be used:\n{exc}", file=sys.stderr)
        return 2
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
