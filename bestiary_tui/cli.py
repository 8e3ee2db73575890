"""`bestiary`: the front door to both games (a chooser), or `bestiary serve` to play them in
a web browser."""

from __future__ import annotations

import argparse
import sys

from engine import __version__


def build_parser(serving: bool = False) -> argparse.ArgumentParser:
    """The command line; `serve`'s own options only when `serving` (they come with
    textual-serve's web server, which the chooser alone does not load)."""
    parser = argparse.ArgumentParser(
        prog="bestiary",
        description="With no command: choose a game (Wondrous Creatures, with or without "
                    "Winterfall, or Cryptic Nature), resume the last one, or read the rules, "
                    "in this terminal.")
    parser.add_argument("--version", action="version", version=f"Bestiary {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    serve = sub.add_parser("serve", help="serve the chooser, and so both games, to a web "
                                         "browser")
    if serving:
        # lazy: start-up time (only `serve` loads textual-serve and its web server)
        from bestiary_tui import serve as server

        server.add_arguments(serve)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser(serving=argv[:1] == ["serve"]).parse_args(argv)
    if args.command == "serve":
        # lazy: start-up time (as above)
        from bestiary_tui import serve as server

        return server.run(args)
    # lazy: start-up time (`--help` and `serve` need no app)
    from bestiary_tui.front_door import run

    return run()


if __name__ == "__main__":
    sys.exit(main())
