"""The table parts as plain JSON (`table_parts_json`, for `cryptic data --json`) and as
plain-text tables (`table_parts_report`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from engine.cryptic.parts.player_pieces import (
    TOP_SPACE,
    InitiativeFile,
)
from engine.cryptic.parts.registered import TABLE_PARTS
from engine.cryptic.parts.squares import (
    BONUSES,
    PLAYER_COUNTS,
    TERRAINS,
    Cell,
    text_table,
)
from engine.cryptic.parts.table import TableParts

# --------------------------------------------------------------------------- JSON


def _cells(cells: Iterable[Cell]) -> list[list[int]]:
    return [[r, c] for r, c in sorted(cells)]


def table_parts_json(parts: TableParts) -> dict[str, Any]:
    board = parts.sanctuary
    dice = parts.dice
    return {
        "terrain_tiles": [
            {
                "id": t.id,
                "terrain": t.terrain,
                "cells": _cells(t.cells),
                "bonuses": list(t.bonuses),
                "bonus_at": [[r, c, b] for (r, c), b in t.bonus_at],
                "designed": list(t.designed),
            }
            for t in parts.terrain_tiles.tiles
        ],
        "sanctuary": {
            "grid": list(board.grid),
            "rows": board.rows,
            "cols": board.cols,
            "starting_spaces": [
                {"id": k, "cells": _cells(v)} for k, v in board.starting_spaces.items()
            ],
            "fences": {str(n): _cells(board.fenced(n)) for n in (2, 3)},
            "fence_pieces": [
                {"id": f.id, "players": list(f.players), "cells": _cells(f.cells)}
                for f in board.fences
            ],
            "open_squares": {str(n): len(board.open_squares(n)) for n in PLAYER_COUNTS},
            "request_slots": board.request_slots,
            "terrain_piles": board.terrain_piles,
            "designed": list(board.designed),
        },
        "skills": [s.to_data() for s in parts.player_board.skills],
        "player_board": parts.player_board.to_data(exclude=("skills",))
        | {"skill_slots": parts.player_board.skill_slots},
        "assistant_dice": dice.assistant_dice.to_data(),
        "tracking_dice": dice.tracking_dice.to_data(),
        "initiative_track": _initiative_json(parts.initiative),
        **{key: value for module in TABLE_PARTS for key, value in module.exported(parts).items()},
    }


def _initiative_json(track: InitiativeFile) -> dict[str, Any]:
    return {
        "spaces": track.spaces,
        "top": TOP_SPACE,
        "highlighted": track.highlighted,
        "sides": dict(track.sides),
        "start_side": track.start_side,
        "starts": {str(n): track.starting_spaces(n) for n in (1, *PLAYER_COUNTS)},
        "designed": list(track.designed),
    }


# --------------------------------------------------------------------------- report


def _tiles_table(parts: TableParts) -> str:
    rows = []
    for terrain in TERRAINS:
        tiles = parts.tiles_of(terrain)
        symbols = Counter(b for t in tiles for b in t.bonuses)
        sizes = Counter(len(t.cells) for t in tiles)
        rows.append(
            [
                terrain,
                len(tiles),
                sum(len(t.cells) for t in tiles),
                " ".join(f"{n}x{size}" for size, n in sorted(sizes.items())),
                *(symbols[b] for b in BONUSES),
                sum(not t.bonuses for t in tiles),
            ]
        )
    head = ["terrain", "tiles", "squares", "sizes", *BONUSES, "no symbol"]
    return text_table("Terrain tiles by terrain and bonus", head, rows)


def _sanctuary_table(parts: TableParts) -> str:
    board = parts.sanctuary
    rows = []
    for n in PLAYER_COUNTS:
        starts = board.visible_starts(n)
        rows.append(
            [
                n,
                ", ".join(f.id for f in board.fences_for(n)) or "-",
                len(board.open_squares(n)),
                len(board.open_squares(n)) // n,
                " ".join(f"{k}:{len(v)}" for k, v in starts.items()),
            ]
        )
    head = ["players", "fences", "open squares", "per player", "starting squares seen"]
    return text_table(f"Sanctuary ({board.rows} x {board.cols})", head, rows)


def _skills_table(parts: TableParts) -> str:
    skills = sorted(parts.player_board.skills, key=lambda s: (s.cost, s.kind, s.name))
    rows = [[s.cost, s.name, s.kind, s.copies, "yes" if s.start else ""] for s in skills]
    total = sum(s.cost * s.copies for s in skills)
    return text_table(
        f"Skills by basic cost (all of them: {total} experience)",
        ["cost", "skill", "kind", "copies", "at start"],
        rows,
    )


def _dice_table(parts: TableParts) -> str:
    assistant = parts.dice.assistant_dice
    tracking = parts.dice.tracking_dice
    rows = [
        ["assistant", assistant.count, ", ".join(f.id for f in assistant.faces)],
        ["tracking", tracking.count, ", ".join(tracking.faces)],
    ]
    return text_table("Dice faces", ["dice", "count", "faces"], rows)


def _initiative_table(parts: TableParts) -> str:
    track = parts.initiative
    coins = parts.player_board.starting_coins
    rows = []
    for n in (1, *PLAYER_COUNTS):
        starts = track.starting_spaces(n)
        rows.append(
            [
                "solo" if n == 1 else n,
                " ".join(map(str, starts)),
                starts[0] - TOP_SPACE,
                track.spaces - starts[-1],
                " ".join(map(str, coins[:n])),
            ]
        )
    head = ["players", "start spaces", "free above", "free below", "coins"]
    title = f"Initiative track ({track.spaces} spaces, start on the {track.start_side})"
    return text_table(title, head, rows)


def table_parts_report(parts: TableParts) -> str:
    return (
        "\n\n".join(
            [
                _tiles_table(parts),
                _sanctuary_table(parts),
                _skills_table(parts),
                _dice_table(parts),
                _initiative_table(parts),
                *(m.report(m.of(parts)) for m in TABLE_PARTS if m.report is not None),
            ]
        )
        + "\n"
    )
