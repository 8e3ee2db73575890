"""`wondrous data`: print the components as JSON, check a corrected folder, or show balance.

    wondrous data --json          every component as one JSON document; creatures, captains
                                  and achievements carry their `set` (base or winterfall),
                                  the rest of the expansion is under `winterfall`
    wondrous data --check DIR     validate DIR (the folder with the YAML files and its
                                  winterfall/ folder, or a root holding wondrous/); list every
                                  problem, exit 1 if any
    wondrous data --report        the balance of the base deck and of the Winterfall cards
                                  as terminal tables and bar charts

`wondrous --assets DIR data ...` reads a corrected copy instead of the built-in data.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from engine.tui.cli import add_data_parser
from engine.wondrous.api import (
    ALL_NAMES,
    TOLERANCE,
    BalanceReport,
    Components,
    balance_report,
    check_folder,
    load_components,
    tingent_parts,
    winterfall_balance_report,
    winterfall_parts,
)


def add_parser(sub: Any) -> None:
    """Register `data` on the `wondrous` argument parser's sub-commands."""
    add_data_parser(sub, report="show the deck's balance")


def run(args: argparse.Namespace) -> int:
    if args.check is not None:
        return run_check(args.check)
    comps = load_components()  # a fault is the command line's one sentence (engine.tui.cli)
    if args.json:
        try:
            print(json.dumps(to_json(comps), indent=1, ensure_ascii=False))
        except BrokenPipeError:  # e.g. piped into `head`
            sys.stderr.close()
        return 0
    show_report(comps)
    return 0


def run_check(folder: Path) -> int:
    problems = check_folder(folder)
    for line in problems:
        print(line)
    if problems:
        print(f"{len(problems)} problem(s) found.", file=sys.stderr)
        return 1
    print(f"{folder}: all {len(ALL_NAMES)} Wondrous Creatures files (Winterfall's too) are valid.")
    return 0


def _dump(model: Any) -> Any:
    return model.to_data()


def _both_sets(base: list[Any], winterfall: list[Any]) -> list[dict[str, Any]]:
    """The base entries then Winterfall's, each saying which set it belongs to."""
    return [_dump(x) | {"set": "base"} for x in base] + [
        _dump(x) | {"set": "winterfall"} for x in winterfall
    ]


def winterfall_json(c: Components) -> dict[str, Any]:
    w = winterfall_parts(c)
    tiles = _dump(w.tiles)
    return {
        "cards": _dump(w.cards)["cards"],
        "symbols": w.cards.symbols,
        "prelude_cards": _dump(w.cards)["prelude_cards"],
        "aurora_tiles": tiles["aurora_tiles"],
        "aurora_effects": tiles["aurora_effects"],
        "tingent_cards": _dump(w.tingent)["cards"],
        "tingent_levels": _dump(w.tingent)["levels"],
        "tingent_boards": _dump(w.tingent)["boards"],
        "tingent_scenarios": _dump(w.tingent)["scenarios"],
        "projects": _dump(w.tracks.project_board),
        "time_tracks": _dump(w.tracks)["time_tracks"],
        "event_icons": w.tracks.event_icons,
        "habitat_tiles": tiles["habitat_tiles"],
        "wild_habitat_tiles": tiles["wild_habitat_tiles"],
        "mountain_tiles": tiles["mountain_tiles"],
        "marked_plains": tiles["marked_plains"],
        "special_effects": _dump(w.icons)["icons"],
        "special_effects_from_base": w.icons.from_base,
        "abilities": _dump(w.abilities)["abilities"],
        "components": dict(w.components.counts),
        "eggs": dict(w.components.eggs),
        "pouch_per_species": w.components.pouch_per_species,
        "big_snowflake_value": w.components.big_snowflake_value,
        "leaves_the_game": _dump(w.components.leaves_the_game),
    }


def to_json(c: Components) -> dict[str, Any]:
    w = winterfall_parts(c)
    tracks = _dump(c.tracks)
    return {
        "game": "wondrous",
        "creatures": _both_sets(c.creatures.creatures, w.creatures.creatures),
        "abilities": _dump(c.abilities)["abilities"],
        "captains": _both_sets(c.captains.captains, w.captains.captains),
        "achievements": _both_sets(c.achievements.achievements, w.achievements.achievements),
        "special_effects": _dump(c.special_effects)["icons"],
        "habitat_tiles": _dump(c.habitat_tiles)["tiles"],
        "main_board": _dump(c.main_board),
        "time_tracks": tracks["time_tracks"],
        "score_track": tracks["score_track"],
        "egg_storage": tracks["egg_storage"],
        "full_storage_vp": tracks["full_storage_vp"],
        "achievement_marker_rewards": tracks["achievement_marker_rewards"],
        "trophies": {str(k): v for k, v in c.components.trophies.items()},
        "components": _dump(c.components),
        "tingent": _dump(tingent_parts(c)),
        "winterfall": winterfall_json(c),
    }


# --------------------------------------------------------------------------- report


def _bars(title: str, counts: dict[Any, int], label: str, unit: str = "cards") -> Any:
    table = Table(title=title, title_justify="left", box=None, pad_edge=False)
    table.add_column(label, justify="right", style="bold")
    table.add_column(unit, justify="right")
    table.add_column("", no_wrap=True)
    top = max(counts.values(), default=1) or 1
    for key, n in counts.items():
        width = round(40 * n / top)
        table.add_row(str(key), str(n), "[cyan]" + "█" * width + "[/]")
    return table


def _matrix(r: BalanceReport) -> Any:
    endings = sorted({e for row in r.cost_vs_ending.values() for e in row})
    table = Table(title="Cost (rows) against ending score (columns)", title_justify="left")
    table.add_column("cost", justify="right", style="bold")
    for e in endings:
        table.add_column(f"end {e}", justify="right")
    table.add_column("cards", justify="right", style="dim")
    for cost, row in r.cost_vs_ending.items():
        cells = [str(row.get(e, "")) for e in endings]
        table.add_row(str(cost), *cells, str(sum(row.values())))
    return table


def show_report(c: Components, console: Any = None) -> None:
    console = console or Console()
    n = len(c.creatures.creatures)
    _show_set(console, balance_report(c), f"Wondrous Creatures deck: {n} creature cards")
    w = winterfall_parts(c).creatures.creatures
    title = f"Winterfall set: {len(w)} creature cards (#{w[0].number}-{w[-1].number})" if w else ""
    console.print()
    _show_set(console, winterfall_balance_report(c), title or "Winterfall set: no cards")


def _show_set(console: Any, r: BalanceReport, title: str) -> None:
    console.print(f"[bold]{title}[/]")
    console.print(
        f"mean cost {r.mean_cost:.2f}, mean ending score {r.mean_ending:.2f}, "
        f"{r.dual_species_cards} cards with two species"
    )
    console.print(_bars("By card type", r.by_type, "type"))
    console.print(_bars("By habitat", r.by_habitat, "habitat"))
    console.print(_bars("Species icons on cards", r.by_species, "species", "icons"))
    console.print(_bars("Species icons on cards plus eggs", r.species_supply, "species", "icons"))
    console.print(_bars("By total cost", r.by_cost, "cost"))
    console.print(
        _bars("Resources asked for, over all costs", r.cost_resources, "resource", "units")
    )
    console.print(_bars("By ending score", r.by_ending, "ending"))
    console.print(_matrix(r))
    console.print(
        "Balance rule: ending score + ability power = cost + 2 (end cards: cost + 1), "
        f"within {TOLERANCE:g}."
    )
    if r.outliers:
        console.print("[red]Cards off the balance rule:[/]")
        for card in r.outliers:
            # a name from the data, as written (markup=False)
            console.print(f"  #{card.number} {card.name}: gap {card.gap:+.1f}", markup=False)
    else:
        console.print("[green]Every card keeps the balance rule.[/]")
