"""`cryptic data`: print the components as JSON, check a corrected folder, or show balance.

    cryptic data --json          every component as one JSON document
    cryptic data --check DIR     validate DIR (the folder with the YAML files, or a root
                                 holding cryptic/); list every problem, exit 1 if any
    cryptic data --report        the balance as plain-text tables

`cryptic --assets DIR data ...` reads a corrected copy instead of the built-in data.
The components come in parts, each loaded, printed and reported on its own: `PARTS` lists
them, so another part joins by adding one `DataPart`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.core.assets import asset_root
from engine.core.errors import AssetError
from engine.core.records import Frozen
from engine.cryptic.api import (
    CATALOG_FILES,
    HELP_FILE,
    TABLE_FILES,
    HelpFile,
    catalog_json,
    catalog_report,
    check_catalog,
    check_help,
    load_catalog,
    load_help,
    load_table_parts,
    resolve_folder,
    table_parts_json,
    table_parts_report,
)
from engine.tui.cli import add_data_parser


class DataPart(Frozen):
    """One part of the components: how to load it from a folder (raising `AssetError`),
    list a folder's problems, turn it into JSON keys and report on it."""

    name: str
    load: Callable[[Path], Any]
    to_json: Callable[[Any], dict[str, Any]]
    report: Callable[[Any], str]
    check: Callable[[Path], list[str]] | None = None  # default: the load's problems


def _problems(part: DataPart, folder: Path) -> list[str]:
    if part.check is not None:
        return part.check(folder)
    try:
        part.load(folder)
    except AssetError as exc:
        return exc.problems
    return []


CATALOG = DataPart("catalog (" + ", ".join(CATALOG_FILES) + ")", load_catalog, catalog_json,
                   catalog_report, check_catalog)
TABLE_PARTS = DataPart("table parts (" + ", ".join(TABLE_FILES) + ")",
                       lambda root: load_table_parts(resolve_folder(root)), table_parts_json,
                       table_parts_report)


def _help_report(help_file: HelpFile) -> str:
    return f"Help: {len(help_file.topics)} rule topics ({HELP_FILE})"


HELP = DataPart(f"help texts ({HELP_FILE})", load_help,
                lambda help_file: {"help": help_file.to_data()}, _help_report,
                check_help)
PARTS: list[DataPart] = [CATALOG, TABLE_PARTS, HELP]


def add_parser(sub: Any) -> None:
    """Register `data` on the `cryptic` argument parser's sub-commands."""
    add_data_parser(sub, report="show the balance in tables")


def run(args: argparse.Namespace) -> int:
    if args.check is not None:
        return run_check(args.check)
    root = asset_root()
    loaded = [(part, part.load(root)) for part in PARTS]  # a fault: one sentence (cli)
    if args.json:
        data: dict[str, Any] = {"game": "cryptic"}
        for part, value in loaded:
            data.update(part.to_json(value))
        text = json.dumps(data, indent=1, ensure_ascii=False)
    else:
        text = "\n".join(part.report(value) for part, value in loaded)
    try:
        print(text)
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
    return 0


def run_check(folder: Path) -> int:
    if not folder.is_dir():
        print(f"{folder}: not a folder")
        return 1
    problems = [line for part in PARTS for line in _problems(part, folder)]
    for line in problems:
        print(line)
    if problems:
        print(f"{len(problems)} problem(s) found.", file=sys.stderr)
        return 1
    names = "; ".join(part.name for part in PARTS)
    print(f"{folder}: the Cryptic Nature data is valid ({names}).")
    return 0
