"""What every table part file shares: strict whole numbers (YAML's "yes" is refused),
squares as (row, col) pairs counted from the top, and shapes drawn as rows of characters
(so that a player holding the printed game can correct them): reading a picture, whether
its squares are one piece, its turnings."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any, Literal, TypeVar

from engine.core.records import Field, Record

M = TypeVar("M", bound=Record)

Terrain = Literal["water", "mountains", "forests"]
Bonus = Literal["coin", "experience", "initiative"]
# YAML reads "yes" as true and pydantic would take it for 1: every whole number in the
# data is strict, so a boolean is refused with its file, entry and field
StrictInt = Annotated[int, Field(strict=True)]
Cell = tuple[StrictInt, StrictInt]

TERRAINS: tuple[Terrain, ...] = ("water", "mountains", "forests")
BONUSES: tuple[Bonus, ...] = ("coin", "experience", "initiative")
TILES_PER_TERRAIN = 17
PLAYER_COUNTS = (2, 3, 4)

# the letters of a tile picture; '#' is a square without a symbol
BONUS_LETTERS: dict[str, Bonus] = {"c": "coin", "e": "experience", "i": "initiative"}
SQUARE = "#"
EMPTY = "."



def picture_cells(rows: Iterable[str], letters: str) -> dict[Cell, str]:
    """Every square of a picture whose character is one of `letters`, with that character."""
    return {(r, c): ch for r, row in enumerate(rows) for c, ch in enumerate(row) if ch in letters}


def connected(cells: Iterable[Cell]) -> bool:
    """Whether the squares form one piece, joined side to side."""
    todo = set(cells)
    if not todo:
        return False
    stack = [todo.pop()]
    while stack:
        r, c = stack.pop()
        for near in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if near in todo:
                todo.remove(near)
                stack.append(near)
    return not todo


def normalise(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """The squares moved so the smallest row and column are 0, sorted."""
    cells = list(cells)
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return tuple(sorted((r - top, c - left) for r, c in cells))


def turnings(cells: Iterable[Cell]) -> list[tuple[Cell, ...]]:
    """The distinct quarter turns of a shape (tiles may be turned, never flipped)."""
    shape = normalise(cells)
    found: list[tuple[Cell, ...]] = []
    for _ in range(4):
        if shape not in found:
            found.append(shape)
        shape = normalise((c, -r) for r, c in shape)
    return found


def check_picture(rows: list[str], allowed: str) -> list[str]:
    bad = sorted({ch for row in rows for ch in row} - set(allowed))
    if bad:
        raise ValueError(f"unknown character(s) {bad}; use only {list(allowed)}")
    return rows


def text_table(title: str, head: list[str], rows: list[list[Any]]) -> str:
    """A plain-text table for the data report: a title, a head, a rule, the rows."""
    cells = [head, *[[str(x) for x in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(head))]
    lines = [
        "  ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)).rstrip() for row in cells
    ]
    rule = "  ".join("-" * w for w in widths)
    return "\n".join([title, "", lines[0], rule, *lines[1:]])
